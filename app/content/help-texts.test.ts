/**
 * Every help text of the schema, walked: each one that states a rule ("legfeljebb 70
 * karakter", "pontosan egyszer", "rögzített szöveg") names the check that holds it, and the
 * check is run here on values that keep and break the rule. The field's own check runs as
 * Keystatic runs it both in the editor (as it is typed) and in the release (as it is read),
 * so each rule is proven at both. A help text that states no rule says why. A new help text
 * fails this test until it is classified here.
 */

import type { ComponentSchema } from "@keystatic/core";
import Markdoc from "@markdoc/markdoc";
import { describe, expect, it } from "vitest";
import { photoProblem } from "../../server/release/index.ts";
import { heroPhotoMaxBytes } from "../site/hero-photos.ts";
import keystaticConfig from "./keystatic.config.ts";
import { legalBody } from "./legal-text.ts";
import { placeholders } from "./placeholders.ts";
import { parseWholeNumber } from "./whole-number.ts";

type Field = ComponentSchema & { description?: string };

/** Every described field of every entry: its help text and the field. */
function helpTexts(): Map<string, Field[]> {
  const found = new Map<string, Field[]>();
  const walk = (field: Field) => {
    if (field.description)
      found.set(field.description, [...(found.get(field.description) ?? []), field]);
    if (field.kind === "object") Object.values(field.fields).forEach(walk);
    if (field.kind === "array") walk(field.element);
    if (field.kind === "conditional") Object.values(field.values).forEach(walk);
  };
  for (const entry of Object.values(keystaticConfig.singletons ?? {}))
    Object.values(entry.schema).forEach(walk);
  return found;
}

/** Whether the field's own check (Keystatic's reader, which the editor's form runs too) takes the value. */
function takes(field: Field, value: unknown): boolean {
  if (field.kind !== "form") throw new Error("a form field was expected");
  try {
    (field.reader.parse as (value: unknown) => unknown)(value);
    return true;
  } catch {
    return false;
  }
}

/** A list's bounds, as its check holds them. */
function listBounds(field: Field) {
  if (field.kind !== "array") throw new Error("a list was expected");
  return field.validation?.length;
}

const text = (length: number) => "a".repeat(length);

/** A PNG's first bytes: all image-size reads to know its type and size. */
function png(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write("IHDR", 12, "ascii");
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt8(8, 24);
  bytes.writeUInt8(2, 25);
  return bytes;
}

type Classified =
  | { states: "nothing"; because: string }
  | { states: "a rule"; check: (field: Field) => void };

const info = (because: string): Classified => ({ states: "nothing", because });
const rule = (check: (field: Field) => void): Classified => ({ states: "a rule", check });

/** A fixed text's field: takes that text, and no other spelling of it. */
const fixedText = (fixed: string) =>
  rule((field) => {
    expect(takes(field, fixed)).toBe(true);
    expect(takes(field, fixed.toLowerCase())).toBe(false);
    expect(takes(field, `${fixed} `)).toBe(false);
    expect(takes(field, "Más szöveg")).toBe(false);
  });

const placeholder =
  "a szövegben helyőrzőként áll; a helyőrző maga nem szabály, a cég adata kerül a helyére";

