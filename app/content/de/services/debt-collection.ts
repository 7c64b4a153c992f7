import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Inkasso in Ungarn – Forderungsmanagement | Danubius Protect",
    description:
      "Rechtskonformes, faires Inkasso in Ungarn: 92\u00a0% Erfolgsquote gegenüber 60\u00a0% im Marktdurchschnitt, in 85\u00a0% der Fälle mit Ergebnis binnen 30 Tagen.",
    keywords: [
      "Inkasso Ungarn",
      "Forderungsmanagement Budapest",
      "Inkassounternehmen Ungarn",
      "Forderungseinzug",
      "offene Rechnungen eintreiben",
      "außergerichtliches Inkasso",
      "Mahnverfahren Ungarn",
      "Zwangsvollstreckung Ungarn",
    ],
    socialTitle: "Inkasso mit 92\u00a0% Erfolgsquote",
    socialDescription:
      "Wir treiben Ihre Forderungen gütlich, rechtskonform und lückenlos dokumentiert ein – in 85\u00a0% der Fälle mit Ergebnis binnen 30 Tagen.",
  },
  name: "Forderungsmanagement",
  navLabel: "Inkasso",
  selectLabel: "Forderungsmanagement",
  homeCard: {
    title: "Forderungsmanagement",
    text: "Rechtskonformes, lückenlos dokumentiertes Inkasso von der ersten Zahlungserinnerung bis zum Gerichtsverfahren – ohne Ihre Geschäftsbeziehungen zu belasten.",
  },
  homeFeature: {
    eyebrow: "Forderungsmanagement",
    heading: "Offene Forderungen, konsequent eingetrieben",
    lead: "Wir betreuen Ihre Forderungen von der ersten Mahnung bis zum Gerichtsverfahren, ausschließlich mit rechtskonformen Mitteln. Jeder Schritt wird dokumentiert, und Sie erhalten regelmäßig Bericht.",
    points: [
      "Prüfung jeder Forderung und individuelle Inkassostrategie",
      "Schriftliche und telefonische Mahnungen, vereinbarte Ratenzahlungen",
      "Gerichtliches Mahnverfahren und rechtliche Vertretung, wenn nötig",
      "Transparente Fallverfolgung und regelmäßige Berichte",
      "Bestimmter, aber fairer Ton, der Geschäftsbeziehungen schont",
    ],
    cta: "Forderung besprechen",
    stats: [
      { value: "92\u00a0%", label: "Erfolgsquote" },
      { value: "60\u00a0%", label: "Marktdurchschnitt" },
      { value: "85\u00a0%", label: "der Fälle mit Ergebnis binnen 30 Tagen" },
    ],
  },
  hero: {
    eyebrow: "Forderungsmanagement",
    heading: "Wirksames Inkasso mit fairen Mitteln",
    lead: "Wir setzen zuerst auf das Gespräch mit Ihrem Schuldner und beschreiten den Rechtsweg erst, wenn es nötig ist. Jeder Schritt wird dokumentiert, sodass Sie jederzeit wissen, wo Ihr Fall steht.",
    cta: "Forderung besprechen",
    highlights: [
      "Gütliche Einigung als erster Schritt",
      "Mahnverfahren und Vollstreckung, wenn nötig",
      "Transparente Fallverfolgung, regelmäßige Berichte",
    ],
  },
  stats: [
    { value: "92\u00a0%", label: "Erfolgsquote im Inkasso" },
    { value: "60\u00a0%", label: "Marktdurchschnitt" },
    { value: "85\u00a0%", label: "der Fälle mit Ergebnis binnen 30 Tagen" },
  ],
  services: {
    eyebrow: "Leistungen",
    heading: "Von der Mahnung bis zur Vollstreckung",
    lead: "Jede Forderung behandeln wir nach ihrer Lage: einvernehmlich, wo es möglich ist, auf dem Rechtsweg, wo es nötig ist.",
    items: {
      review: {
        title: "Forderungsprüfung und Strategie",
        text: "Wir prüfen Vertrag, Rechnungen und Korrespondenz, schätzen die Lage des Schuldners ein und empfehlen den schnellsten gangbaren Weg.",
        features: [
          "Prüfung von Unterlagen und Rechtsgrundlage",
          "Verjährung, Zinsen und Kosten im Blick",
          "Auf den Fall zugeschnittener Inkassoplan",
        ],
      },
      amicable: {
        title: "Außergerichtliches Inkasso",
        text: "Wir nehmen schriftlich und telefonisch Kontakt mit dem Schuldner auf und suchen eine Lösung, die er tatsächlich einhalten kann – meist der schnellste Weg zu Ihrem Geld.",
        features: [
          "Schriftliche und telefonische Zahlungsaufforderungen",
          "Direkte Verhandlung mit dem Schuldner",
          "Ratenzahlungsvereinbarungen",
        ],
      },
      enforcement: {
        title: "Mahnverfahren und Vollstreckung",
        text: "Zahlt der Schuldner nicht freiwillig, leiten wir mit rechtlicher Vertretung das Mahnverfahren ein und begleiten Ihre Forderung bis zur Zwangsvollstreckung.",
        features: [
          "Einleitung des Mahnverfahrens",
          "Rechtliche Vertretung bei Widerspruch",
          "Beantragung und Begleitung der Vollstreckung",
        ],
      },
      tracing: {
        title: "Schuldner- und Vermögensermittlung",
        text: "Ist der Schuldner nicht erreichbar oder sein Vermögen unbekannt, finden unsere Ermittler aus rechtmäßigen Quellen heraus, wo er sich aufhält und welche Vermögenswerte für die Vollstreckung infrage kommen.",
        features: [
          "Aufenthaltsermittlung unbekannt verzogener Schuldner",
          "Einschätzung der Vermögensverhältnisse",
          "Prüfung von Firmenhintergrund und verbundenen Unternehmen",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Warum wir",
    heading: "Warum Kunden uns ihre Forderungen anvertrauen",
    items: [
      {
        title: "Überdurchschnittliche Erfolgsquote",
        text: "Wir sind in 92\u00a0% unserer Fälle erfolgreich – der Marktdurchschnitt liegt bei 60\u00a0%.",
      },
      {
        title: "Schnelle Ergebnisse",
        text: "In 85\u00a0% der Fälle erzielen wir binnen 30 Tagen ein Ergebnis – so kommen Sie schneller zu Ihrem Geld.",
      },
      {
        title: "Rechtskonform und fair",
        text: "Wir arbeiten ausschließlich mit rechtmäßigen Mitteln und ohne Einschüchterung. Bestimmt, aber fair – so kann die Geschäftsbeziehung fortbestehen.",
      },
      {
        title: "Volle Transparenz",
        text: "Ihr fester Ansprechpartner berichtet regelmäßig über den Stand Ihres Falls, und jeder Schritt wird schriftlich dokumentiert.",
      },
    ],
  },
  targets: {
    eyebrow: "Für wen",
    heading: "Für Unternehmen und Privatpersonen",
    groups: [
      {
        title: "Kleinunternehmen",
        subtitle: "1–50 Beschäftigte",
        points: [
          "Wirksames Inkasso ohne eigene Fachabteilung",
          "Auch kleinere Forderungsbeträge",
          "Einfache Übergabe, schneller Start",
        ],
      },
      {
        title: "Mittelständische Unternehmen",
        subtitle: "50–250 Beschäftigte",
        points: [
          "Strukturierte Bearbeitung größerer Forderungsbestände",
          "Regelmäßige Berichte für Ihre Finanzabteilung",
          "Schonung Ihrer Kundenbeziehungen",
        ],
      },
      {
        title: "Privatpersonen",
        points: [
          "Nicht zurückgezahlte Privatdarlehen",
          "Mietrückstände, Kaufpreis oder Schadenersatz",
          "Verständliche Information bei jedem Schritt",
        ],
      },
    ],
  },
  process: {
    eyebrow: "So arbeiten wir",
    heading: "So läuft das Inkasso ab",
    steps: [
      {
        title: "Erstgespräch",
        text: "Sie schildern uns, wer Ihnen was und aus welchem Grund schuldet; wir zeigen Ihnen die realistischen Möglichkeiten und den besten Weg.",
      },
      {
        title: "Forderungsprüfung",
        text: "Wir sichten die Unterlagen, prüfen Rechtsgrundlage und Verjährung und schätzen die Lage des Schuldners ein.",
      },
      {
        title: "Gütliche Einigung",
        text: "Wir mahnen den Schuldner, verhandeln mit ihm und vereinbaren, wo möglich, einen Zahlungsplan, den er einhalten kann.",
      },
      {
        title: "Rechtsweg",
        text: "Zahlt der Schuldner weiterhin nicht, leiten wir mit rechtlicher Vertretung das Mahnverfahren und bei Bedarf die Vollstreckung ein.",
      },
      {
        title: "Abrechnung und Abschluss",
        text: "Wir rechnen die eingezogenen Beträge mit Ihnen ab und fassen den Fall in einem schriftlichen Abschlussbericht zusammen.",
      },
    ],
  },
  ctaBand: {
    heading: "Sprechen wir über Ihre Forderung",
    text: "Schreiben Sie uns kurz, wer Ihnen welchen Betrag schuldet – wir melden uns innerhalb von 24 Stunden mit unserer Empfehlung.",
    cta: "Forderung besprechen",
  },
} satisfies ServiceCopy<"debt-collection">;
