import type { CommonContent } from "../types.ts";

export const common = {
  languageName: "Deutsch",
  skipToContent: "Zum Inhalt springen",
  brandTagline: "Sicherheit und Unternehmensdienstleistungen in Budapest",
  nav: {
    label: "Hauptnavigation",
    home: "Startseite",
    contact: "Kontakt",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    chooseLanguage: "Sprache wählen",
  },
  footer: {
    tagline:
      "Forderungsmanagement, Sicherheit, Privatermittlungen und Objektschutz für Unternehmen und Privatkunden – diskret und stets im Rahmen des ungarischen Rechts.",
    servicesHeading: "Leistungen",
    companyHeading: "Unternehmen",
    terms: "Allgemeine Geschäftsbedingungen",
    privacy: "Datenschutzerklärung",
    languagesHeading: "Sprachen",
    rights: "Alle Rechte vorbehalten.",
  },
  contact: {
    eyebrow: "Kontakt",
    heading: "Sprechen Sie mit uns",
    lead: "Schildern Sie uns kurz Ihr Anliegen. Wir behandeln Ihre Angaben vertraulich, und ein fester Ansprechpartner meldet sich persönlich bei Ihnen.",
    emailLabel: "E-Mail",
    phoneLabel: "Telefon",
    addressLabel: "Adresse",
    address: "{street} {number} (Bürogebäude), {postalCode} {city}, Ungarn",
    responsePromise: "Wir beantworten jede Anfrage innerhalb von 24 Stunden.",
  },
  tableOfContents: "Inhalt",
  notFound: {
    title: "Seite nicht gefunden",
    text: "Hoppla! Seite nicht gefunden",
    homeLink: "Zurück zur Startseite",
  },
  cta: {
    requestQuote: "Angebot anfordern",
    learnMore: "Mehr erfahren",
    contactUs: "Kontakt aufnehmen",
  },
} satisfies CommonContent;
