import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Gebäudemanagement in Budapest | Danubius Protect",
    description:
      "Technischer Betrieb, Wartung, Hausmeisterdienst und Empfang, sorgfältig aufeinander abgestimmt – für Bürogebäude, Wohnanlagen und Industrieobjekte in Budapest.",
    keywords: [
      "Gebäudemanagement Budapest",
      "Facility Management Ungarn",
      "technisches Gebäudemanagement",
      "Wartung und Instandhaltung",
      "Hausmeisterservice",
      "Objektbetreuung",
      "Empfangsdienst",
    ],
    socialTitle: "Gebäudemanagement – Ihr Gebäude läuft reibungslos",
    socialDescription:
      "Technischer Betrieb, geplante Wartung, Hausmeisterdienst und Sicherheit von einem verantwortlichen Partner – mit lückenloser Dokumentation.",
  },
  name: "Gebäudemanagement",
  navLabel: "Gebäudemanagement",
  selectLabel: "Gebäudemanagement",
  hero: {
    eyebrow: "Gebäudemanagement",
    heading: "Ihr Gebäude läuft, Sie konzentrieren sich aufs Geschäft",
    lead: "Wir übernehmen technischen Betrieb, Wartung und tägliche Betreuung Ihres Bürogebäudes, Ihrer Wohnanlage oder Ihres Betriebsgeländes. Ein fester Ansprechpartner kümmert sich um alles, und jeder Einsatz wird dokumentiert.",
    cta: "Angebot anfordern",
    highlights: [
      "Geplante, vorbeugende Wartung",
      "Eine Anlaufstelle für alle Störungsmeldungen",
      "Betrieb und Sicherheit abgestimmt",
    ],
  },
  services: {
    eyebrow: "Leistungen",
    heading: "Alle Bereiche des Gebäudebetriebs",
    lead: "Wir übernehmen technische, infrastrukturelle und sicherheitsrelevante Aufgaben – zugeschnitten auf Ihr Gebäude.",
    items: {
      operation: {
        title: "Technischer Betrieb und Wartung",
        text: "Betreuung und geplante Wartung von Haustechnik, Elektro- und Schwachstromanlagen.",
        features: [
          "Vorbeugender Wartungsplan",
          "Störungsbehebung und Reparaturen",
          "Überwachung von Heizung, Kühlung und Lüftung",
        ],
      },
      caretaking: {
        title: "Hausmeisterdienst und Objektbetreuung",
        text: "Ein Hausmeister vor Ort, der das Gebäude kennt und die täglichen Aufgaben erledigt.",
        features: [
          "Täglicher Kontrollgang",
          "Kleinreparaturen direkt vor Ort",
          "Bearbeitung von Mieter- und Bewohneranliegen",
        ],
      },
      inspections: {
        title: "Prüfungen und Dokumentation",
        text: "Wir behalten alle vorgeschriebenen Prüfungen im Blick und sorgen dafür, dass sie fristgerecht stattfinden.",
        features: [
          "Terminplanung gesetzlicher Prüfungen",
          "Brandschutz- und Elektroprüfungen",
          "Betriebstagebuch und regelmäßige Berichte",
        ],
      },
      reception: {
        title: "Empfang und Sicherheit",
        text: "Wir verzahnen das Gebäudemanagement mit unseren eigenen Sicherheitsdiensten: Empfang, Zutrittskontrolle und Videoüberwachung.",
        features: [
          "Empfangs- und Pförtnerdienst",
          "Zutrittskontrolle und Schlüsselverwaltung",
          "Video- und Alarmüberwachung",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Warum wir",
    heading: "Warum Kunden uns ihr Gebäude anvertrauen",
    items: [
      {
        title: "Ein verantwortlicher Partner",
        text: "Statt mehrere Subunternehmer zu koordinieren, überlassen Sie uns die Abstimmung von Technik, Reinigung und Sicherheit.",
      },
      {
        title: "Vorbeugen statt reparieren",
        text: "Geplante Wartung senkt das Risiko unerwarteter Ausfälle und die Reparaturkosten.",
      },
      {
        title: "Volle Transparenz",
        text: "Jeder Einsatz wird dokumentiert, und unsere regelmäßigen Berichte zeigen Ihnen jederzeit den Zustand Ihres Gebäudes.",
      },
      {
        title: "Über zehn Jahre Erfahrung",
        text: "Seit mehr als einem Jahrzehnt arbeiten wir für Unternehmen und wissen, worauf es beim reibungslosen Gebäudebetrieb ankommt.",
      },
    ],
  },
  targets: {
    eyebrow: "Für wen",
    heading: "Vom Bürogebäude bis zum Industriestandort",
    groups: [
      {
        title: "Bürogebäude",
        points: [
          "Betreute Haustechnik für ungestörtes Arbeiten",
          "Strukturierte Bearbeitung von Mieteranliegen",
          "Empfang, Zutrittskontrolle und Pförtnerdienst",
        ],
      },
      {
        title: "Wohnanlagen",
        points: [
          "Hausmeister und geplante Wartung",
          "Nachweis aller vorgeschriebenen Prüfungen",
          "Enge Abstimmung mit der Hausverwaltung",
        ],
      },
      {
        title: "Gewerbe- und Industrieobjekte",
        points: [
          "Zuverlässiger Dauerbetrieb der technischen Anlagen",
          "Wartung abgestimmt auf Ihre Produktionsplanung",
          "Geländesicherung und Videoüberwachung",
        ],
      },
    ],
  },
  process: {
    eyebrow: "So arbeiten wir",
    heading: "Von der Übernahme bis zum laufenden Betrieb",
    steps: [
      {
        title: "Objektaufnahme",
        text: "Wir begehen das Objekt, erfassen die technischen Anlagen und sichten die vorhandene Dokumentation.",
      },
      {
        title: "Betriebskonzept",
        text: "Wir legen Aufgaben, Wartungsplan und Zuständigkeiten fest und unterbreiten Ihnen ein Angebot.",
      },
      {
        title: "Übergabe",
        text: "Wir übernehmen den Betrieb in geordneten Schritten und stellen Ihnen Hausmeister und Ansprechpartner persönlich vor.",
      },
      {
        title: "Laufender Betrieb",
        text: "Wir erledigen die geplanten Arbeiten, bearbeiten Störungsmeldungen und berichten regelmäßig über den Zustand des Gebäudes.",
      },
    ],
  },
  ctaBand: {
    heading: "Sprechen wir über Ihr Gebäude",
    text: "Beschreiben Sie uns Ihr Objekt – wir melden uns innerhalb von 24 Stunden, um einen persönlichen Termin zu vereinbaren.",
    cta: "Termin vereinbaren",
  },
} satisfies ServiceCopy<"facility-management">;
