/**
 * The content schema: one definition of everything staff can change — the copy of every page
 * in every language, the testimonials, the company's facts and the packages' prices. It gives
 * the TypeScript types (app/content/types.ts), the validation the build applies through
 * Keystatic's reader (app/content/index.server.ts) and the fields of the editor.
 *
 * What stays in code: paths, icons, page structure and the route table (app/site/). The counts
 * the page design fixes (four reasons, a service's process steps and target groups, four
 * testimonials, the registry's packages) are validated here, so an edit cannot break a layout.
 */
import {
  type ComponentSchema,
  fields,
  type ObjectField,
  type ValueForReading,
} from "@keystatic/core";
import { filledFields, type NoticeKey, noticeKeys, typedFields } from "../form/protocol.ts";
import { staffFieldNames } from "../form/staff-names.ts";
import {
  heroPhotoMaxBytes,
  heroPhotoMaxPixels,
  heroPhotoNeeds,
  photoServices,
} from "../site/hero-photos.ts";
import { type Language, languages, staffLanguageName } from "../site/language.ts";
import {
  type PackageFacts,
  type ServiceFacts,
  type ServiceKey,
  serviceFacts,
} from "../site/services.ts";
import { copyPattern } from "./copy-checks.ts";
import {
  described,
  fixedLine,
  line,
  list,
  meta,
  paragraph,
  sectionHead,
  stat,
  stats,
  titledText,
} from "./fields.ts";
import { fixedNotFound, fixedNotices, fixedSubmit } from "./fixed-texts.ts";
import { placeholders } from "./placeholders.ts";
import { internationalPhone, once } from "./text-rules.ts";

/** The value the reader returns for a schema: the types of the content follow from it. */
export type Fill<Schema extends Record<string, ComponentSchema>> = ValueForReading<
  ObjectField<Schema>
>;

/** One field per key, in the keys' order. */
function byKey<Key extends string, Field extends ComponentSchema>(
  keys: readonly Key[],
  field: (key: Key) => Field,
) {
  return Object.fromEntries(keys.map((key) => [key, field(key)])) as Record<Key, Field>;
}

function inEveryLanguage<Field extends ComponentSchema>(
  field: (language: Language) => Field,
  label: string,
) {
  return fields.object(byKey(languages, field), { label });
}

/** The company's facts: written once, shown on every page and filled into copy at `{telefonszám}` etc. */
export const companySchema = {
  name: line("Márkanév", "A fejlécben, a láblécben és az oldalcímekben."),
  legalName: line(
    "Cégnév",
    `A teljes cégnév, pl. a jogi oldalakon és a lábléc jogi sorában; a szövegekben a ${placeholders.legalName} jelölő helyére ez kerül.`,
  ),
  email: line(
    "E-mail-cím",
    `Kattintható mindenhol, ahol az oldal megnevezi; a szövegekben a ${placeholders.email} jelölő helyére ez kerül.`,
  ),
  phone: line(
    "Telefonszám",
    `Nemzetközi formában, szóközökkel, pl. +36 1 234 5678; a szövegekben a ${placeholders.phone} jelölő helyére ez kerül.`,
    { min: 8, max: 24 },
    internationalPhone,
  ),
  address: fields.object(
    {
      postalCode: line(
        "Irányítószám",
        `A szövegekben a ${placeholders.postalCode} jelölő helyére ez kerül.`,
      ),
      city: line("Település", `A szövegekben a ${placeholders.city} jelölő helyére ez kerül.`),
      street: line(
        "Közterület",
        `Pl. Margit körút; a szövegekben a ${placeholders.street} jelölő helyére ez kerül.`,
      ),
      number: line("Házszám", `A szövegekben a ${placeholders.number} jelölő helyére ez kerül.`),
      country: fields.select({
        label: "Ország",
        options: [{ label: "Magyarország", value: "HU" }],
        defaultValue: "HU",
      }),
    },
    { label: "Postacím" },
  ),
};

