import type { CommonContent } from "../types.ts";

export const common = {
  languageName: "Magyar",
  skipToContent: "Ugrás a tartalomhoz",
  brandTagline: "Biztonsági és üzleti szolgáltatások Budapesten",
  nav: {
    label: "Főmenü",
    home: "Főoldal",
    contact: "Kapcsolat",
    openMenu: "Menü megnyitása",
    closeMenu: "Menü bezárása",
    chooseLanguage: "Nyelv választása",
  },
  footer: {
    tagline:
      "Követeléskezelés, biztonságtechnika, magánnyomozás és ingatlanvédelem vállalkozásoknak és magánszemélyeknek – diszkréten, a magyar jogszabályok keretei között.",
    servicesHeading: "Szolgáltatások",
    companyHeading: "Cégünk",
    terms: "Általános szerződési feltételek",
    privacy: "Adatkezelési tájékoztató",
    languagesHeading: "Nyelvek",
    rights: "Minden jog fenntartva.",
  },
  contact: {
    eyebrow: "Kapcsolat",
    heading: "Beszéljük meg, miben segíthetünk",
    lead: "Írja le röviden, milyen ügyben keres minket. Megkeresését bizalmasan kezeljük, és munkatársunk személyesen veszi fel Önnel a kapcsolatot.",
    emailLabel: "E-mail",
    phoneLabel: "Telefon",
    addressLabel: "Cím",
    address: "{postalCode} {city}, {street} {number}., irodaház",
    responsePromise: "Minden megkeresésre 24 órán belül válaszolunk.",
  },
  tableOfContents: "Tartalom",
  notFound: {
    title: "Az oldal nem található",
    text: "Hoppá! Az oldal nem található",
    homeLink: "Vissza a főoldalra",
  },
  cta: {
    requestQuote: "Ajánlatot kérek",
    learnMore: "Részletek",
    contactUs: "Kapcsolatfelvétel",
  },
} satisfies CommonContent;
