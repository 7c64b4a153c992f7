import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Objektschutz mit Kamera und Alarmanlage | Danubius Protect",
    description:
      "Videoüberwachung, Alarmanlage und Smart Home – installiert in 1–2 Tagen, mit 3 Jahren Hardwaregarantie. Bei Hausbesetzung mit rechtlicher Vertretung.",
    keywords: [
      "Objektschutz Budapest",
      "Videoüberwachung installieren",
      "Alarmanlage",
      "Smart-Home-Sicherheit",
      "Überwachung rund um die Uhr",
      "Hausbesetzer räumen",
      "Einbruchschutz Ungarn",
      "Immobilie in Ungarn schützen",
    ],
    socialTitle: "Objektschutz – Kameras, Alarmanlagen, Smart Home",
    socialDescription:
      "Kamera- und Alarmtechnik für Wohnungen, Häuser und Geschäftsräume, installiert in 1–2 Tagen, mit 3+1 Jahren Garantie. Rechtliche Vertretung bei Hausbesetzung.",
  },
  name: "Objektschutz",
  navLabel: "Objektschutz",
  selectLabel: "Objektschutz",
  homeCard: {
    title: "Objektschutz",
    text: "Video- und Alarmtechnik für Wohnungen, Häuser und Geschäftsräume – bei Hausbesetzungen auch mit rechtlicher Vertretung.",
  },
  homeFeature: {
    eyebrow: "Objektschutz",
    heading: "Zuhause und Geschäftsräume zuverlässig geschützt",
    lead: "Wir installieren moderne Kamera- und Alarmtechnik in Wohnungen, Häusern und Geschäftsräumen und gehen bei Hausbesetzungen mit rechtlicher Vertretung für Sie vor.",
    points: [
      "Kamerasysteme mit 4, 8 oder 16 Kameras und Smartphone-App",
      "Intelligente Alarmanlagen und Smart-Home-Anbindung",
      "Überwachung rund um die Uhr und Notfalleinsatz",
      "Vorgehen gegen Hausbesetzer mit rechtlicher Vertretung",
      "Installation in 1–2 Tagen, 3 Jahre Garantie auf die Hardware",
    ],
    cta: "Angebot anfordern",
  },
  hero: {
    eyebrow: "Objektschutz",
    heading: "Rundum geschützt – von der Kamera bis zum Gericht",
    lead: "Wir installieren Videoüberwachung, Alarmanlagen und Smart-Home-Technik und gehen bei Hausbesetzungen mit rechtlicher Vertretung für Sie vor. Ihr System ist innerhalb von 1–2 Tagen einsatzbereit.",
    cta: "Angebot anfordern",
    highlights: [
      "Für Privathaushalte und Unternehmen",
      "Smart-Home-Anbindung und Fernüberwachung",
      "Rechtliche Vertretung bei Hausbesetzung",
    ],
  },
  stats: [
    { value: "1–2 Tage", label: "Installationszeit" },
    { value: "3+1 Jahre", label: "Garantie und kostenloser Service" },
    { value: "99,9\u00a0%", label: "Zuverlässigkeit" },
  ],
  services: {
    eyebrow: "Unsere Lösungen",
    heading: "Schutz auf mehreren Ebenen",
    lead: "Von der Videoüberwachung bis zum rechtlichen Vorgehen planen wir alle Bausteine aufeinander abgestimmt – damit Ihre Immobilie rund um die Uhr geschützt ist.",
    items: {
      cctv: {
        title: "Videoüberwachung",
        text: "Hochauflösende Kameras für Eingänge, Garten und Innenräume, mit Livebild und durchsuchbaren Aufzeichnungen.",
        features: [
          "Innen- und Außenkameras",
          "Nachtsicht",
          "Livebild und Wiedergabe auf dem Smartphone",
          "Sichere Aufzeichnung und Speicherung",
        ],
      },
      alarms: {
        title: "Alarmanlagen",
        text: "Öffnungs- und Bewegungsmelder mit Sirene – im Alarmfall werden Sie und die Leitstelle sofort benachrichtigt.",
        features: [
          "Öffnungs- und Bewegungsmelder",
          "Innen- und Außensirene",
          "Scharf- und Unscharfschalten per App",
          "Aufschaltung auf eine Leitstelle",
        ],
      },
      "smart-home": {
        title: "Smart Home",
        text: "Wir verbinden Beleuchtung, Rollläden und Schlösser mit Ihrer Sicherheitstechnik – steuerbar über eine einzige App, zu Hause oder unterwegs.",
        features: [
          "Smarte Schlösser und Zutrittskontrolle",
          "Licht- und Rollladensteuerung",
          "Anwesenheitssimulation bei Abwesenheit",
          "Individuelle Automationen und Zeitpläne",
        ],
      },
      squatters: {
        title: "Vorgehen gegen Hausbesetzer",
        text: "Wird Ihre Immobilie unrechtmäßig besetzt, sorgen wir mit rechtlicher Vertretung dafür, dass Sie wieder in den Besitz gelangen – ausschließlich auf dem Rechtsweg.",
        features: [
          "Lageeinschätzung und Beweissicherung",
          "Einleitung des Besitzschutzverfahrens",
          "Vertretung vor Behörden und Gericht",
          "Sicherung der Immobilie nach der Räumung",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Warum wir",
    heading: "Warum Kunden uns ihre Immobilie anvertrauen",
    items: [
      {
        title: "Schnelle Installation",
        text: "Ihr System ist innerhalb von 1–2 Tagen installiert und betriebsbereit – mit so wenig Aufwand für Sie wie möglich.",
      },
      {
        title: "Zuverlässige Technik",
        text: "Unsere Systeme arbeiten mit einer Zuverlässigkeit von 99,9\u00a0%. Auf die Hardware gewähren wir 3 Jahre Garantie und 1 Jahr kostenlosen Service.",
      },
      {
        title: "Technik mit rechtlichem Rückhalt",
        text: "Wo Technik allein nicht genügt, setzen wir die Arbeit mit rechtlicher Vertretung fort – ohne dass Sie einen weiteren Dienstleister suchen müssen.",
      },
      {
        title: "Erfahrung und Diskretion",
        text: "Seit mehr als zehn Jahren arbeiten wir für Unternehmen und Privatkunden und behandeln Aufnahmen und Daten streng vertraulich.",
      },
    ],
  },
  targets: {
    eyebrow: "Für wen",
    heading: "Für Privathaushalte und Unternehmen",
    groups: [
      {
        title: "Privathaushalte",
        subtitle: "Wohnungen, Häuser und Ferienhäuser",
        points: [
          "Kameras und Alarmanlage für Eingänge und Garten",
          "Per Smartphone sehen, was zu Hause passiert",
          "Schutz leer stehender Immobilien vor Hausbesetzern",
        ],
      },
      {
        title: "Unternehmen",
        subtitle: "Geschäfte, Büros, Lager und Betriebsgelände",
        points: [
          "Videoüberwachung für Verkaufsfläche und Lager",
          "Fernüberwachung und Intervention außerhalb der Öffnungszeiten",
          "Zutrittskontrolle und Automatisierung für Ihr Personal",
        ],
      },
    ],
  },
  packages: {
    eyebrow: "Pakete",
    heading: "Drei Pakete, klare Preise",
    lead: "Drei Schutzstufen für Privathaushalte und Unternehmen. Wählen Sie das passende Paket für Ihre Immobilie – die Einzelheiten besprechen wir persönlich mit Ihnen.",
    popularBadge: "Beliebteste Wahl",
    notes: [
      "Alle Preise inklusive 27\u00a0% MwSt.",
      "Installation innerhalb von 1–2 Tagen.",
      "3 Jahre Hardwaregarantie plus 1 Jahr kostenloser Service.",
      "Für besondere Anforderungen erstellen wir Ihnen ein individuelles Angebot.",
    ],
    orderCta: "Paket anfragen",
    orderMessage:
      "Ich interessiere mich für das Objektschutz-Paket „{package}“. Bitte kontaktieren Sie mich mit den Einzelheiten und möglichen Installationsterminen.",
    perUnit: "einmalig, inkl. MwSt.",
    items: {
      basic: {
        name: "Basis",
        features: ["4 Kameras", "Basis-Alarmanlage", "Smartphone-App", "Fachgerechte Installation"],
      },
      premium: {
        name: "Premium",
        features: [
          "8 Kameras",
          "Intelligente Alarmanlage",
          "Smart-Home-Anbindung",
          "Überwachung rund um die Uhr",
        ],
      },
      professional: {
        name: "Professional",
        features: [
          "16 Kameras",
          "Umfassendes Alarmsystem",
          "Vollständige Automatisierung",
          "Notfall-Interventionsdienst",
        ],
      },
    },
  },
  ctaBand: {
    heading: "Angebot für Ihre Immobilie anfordern",
    text: "Teilen Sie uns mit, welche Immobilie Sie schützen möchten – wir melden uns innerhalb von 24 Stunden mit allen Einzelheiten.",
    cta: "Angebot anfordern",
  },
} satisfies ServiceCopy<"property-protection">;