export const testimonialsSchema = {
  items: list(
    fields.object(
      {
        familyName: line("Vezetéknév"),
        givenName: line("Keresztnév", "Magyarul vezetéknév, más nyelven keresztnév áll elöl."),
        client: fields.conditional(
          fields.select({
            label: "Ügyfél",
            options: [
              { label: "Cég", value: "company" },
              { label: "Magánszemély", value: "private" },
            ],
            defaultValue: "company",
          }),
          {
            company: line("Cégnév"),
            private: inEveryLanguage(
              (language) => line(staffLanguageName(language), "Pl. „magánügyfél”."),
              "Megnevezés nyelvenként",
            ),
          },
        ),
        text: inEveryLanguage(
          (language) => paragraph(staffLanguageName(language)),
          "A vélemény szövege nyelvenként",
        ),
      },
      { label: "Vélemény" },
    ),
    "Ügyfélvélemények",
    4,
    "A főoldalon négy vélemény áll.",
  ),
};

/** A package as the editor names it: "Prémium csomag". */
const packageLabel = ({ staffName }: PackageFacts) => `${staffName} csomag`;

/**
 * Prices of a service's packages, by the registry's package ids, and the one package shown as
 * the most popular: a choice among the ids, so no state with none or two can be saved.
 */
/** The name of a service's shared entry of package prices in the editor. */
export const pricesEntryLabel = (facts: ServiceFacts) => `Csomagárak · ${facts.inquiryLabel}`;

export function packagePricesSchema(facts: ServiceFacts) {
  const packages = facts.packages ?? [];
  return {
    packages: fields.object(
      Object.fromEntries(
        packages.map((pkg) => [
          pkg.id,
          fields.object(
            {
              price: described(
                "Egyszeri díj forintban, áfával, egész számként: 349000, 349 000 vagy 349.000 (a „Ft” elhagyható).",
                (description) =>
                  fields.integer({
                    label: `${packageLabel(pkg)} ára`,
                    description,
                    validation: { isRequired: true, min: 1, max: 100_000_000 },
                  }),
              ),
            },
            { label: packageLabel(pkg) },
          ),
        ]),
      ),
      { label: "Csomagok" },
    ),
    highlighted: described("A „Legnépszerűbb” címkét viselő csomag.", (description) =>
      fields.select({
        label: "Kiemelt csomag",
        description,
        options: packages.map((pkg) => ({ label: packageLabel(pkg), value: pkg.id })),
        defaultValue: packages[Math.floor(packages.length / 2)]?.id ?? "",
      }),
    ),
  };
}

/**
 * The hero photos, one per service whose registry entry has one. Keystatic stores each upload
 * as content/photos/<service>.<extension>; the build makes its sizes and formats.
 */
/** A hero photo's field as the editor names it, in its form and in a refusal. */
export const photoFieldLabel = (service: ServiceKey) =>
  `${serviceFacts(service).inquiryLabel} · nyitókép`;

export const photosSchema = Object.fromEntries(
  photoServices.map(({ service, placement }) => {
    const { width, height } = heroPhotoNeeds[placement].minimum;
    return [
      service,
      described(
        `JPEG, PNG, WebP vagy AVIF fotó, legalább ${width} × ${height} képpont, legfeljebb ${heroPhotoMaxPixels / 1e6} megapixel (szélesség × magasság) és ${heroPhotoMaxBytes / 1024 / 1024} MB. A leírása (alt szöveg) nyelvenként az oldal bejegyzésében.`,
        (description) =>
          fields.image({
            label: photoFieldLabel(service),
            description,
            validation: { isRequired: true },
          }),
      ),
    ];
  }),
);

