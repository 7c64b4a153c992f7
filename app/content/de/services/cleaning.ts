import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Gebäudereinigung in Budapest | Danubius Protect",
    description:
      "Regelmäßige und einmalige Reinigung für Büros, Wohnanlagen und Industrieobjekte in Budapest – durch ein zuverlässiges, diskretes Team, ganz nach Ihrem Zeitplan.",
    keywords: [
      "Gebäudereinigung Budapest",
      "Reinigungsfirma Budapest",
      "Büroreinigung",
      "Unterhaltsreinigung",
      "Treppenhausreinigung",
      "Grundreinigung",
      "Industriereinigung",
      "Desinfektion",
    ],
    socialTitle: "Gebäudereinigung mit einem Team, dem Sie vertrauen",
    socialDescription:
      "Reinigung für Büros, Wohnanlagen und Betriebe – von einem Sicherheitsunternehmen, das weiß, was es heißt, Fremden das eigene Gebäude zu öffnen.",
  },
  name: "Gebäudereinigung",
  navLabel: "Reinigung",
  selectLabel: "Gebäudereinigung",
  hero: {
    eyebrow: "Gebäudereinigung",
    heading: "Saubere Räume, ein verlässliches Team",
    lead: "Wir reinigen Büros, Wohnanlagen und Betriebe – regelmäßig oder nach Bedarf, abgestimmt auf Ihre Arbeitszeiten. Als Sicherheitsunternehmen wissen wir, was es heißt, Fremden Zugang zum eigenen Gebäude zu gewähren: Unser Team arbeitet zuverlässig und diskret.",
    cta: "Angebot anfordern",
    highlights: [
      "Auch außerhalb Ihrer Arbeitszeiten",
      "Festes, eingearbeitetes Team",
      "Regelmäßige Qualitätskontrollen",
    ],
  },
  services: {
    eyebrow: "Leistungen",
    heading: "Vom Büro bis zur Werkshalle",
    lead: "Regelmäßige und einmalige Reinigung, abgestimmt auf Gebäudeart und Nutzung.",
    items: {
      offices: {
        title: "Büroreinigung",
        text: "Tägliche oder wöchentliche Unterhaltsreinigung, damit Mitarbeiter und Besucher stets ein gepflegtes Umfeld vorfinden.",
        features: [
          "Arbeitsplätze und Besprechungsräume",
          "Küchen- und Sanitärhygiene",
          "Abfallentsorgung und Mülltrennung",
        ],
      },
      deep: {
        title: "Grund- und Tiefenreinigung",
        text: "Gründliche Reinigung in festen Abständen oder einmalig nach Renovierung, Umzug oder Saisonwechsel.",
        features: [
          "Fenster- und Glasreinigung",
          "Maschinelle Teppich- und Polsterreinigung",
          "Bauendreinigung nach Renovierungen",
        ],
      },
      residential: {
        title: "Wohnanlagen und Treppenhäuser",
        text: "Regelmäßige Reinigung von Treppenhäusern, Aufzügen, Eingängen und Höfen – in einem mit der Hausverwaltung abgestimmten Turnus.",
        features: [
          "Treppenhaus- und Aufzugsreinigung",
          "Eingangsbereiche und Glastüren",
          "Hof, Gehwege und Müllstandplätze",
        ],
      },
      industrial: {
        title: "Industriereinigung und Desinfektion",
        text: "Reinigung von Hallen, Lagern und Produktionsflächen sowie Desinfektion nach den geltenden Vorschriften.",
        features: [
          "Maschinelle Reinigung großer Bodenflächen",
          "Desinfektionsreinigung",
          "Einhaltung der Arbeitsschutzvorschriften",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Warum wir",
    heading: "Warum Kunden uns die Reinigung anvertrauen",
    items: [
      {
        title: "Vertrauenswürdiges Personal",
        text: "Als Sicherheitsunternehmen achten wir besonders darauf, wer Ihr Gebäude betritt. Schlüssel und Räume sind bei uns in guten Händen.",
      },
      {
        title: "Flexible Einsatzzeiten",
        text: "Wir arbeiten vor Geschäftsbeginn, nach Geschäftsschluss oder am Wochenende, damit die Reinigung Ihren Betrieb nicht stört.",
      },
      {
        title: "Gleichbleibende Qualität",
        text: "Ein abgestimmter Reinigungsplan und regelmäßige Kontrollen sorgen dafür, dass das Niveau Woche für Woche stimmt.",
      },
      {
        title: "Fester Ansprechpartner",
        text: "Eine Person koordiniert Ihre Reinigung – auf Wunsch auch Gebäudemanagement und Sicherheitsdienste.",
      },
    ],
  },
  targets: {
    eyebrow: "Für wen",
    heading: "Für Büros, Wohnanlagen und Betriebe",
    groups: [
      {
        title: "Büros",
        points: [
          "Regelmäßige Reinigung außerhalb der Arbeitszeiten",
          "Besprechungsräume und Empfang stets repräsentativ",
          "Abgestimmter Reinigungsplan mit festen Terminen",
        ],
      },
      {
        title: "Wohnanlagen",
        points: [
          "Regelmäßige Reinigung von Treppenhaus, Aufzug und Eingang",
          "Laufende Abstimmung mit der Hausverwaltung",
          "Einmalige Reinigung nach Renovierung oder Umzug",
        ],
      },
      {
        title: "Gewerbe- und Industrieobjekte",
        points: [
          "Maschinelle Reinigung von Hallen und Lagern",
          "Ladenreinigung vor Öffnung oder nach Ladenschluss",
          "Einhaltung von Hygiene- und Arbeitsschutzvorgaben",
        ],
      },
    ],
  },
  process: {
    eyebrow: "So arbeiten wir",
    heading: "So beginnt die Zusammenarbeit",
    steps: [
      {
        title: "Besichtigung vor Ort",
        text: "Wir begehen das Gebäude und erfassen Flächen, Nutzung und Ihre Anforderungen.",
      },
      {
        title: "Reinigungsplan und Angebot",
        text: "Wir stellen Leistungsverzeichnis und Zeitplan zusammen und senden Ihnen ein detailliertes Angebot.",
      },
      {
        title: "Einarbeitung und Start",
        text: "Wir arbeiten das feste Team vor Ort ein, damit vom ersten Tag an alles nach Plan läuft.",
      },
      {
        title: "Laufende Qualitätskontrolle",
        text: "Wir prüfen die Qualität regelmäßig und passen den Reinigungsplan an Ihre Rückmeldungen an.",
      },
    ],
  },
  ctaBand: {
    heading: "Reinigungsangebot anfordern",
    text: "Beschreiben Sie uns Ihr Gebäude und den gewünschten Turnus – wir melden uns innerhalb von 24 Stunden.",
    cta: "Angebot anfordern",
  },
} satisfies ServiceCopy<"cleaning">;