const classified: ReadonlyArray<[string | RegExp, Classified]> = [
  ["A fejlécben, a láblécben és az oldalcímekben.", info("hol jelenik meg")],
  [
    `A teljes cégnév, pl. a jogi oldalakon és a lábléc jogi sorában; a szövegekben a ${placeholders.legalName} jelölő helyére ez kerül.`,
    info("példa; a jelölő helyére az adat kerül"),
  ],
  [
    `Kattintható mindenhol, ahol az oldal megnevezi; a szövegekben a ${placeholders.email} jelölő helyére ez kerül.`,
    info(placeholder),
  ],
  [
    `Nemzetközi formában, szóközökkel, pl. +36 1 234 5678; a szövegekben a ${placeholders.phone} jelölő helyére ez kerül.`,
    rule((field) => {
      expect(takes(field, "+36 1 234 5678")).toBe(true);
      expect(takes(field, "+49 30 1234 5678")).toBe(true);
      for (const wrong of ["06 1 234 5678", "+3612345678", "+36-1-234-5678", "+36 1 234 567a"])
        expect(takes(field, wrong), wrong).toBe(false);
    }),
  ],
  [`A szövegekben a ${placeholders.postalCode} jelölő helyére ez kerül.`, info(placeholder)],
  [`A szövegekben a ${placeholders.city} jelölő helyére ez kerül.`, info(placeholder)],
  [
    `Pl. Margit körút; a szövegekben a ${placeholders.street} jelölő helyére ez kerül.`,
    info(placeholder),
  ],
  [`A szövegekben a ${placeholders.number} jelölő helyére ez kerül.`, info(placeholder)],
  [
    "A főoldalon négy vélemény áll.",
    rule((field) => expect(listBounds(field)).toEqual({ min: 4, max: 4 })),
  ],
  ["Magyarul vezetéknév, más nyelven keresztnév áll elöl.", info("a névsorrendet magyarázza")],
  ["Pl. „magánügyfél”.", info("példa")],
  [
    /^JPEG, PNG, WebP vagy AVIF fotó, legalább (\d+) × (\d+) képpont, legfeljebb (\d+) megapixel \(szélesség × magasság\) és (\d+) MB\./,
    rule(() => {
      // The photo's own check: at upload (the editor) and at release (the images step).
      expect(photoProblem(png(1920, 1080), "backdrop")).toBeUndefined();
      expect(photoProblem(png(1919, 1080), "backdrop")?.reason).toBe("too-small");
      expect(photoProblem(png(10_000, 5_001), "backdrop")?.reason).toBe("too-many-pixels");
      expect(photoProblem(new Uint8Array(heroPhotoMaxBytes + 1), "beside")?.reason).toBe(
        "too-large",
      );
      expect(photoProblem(new TextEncoder().encode("GIF89a…"), "beside")?.reason).toBe(
        "not-an-image",
      );
    }),
  ],
  [
    "Egyszeri díj forintban, áfával, egész számként: 349000, 349 000 vagy 349.000 (a „Ft” elhagyható).",
    rule((field) => {
      // As typed in the editor (app/editor/whole-number-field.tsx)…
      for (const typed of ["349000", "349 000", "349.000", "349 000 Ft"])
        expect(parseWholeNumber(typed), typed).toBe(349000);
      for (const typed of ["189 O00", "1e6", "12,5"])
        expect(parseWholeNumber(typed), typed).toBeUndefined();
      // …and as the release reads the file.
      expect(takes(field, 349000)).toBe(true);
      for (const stored of [12.5, "349 000", 0, -5]) expect(takes(field, stored)).toBe(false);
    }),
  ],
  [
    "A „Legnépszerűbb” címkét viselő csomag.",
    rule((field) => {
      expect(takes(field, "premium")).toBe(true);
      expect(takes(field, "gold")).toBe(false);
    }),
  ],
  ["Ahogy a nyelv önmagát nevezi, pl. Magyar.", info("példa")],
  ["Billentyűzettel elsőként elérhető link.", info("hol jelenik meg")],
  ["Felolvasóprogramoknak.", info("kinek szól")],
  ["Egy-két mondat a márkanév alatt.", info("tanács a hosszra")],
  ["A „© év cégnév” után, pl. „Minden jog fenntartva.”", info("hol jelenik meg, példával")],
  ["Kis, nagybetűs sor a címsor fölött.", info("a megjelenés: a nagybetűt a stílus adja")],
  [
    `A jelölők helyére a cég adatai kerülnek (${placeholders.postalCode}, ${placeholders.city}, ${placeholders.street}, ${placeholders.number}): hagyja meg őket, csak a sorrendjüket és az írásjeleket igazítsa a nyelv szokásához.`,
    info(placeholder),
  ],
  ["A jogi oldalakon.", info("hol jelenik meg")],
  ["Egy mondat: a keresett oldal nincs meg.", info("mit mondjon")],
  ["A link az adatkezelési tájékoztatóra mutat.", info("hová mutat a link (a kód adja)")],
  [
    "A böngészőfülön és a találati listában; legfeljebb 70 karakter (ideálisan 60, a végén a márkanévvel).",
    rule((field) => {
      expect(takes(field, text(70))).toBe(true);
      expect(takes(field, text(71))).toBe(false);
    }),
  ],
  [
    "A keresők találati listájában; 70–170, ideálisan 120–160 karakter.",
    rule((field) => {
      expect(takes(field, text(70))).toBe(true);
      expect(takes(field, text(170))).toBe(true);
      expect(takes(field, text(69))).toBe(false);
      expect(takes(field, text(171))).toBe(false);
    }),
  ],
  ["Facebook, LinkedIn és X előnézetében.", info("hol jelenik meg")],
  ["A megosztási előnézet szövege.", info("hol jelenik meg")],
  ["A követeléskezelés szakaszához görget.", info("mit tesz a gomb (a kód adja)")],
  ["A kapcsolat szakaszhoz görget.", info("mit tesz a gomb (a kód adja)")],
  ["Ahogy megjelenik, a nyelv írásmódjával, pl. „92%” vagy „150+”.", info("példa")],
  ["A vélemények maguk az „Ügyfélvélemények” bejegyzésben.", info("hol szerkeszthető")],
  ["Pl. „5 / 5 csillag”.", info("példa")],
  ["Morzsamenüben és strukturált adatban.", info("hol jelenik meg")],
  ["A fejléc menüjében és a láblécben.", info("hol jelenik meg")],
  ["A kapcsolatűrlap szolgáltatásválasztójában.", info("hol jelenik meg")],
  [
    "Nem kötelező, pl. „1–50 fő”.",
    rule((field) => {
      expect(takes(field, "")).toBe(true);
      expect(takes(field, "1–50 fő")).toBe(true);
    }),
  ],
  [
    "Mit mutat a nyitókép, egy mondatban: felolvasóprogramok és keresők olvassák. A fotó maga a „Fotók” bejegyzésben.",
    info("tanács a tartalomra; hol a fotó"),
  ],
  [
    `A ${placeholders.package} jelölő helyére a csomag neve kerül: pontosan egyszer maradjon a szövegben.`,
    rule((field) => {
      expect(takes(field, "Érdekel a(z) {csomag} csomag.")).toBe(true);
      expect(takes(field, "Érdekel a csomag.")).toBe(false);
      expect(takes(field, "{csomag}, {csomag}")).toBe(false);
      expect(takes(field, "{Package} csomag")).toBe(false);
    }),
  ],
  ["Pl. „egyszeri díj, bruttó”.", info("példa")],
  [/^Az árak a „Csomagárak · .+” bejegyzésben\.$/, info("hol szerkeszthető")],
  ["Pl. „Utolsó frissítés: 2025. január”.", info("példa")],
  [
    `Az első bekezdés a bevezető; minden fejezet „Címsor 2” stílusú címmel kezdődik. A jelölők helyére a cég adatai kerülnek a Cég adatai oldalról (${placeholders.email}, ${placeholders.phone}, ${placeholders.postalCode}, ${placeholders.city}, ${placeholders.street}, ${placeholders.number}, ${placeholders.legalName}), a ${placeholders.inquiryRetention} helyére az, meddig őrizzük a megkereséseket: hagyja meg őket, ne írja át.`,
    rule(() => {
      // The editor offers only level-2 headings; the release holds the shape with legalBody.
      const contact = { email: "a@b.hu", phone: "+36 1 234 5678", phoneHref: "tel:+3612345678" };
      const body = (markdown: string) => () => legalBody(Markdoc.parse(markdown), contact);
      expect(body("Bevezető.\n\n## Első\n\nSzöveg.")).not.toThrow();
      expect(body("## Első\n\nSzöveg.")).toThrow("bevezető bekezdéssel");
      expect(body("Bevezető.\n\n### Első\n\nSzöveg.")).toThrow("2-es szintű");
      expect(body("Bevezető.\n\nMásik.\n\n## Első")).toThrow("csak egy bevezető");
    }),
  ],
  [/^Rögzített szöveg, betűre pontosan: „(.*)”\.$/s, rule(() => undefined)],
];