/** The header, footer, contact section and 404 page of one language. */
export const siteSchema = (language: Language) => ({
  languageName: line("A nyelv neve", "Ahogy a nyelv önmagát nevezi, pl. Magyar."),
  skipToContent: line("„Ugrás a tartalomhoz” link", "Billentyűzettel elsőként elérhető link."),
  brandTagline: line("Szlogen"),
  nav: fields.object(
    {
      label: line("A főmenü neve", "Felolvasóprogramoknak."),
      home: line("Főoldal"),
      contact: line("Kapcsolat"),
      openMenu: line("Menü megnyitása"),
      closeMenu: line("Menü bezárása"),
      chooseLanguage: line("Nyelvválasztó neve"),
    },
    { label: "Fejléc és menü" },
  ),
  footer: fields.object(
    {
      tagline: paragraph("Bemutatkozás", "Egy-két mondat a márkanév alatt."),
      servicesHeading: line("Szolgáltatások címsor"),
      companyHeading: line("Cég címsor"),
      terms: line("ÁSZF link"),
      privacy: line("Adatkezelési tájékoztató link"),
      languagesHeading: line("Nyelvek címsor"),
      rights: line("Jogi sor", "A „© év cégnév” után, pl. „Minden jog fenntartva.”"),
    },
    { label: "Lábléc" },
  ),
  contact: fields.object(
    {
      ...sectionHead,
      emailLabel: line("E-mail felirat"),
      phoneLabel: line("Telefon felirat"),
      addressLabel: line("Cím felirat"),
      address: line(
        "A cím a nyelv írásmódjával",
        `A jelölők helyére a cég adatai kerülnek (${placeholders.postalCode}, ${placeholders.city}, ${placeholders.street}, ${placeholders.number}): hagyja meg őket, csak a sorrendjüket és az írásjeleket igazítsa a nyelv szokásához.`,
      ),
      responsePromise: line("Válaszígéret"),
    },
    { label: "Kapcsolat szakasz" },
  ),
  tableOfContents: line("Tartalomjegyzék címsor", "A jogi oldalakon."),
  notFound: fields.object(
    {
      title: line("Cím"),
      text: fixedLine("Mondat", fixedNotFound[language], "Egy mondat: a keresett oldal nincs meg."),
      homeLink: line("Vissza a főoldalra link"),
    },
    { label: "404-es oldal" },
  ),
  cta: fields.object(
    {
      requestQuote: line("Ajánlatkérés"),
      learnMore: line("Részletek"),
      contactUs: line("Kapcsolatfelvétel"),
    },
    { label: "Általános gombfeliratok" },
  ),
});

/** The form's notices as staff call them. */
const noticeNames: Record<NoticeKey, string> = {
  success: "Sikeres küldés",
  validation: "Hiányzó vagy hibás adatok",
  rateLimited: "Túl sok üzenet",
  rejected: "Elutasított üzenet",
  failure: "Hiba a küldéskor",
};

/** The contact form's words in one language; some are fixed there (fixed-texts.ts). */
export const formSchema = (language: Language) => ({
  labels: fields.object(
    byKey(filledFields, (field) => line(staffFieldNames[field])),
    { label: "Mezők feliratai" },
  ),
  placeholders: fields.object(
    byKey(typedFields, (field) => line(staffFieldNames[field])),
    { label: "Minták a mezőkben" },
  ),
  servicePlaceholder: line("A szolgáltatásválasztó első sora"),
  optional: line("„nem kötelező”"),
  required: line("„kötelező”"),
  submit: fixedLine("Küldés gomb", fixedSubmit[language]),
  sending: line("Küldés közben"),
  privacyNote: fields.object(
    { before: line("Előtte"), link: line("Link szövege"), after: line("Utána") },
    {
      label: "Adatkezelési megjegyzés",
      description: "A link az adatkezelési tájékoztatóra mutat.",
    },
  ),
  fieldErrors: fields.object(
    {
      nameTooShort: line("Túl rövid név"),
      emailInvalid: line("Hibás e-mail-cím"),
      tooLong: line("Túl hosszú szöveg"),
    },
    { label: "Mezőhibák" },
  ),
  notices: fields.object(
    byKey(noticeKeys, (key) => {
      const fixedText = fixedNotices[language]?.[key];
      return fields.object(
        {
          title: fixedLine("Cím", fixedText?.title),
          text: fixedLine("Szöveg", fixedText?.text),
        },
        { label: noticeNames[key] },
      );
    }),
    { label: "Értesítések" },
  ),
  dismiss: line("Értesítés bezárása"),
});

