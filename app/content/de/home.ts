import type { HomeContent } from "../types.ts";

export const home = {
  meta: {
    title: "Sicherheit und Inkasso in Budapest | Danubius Protect",
    description:
      "Forderungsmanagement mit 92\u00a0% Erfolgsquote, Sicherheitsdienste, Privatermittlungen und Objektschutz in Budapest – für Unternehmen und Privatkunden.",
    keywords: [
      "Inkasso Budapest",
      "Forderungsmanagement Ungarn",
      "Sicherheitsdienst Budapest",
      "Privatdetektiv Budapest",
      "Objektschutz",
      "Videoüberwachung",
      "Hausbesetzer räumen",
      "Gebäudemanagement Budapest",
    ],
    socialTitle: "Danubius Protect – Sicherheit und Inkasso in Budapest",
    socialDescription:
      "92\u00a0% Erfolgsquote im Inkasso, mehr als zehn Jahre Erfahrung und über 150 Kunden. Forderungsmanagement, Sicherheit, Ermittlungen und Objektschutz – diskret.",
  },
  hero: {
    eyebrow: "Sicherheit und Unternehmensdienstleistungen in Budapest",
    heading: "Forderungen eintreiben, Werte schützen",
    lead: "Seit mehr als zehn Jahren unterstützen wir Unternehmen und Privatkunden dabei, offene Forderungen einzutreiben, ihr Eigentum zu schützen und heikle Sachverhalte aufzuklären – rechtskonform und diskret.",
    cta: "Mehr zum Forderungsmanagement",
    secondaryCta: "Angebot anfordern",
    stats: [
      { value: "92\u00a0%", label: "Erfolgsquote im Inkasso" },
      { value: "10+", label: "Jahre Erfahrung" },
      { value: "150+", label: "Kunden" },
    ],
  },
  services: {
    eyebrow: "Leistungen",
    heading: "Worauf Sie sich verlassen können",
    lead: "Wir arbeiten in vier Kernbereichen – mit abgestimmten Teams und klaren Zuständigkeiten. Gebäudereinigung und Gebäudemanagement übernehmen wir ebenfalls.",
    cardCta: "Mehr erfahren",
  },
  whyUs: {
    eyebrow: "Warum wir",
    heading: "Warum Kunden uns vertrauen",
    lead: "Seit mehr als zehn Jahren arbeiten wir für Unternehmen und Privatkunden. Präzision, Diskretion und rechtskonformes Vorgehen bestimmen unsere Arbeit.",
    reasons: [
      {
        title: "Erfahrung",
        text: "Mehr als ein Jahrzehnt Praxis in Forderungsmanagement, Sicherheit und Ermittlungen.",
      },
      {
        title: "Diskretion",
        text: "Ihre Angelegenheiten bleiben vertraulich, Ihre Daten verarbeiten wir nach geltendem Datenschutzrecht.",
      },
      {
        title: "Rechtskonformes Vorgehen",
        text: "Wir arbeiten ausschließlich im Rahmen des ungarischen Rechts und dokumentieren jeden Schritt.",
      },
      {
        title: "Fester Ansprechpartner",
        text: "Ein persönlicher Ansprechpartner begleitet Ihren Fall von Anfang an und hält Sie auf dem Laufenden.",
      },
    ],
    stats: [
      { value: "10+", label: "Jahre Erfahrung" },
      { value: "150+", label: "Kunden" },
      { value: "99,9\u00a0%", label: "Zuverlässigkeit" },
    ],
  },
  testimonials: {
    eyebrow: "Kundenstimmen",
    heading: "Was unsere Kunden sagen",
    lead: "Rückmeldungen von Kunden, mit denen wir in den vergangenen Jahren zusammengearbeitet haben.",
    ratingLabel: "5 von 5 Sternen",
    items: [
      {
        name: "Péter Kovács",
        company: "Dunamenti Logisztika Kft.",
        text: "Mehrere seit Langem offene Rechnungen wurden beglichen, ohne dass das Verhältnis zu unseren Kunden darunter gelitten hat. Über jeden Schritt wurden wir schriftlich informiert.",
      },
      {
        name: "Katalin Szabó",
        company: "Budai Ingatlankezelő Zrt.",
        text: "In eine leer stehende Wohnung aus unserem Bestand waren Unbefugte eingezogen. Die Sache wurde schnell und rechtlich einwandfrei gelöst. Inzwischen schützt ein Kamerasystem von Danubius Protect das Gebäude.",
      },
      {
        name: "Gábor Horváth",
        company: "Pannon Market Kft.",
        text: "Kameras und Alarmanlagen in unseren Filialen stammen von Danubius Protect, auch die Fernüberwachung liegt in ihren Händen. Das System läuft zuverlässig, und unser Ansprechpartner ist immer im Bilde.",
      },
      {
        name: "Eszter Nagy",
        company: "Privatkundin",
        text: "In einer familiären Angelegenheit habe ich mich an Danubius Protect gewandt. Man hat diskret und gründlich gearbeitet, und der Abschlussbericht hat alle meine Fragen beantwortet.",
      },
    ],
  },
} satisfies HomeContent;
