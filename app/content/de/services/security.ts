import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Sicherheitsdienst und Sicherheitstechnik | Danubius Protect",
    description:
      "Objektbewachung, Veranstaltungsschutz, Video- und Alarmtechnik sowie Zutrittskontrolle in Budapest – mit Fernüberwachung und 99,9\u00a0% Systemzuverlässigkeit.",
    keywords: [
      "Sicherheitsdienst Budapest",
      "Wachdienst Ungarn",
      "Objektbewachung",
      "Veranstaltungsschutz",
      "Sicherheitstechnik",
      "Videoüberwachung",
      "Zutrittskontrolle",
      "Fernüberwachung",
    ],
    socialTitle: "Bewachung und Sicherheitstechnik aus einer Hand",
    socialDescription:
      "Geschultes Sicherheitspersonal und Systeme mit 99,9\u00a0% Zuverlässigkeit für Büros, Betriebe, Wohnhäuser und Veranstaltungen – mit über zehn Jahren Erfahrung.",
  },
  name: "Sicherheit",
  navLabel: "Sicherheit",
  selectLabel: "Sicherheitsdienstleistungen",
  homeCard: {
    title: "Sicherheit",
    text: "Bewachung, Videoüberwachung, Alarmanlagen und Zutrittskontrolle – von der Planung bis zur laufenden Überwachung.",
  },
  homeFeature: {
    eyebrow: "Sicherheit",
    heading: "Bewachung und Technik aus einem Guss",
    lead: "Geschultes Sicherheitspersonal und moderne Sicherheitssysteme schützen Ihr Betriebsgelände, Ihre Büros und Ihre Veranstaltungen. Unsere Systeme arbeiten mit einer Zuverlässigkeit von 99,9\u00a0%.",
    points: [
      "Begehung vor Ort und Risikoanalyse",
      "Bewachung von Büros, Betriebsgeländen und Veranstaltungen",
      "Installation von Video-, Alarm- und Zutrittskontrollsystemen",
      "Fernüberwachung mit klar geregelten Alarmabläufen",
      "Wartung und laufende Systembetreuung",
    ],
    cta: "Sicherheitsanalyse anfragen",
  },
  hero: {
    eyebrow: "Bewachung und Sicherheitstechnik",
    heading: "Geschultes Personal, verlässliche Systeme",
    lead: "Wir schützen Ihr Büro, Ihr Betriebsgelände, Ihr Zuhause oder Ihre Veranstaltung mit geschultem Sicherheitspersonal und moderner Sicherheitstechnik – von der Begehung vor Ort bis zur laufenden Überwachung.",
    cta: "Sicherheitsanalyse anfragen",
    highlights: [
      "Begehung vor Ort und Risikoanalyse",
      "Ein Partner für Personal und Technik",
      "Fernüberwachung und regelmäßige Wartung",
    ],
  },
  services: {
    eyebrow: "Leistungen",
    heading: "Vier Leistungen, ein Sicherheitskonzept",
    lead: "Bewachung und Technik führen wir in einem Sicherheitskonzept zusammen, damit sich Personal und Systeme gegenseitig ergänzen.",
    items: {
      guarding: {
        title: "Objektbewachung",
        text: "Unser geschultes Sicherheitspersonal bewacht Bürogebäude, Betriebsgelände und Geschäfte nach einer mit Ihnen abgestimmten Dienstanweisung.",
        features: [
          "Werkschutz und Pfortendienst",
          "Streifendienst und Kontrollgänge",
          "Zutrittskontrolle und Besuchermanagement",
        ],
      },
      events: {
        title: "Veranstaltungsschutz",
        text: "Bei Firmenveranstaltungen, Konferenzen und privaten Feiern sorgen wir unauffällig für die Sicherheit Ihrer Gäste und Werte.",
        features: [
          "Auf den Veranstaltungsort abgestimmtes Sicherheitskonzept",
          "Einlasskontrolle und Gästelistenabgleich",
          "Diskrete Präsenz während der Veranstaltung",
        ],
      },
      systems: {
        title: "Sicherheitssysteme",
        text: "Wir planen und installieren Video-, Alarm- und Zutrittskontrollsysteme, abgestimmt auf die Risiken Ihres Standorts.",
        features: [
          "Videoüberwachungsanlagen",
          "Einbruchmelde- und Alarmanlagen",
          "Zutrittskontrolle per Karte oder Code",
        ],
      },
      monitoring: {
        title: "Fernüberwachung und Wartung",
        text: "Wir überwachen Ihre Systeme laufend, bearbeiten Alarme nach einem klar geregelten Ablauf und halten alles durch regelmäßige Wartung betriebsbereit.",
        features: [
          "Alarmannahme und Alarmbearbeitung",
          "Interventionseinsatz bei Alarm",
          "Regelmäßige Wartung und Störungsbehebung",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Warum wir",
    heading: "Warum Kunden uns ihre Sicherheit anvertrauen",
    items: [
      {
        title: "Alles aus einer Hand",
        text: "Ein Partner verantwortet Sicherheitspersonal und Systeme – so entstehen keine Zuständigkeitslücken zwischen zwei Dienstleistern.",
      },
      {
        title: "99,9\u00a0% Zuverlässigkeit",
        text: "Unsere Systeme arbeiten mit einer Zuverlässigkeit von 99,9\u00a0%; regelmäßige Wartung beugt Störungen vor.",
      },
      {
        title: "Über zehn Jahre Erfahrung",
        text: "Seit mehr als einem Jahrzehnt schützen wir Büros, Betriebsgelände, Wohnhäuser und Veranstaltungen.",
      },
      {
        title: "Rechtskonform und diskret",
        text: "Wir arbeiten im Rahmen des ungarischen Rechts; Videoaufnahmen und personenbezogene Daten verarbeiten wir nach den geltenden Datenschutzvorschriften.",
      },
    ],
  },
  targets: {
    eyebrow: "Für wen",
    heading: "Für Unternehmen, Privatkunden und Veranstaltungen",
    groups: [
      {
        title: "Unternehmen",
        subtitle: "Büros, Geschäfte, Betriebsgelände und Lager",
        points: [
          "Bewachung und Empfangsdienst",
          "Video-, Alarm- und Zutrittskontrollsysteme",
          "Fernüberwachung außerhalb der Geschäftszeiten",
        ],
      },
      {
        title: "Privatkunden",
        subtitle: "Einfamilienhäuser, Wohnungen und Ferienhäuser",
        points: [
          "Schutz durch Video- und Alarmtechnik",
          "Fernüberwachung und Einsatz bei Alarm",
          "Persönliche Sicherheitsberatung",
        ],
      },
      {
        title: "Veranstaltungen",
        subtitle: "Firmenevents, Konferenzen und private Feiern",
        points: [
          "Sicherheitskonzept und Ortsbegehung",
          "Einlasskontrolle und Gästelistenabgleich",
          "Diskretes Sicherheitspersonal",
        ],
      },
    ],
  },
  ctaBand: {
    heading: "Sicherheitsanalyse anfragen",
    text: "Schildern Sie uns, was geschützt werden soll – wir melden uns innerhalb von 24 Stunden und vereinbaren einen Termin für die Begehung.",
    cta: "Sicherheitsanalyse anfragen",
  },
} satisfies ServiceCopy<"security">;