const homeFeature = fields.object(
  {
    ...sectionHead,
    points: list(line("Pont"), "Pontok", { min: 3, max: 6 }),
    cta: line("Gomb"),
    stats,
  },
  { label: "Kiemelt szakasz a főoldalon" },
);

export const homeSchema = {
  meta,
  hero: fields.object(
    {
      eyebrow: line("Felcím"),
      heading: line("Főcím"),
      lead: paragraph("Bevezető"),
      cta: line("Fő gomb", "A követeléskezelés szakaszához görget."),
      secondaryCta: line("Második gomb", "A kapcsolat szakaszhoz görget."),
      stats: list(stat, "Mutatók", 3),
    },
    { label: "Nyitókép" },
  ),
  services: fields.object(
    { ...sectionHead, cardCta: line("Kártyák gombja") },
    { label: "Szolgáltatások" },
  ),
  whyUs: fields.object(
    {
      ...sectionHead,
      reasons: list(titledText("Érv"), "Érvek", 4),
      stats: list(stat, "Mutatók", 3),
    },
    { label: "Miért mi" },
  ),
  testimonials: fields.object(
    {
      ...sectionHead,
      ratingLabel: line("Értékelés felolvasva", "Pl. „5 / 5 csillag”."),
    },
    { label: "Vélemények", description: "A vélemények maguk az „Ügyfélvélemények” bejegyzésben." },
  ),
};

const serviceItem = fields.object(
  {
    title: line("Cím"),
    text: paragraph("Szöveg"),
    features: list(line("Jellemző"), "Jellemzők", { min: 2, max: 6 }),
  },
  { label: "Szolgáltatás" },
);

const targetGroup = fields.object(
  {
    title: line("Cím"),
    subtitle: described("Nem kötelező, pl. „1–50 fő”.", (description) =>
      fields.text({ label: "Alcím", description, validation: { pattern: copyPattern("Alcím") } }),
    ),
    points: list(line("Pont"), "Pontok", { min: 2, max: 6 }),
  },
  { label: "Célcsoport" },
);

/** Every part a service page can have; the registry decides which parts a service has. */
function serviceParts(facts: ServiceFacts) {
  return {
    meta,
    name: line("Rövid név", "Morzsamenüben és strukturált adatban."),
    navLabel: line("Menüfelirat", "A fejléc menüjében és a láblécben."),
    selectLabel: line("Űrlapválasztó felirat", "A kapcsolatűrlap szolgáltatásválasztójában."),
    hero: fields.object(
      {
        eyebrow: line("Felcím"),
        heading: line("Főcím"),
        lead: paragraph("Bevezető"),
        cta: line("Gomb", "A kapcsolat szakaszhoz görget."),
        highlights: list(line("Kiemelés"), "Kiemelések", { min: 2, max: 4 }),
      },
      { label: "Nyitókép" },
    ),
    heroPhoto: fields.object(
      {
        alt: line(
          "A fotó leírása (alt szöveg)",
          "Mit mutat a nyitókép, egy mondatban: felolvasóprogramok és keresők olvassák. A fotó maga a „Fotók” bejegyzésben.",
          { max: 160 },
        ),
      },
      { label: "Nyitókép fotója" },
    ),
    stats,
    services: fields.object(
      {
        ...sectionHead,
        items: fields.object(
          Object.fromEntries(Object.keys(facts.items).map((id) => [id, serviceItem])),
          { label: "Tételek" },
        ),
      },
      { label: "Szolgáltatások" },
    ),
    reasons: fields.object(
      {
        eyebrow: sectionHead.eyebrow,
        heading: sectionHead.heading,
        items: list(titledText("Érv"), "Érvek", 4),
      },
      { label: "Miért mi" },
    ),
    targets: fields.object(
      {
        eyebrow: sectionHead.eyebrow,
        heading: sectionHead.heading,
        groups: list(targetGroup, "Célcsoportok", facts.sections.targetGroups),
      },
      { label: "Kiknek" },
    ),
    process: fields.object(
      {
        eyebrow: sectionHead.eyebrow,
        heading: sectionHead.heading,
        steps: list(titledText("Lépés"), "Lépések", facts.sections.processSteps ?? 0),
      },
      { label: "Folyamat" },
    ),
    packages: fields.object(
      {
        ...sectionHead,
        popularBadge: line("„Legnépszerűbb” címke"),
        notes: list(line("Megjegyzés"), "Megjegyzések az árak alatt", { min: 1, max: 6 }),
        orderCta: line("Csomag gomb"),
        orderMessage: paragraph(
          "Előre kitöltött üzenet",
          `A ${placeholders.package} jelölő helyére a csomag neve kerül: pontosan egyszer maradjon a szövegben.`,
          undefined,
          once(placeholders.package),
        ),
        perUnit: line("Az ár magyarázata", "Pl. „egyszeri díj, bruttó”."),
        items: fields.object(
          Object.fromEntries(
            (facts.packages ?? []).map((pkg) => [
              pkg.id,
              fields.object(
                {
                  name: line("Név"),
                  features: list(line("Tartalom"), "Tartalom", { min: 2, max: 8 }),
                },
                { label: packageLabel(pkg) },
              ),
            ]),
          ),
          {
            label: "Csomagok",
            description: `Az árak a „${pricesEntryLabel(facts)}” bejegyzésben.`,
          },
        ),
      },
      { label: "Csomagok" },
    ),
    homeCard: fields.object(
      { title: line("Cím"), text: paragraph("Szöveg") },
      { label: "Kártya a főoldalon" },
    ),
    homeFeature,
    ctaBand: fields.object(
      { heading: line("Címsor"), text: paragraph("Szöveg"), cta: line("Gomb") },
      { label: "Felhívás az oldal alján" },
    ),
  };
}