describe("every help text of the schema", () => {
  const found = helpTexts();
  const classOf = (description: string) =>
    classified.find(([key]) =>
      typeof key === "string" ? key === description : key.test(description),
    )?.[1];

  it("is classified: it states a rule with its check, or says why it states none", () => {
    const unclassified = [...found.keys()].filter((description) => !classOf(description));
    expect(unclassified).toEqual([]);
  });

  it("lists no help text the schema no longer has", () => {
    const stale = classified
      .map(([key]) => key)
      .filter((key) =>
        [...found.keys()].every((d) => (typeof key === "string" ? key !== d : !key.test(d))),
      );
    expect(stale).toEqual([]);
  });

  it.each(
    [...found.entries()].filter(([description]) => classOf(description)?.states === "a rule"),
  )("holds %j with its check", (description, described) => {
    const fixed = /^Rögzített szöveg, betűre pontosan: „(.*)”\.$/s.exec(description)?.[1];
    const check = fixed !== undefined ? fixedText(fixed) : classOf(description);
    if (check?.states !== "a rule") throw new Error("a rule was expected");
    for (const field of described) check.check(field);
  });
});

describe("help texts in words", () => {
  it("name only the Hungarian placeholders staff type, such as {e-mail-cím}", () => {
    const named = [...helpTexts().keys()].flatMap((text) =>
      [...text.matchAll(/\{[^}\s]*\}/g)].map(([match]) => match),
    );
    const known: readonly string[] = Object.values(placeholders);
    expect(named.filter((name) => !known.includes(name))).toEqual([]);
    expect(named).toContain(placeholders.email);
  });
});