type ServiceParts = ReturnType<typeof serviceParts>;
/** The parts only some services have, as the registry says. */
type OptionalPart = "heroPhoto" | "stats" | "process" | "packages" | "homeCard" | "homeFeature";

/** The schema of one service's page, with exactly the parts its registry entry calls for. */
export function serviceSchema(facts: ServiceFacts): Partial<ServiceParts> {
  const { heroPhoto, process, packages, homeCard, homeFeature, ...always } = serviceParts(facts);
  return {
    ...always,
    ...(facts.hero.kind === "photo" ? { heroPhoto } : {}),
    ...(facts.sections.processSteps ? { process } : {}),
    ...(facts.packages ? { packages } : {}),
    ...(facts.home?.card !== undefined ? { homeCard } : {}),
    ...(facts.home?.feature !== undefined ? { homeFeature } : {}),
  };
}

/** A service's copy: every part, the optional ones present where the registry has them. */
export type ServiceCopyOf = Omit<Fill<ServiceParts>, OptionalPart> &
  Partial<Pick<Fill<ServiceParts>, OptionalPart>>;

export const legalSchema = {
  meta,
  heading: line("Főcím"),
  lastUpdated: line("Frissítés dátuma", "Pl. „Utolsó frissítés: 2025. január”."),
  body: described(
    `Az első bekezdés a bevezető; minden fejezet „Címsor 2” stílusú címmel kezdődik. A jelölők helyére a cég adatai kerülnek a Cég adatai oldalról (${placeholders.email}, ${placeholders.phone}, ${placeholders.postalCode}, ${placeholders.city}, ${placeholders.street}, ${placeholders.number}, ${placeholders.legalName}), a ${placeholders.inquiryRetention} helyére az, meddig őrizzük a megkereséseket: hagyja meg őket, ne írja át.`,
    // Keystatic's content field keeps its label to itself; the history names the field by it.
    (description) => Object.assign(legalBodyField(description), { label: "Szöveg" }),
  ),
};

function legalBodyField(description: string | undefined) {
  return fields.markdoc({
    label: "Szöveg",
    description,
    options: {
      bold: true,
      italic: false,
      strikethrough: false,
      code: false,
      heading: [2],
      blockquote: false,
      orderedList: false,
      unorderedList: true,
      table: false,
      link: true,
      image: false,
      divider: false,
      codeBlock: false,
    },
  });
}
