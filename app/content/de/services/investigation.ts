import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Privatdetektiv in Budapest und Ungarn | Danubius Protect",
    description:
      "Lizenzierte Privatermittler in Budapest: Due-Diligence-Prüfungen, Aufdeckung von Betrug, Vermögensermittlung und private Anliegen – diskret und rechtskonform.",
    keywords: [
      "Privatdetektiv Budapest",
      "Detektei Ungarn",
      "Privatermittlungen",
      "Wirtschaftsermittlungen",
      "Due-Diligence-Prüfung",
      "Vermögensermittlung",
      "Mitarbeiterkriminalität",
      "gerichtsverwertbare Beweise",
    ],
    socialTitle: "Privatermittlungen – Fakten, diskret ermittelt",
    socialDescription:
      "Rechtmäßig erhobene, gerichtsverwertbare Beweise in privaten und geschäftlichen Angelegenheiten – mit absoluter Diskretion und ausführlichem Bericht.",
  },
  name: "Privatermittlungen",
  navLabel: "Ermittlungen",
  selectLabel: "Privatermittlungen",
  homeCard: {
    title: "Privatermittlungen",
    text: "Diskrete Aufklärung privater und geschäftlicher Sachverhalte, mit sorgfältig dokumentierten Ergebnissen.",
  },
  homeFeature: {
    eyebrow: "Privatermittlungen",
    heading: "Fakten, diskret ermittelt",
    lead: "Unsere lizenzierten Ermittler sichern Beweise in privaten und geschäftlichen Angelegenheiten – stets im Rahmen des ungarischen Rechts. Jeder Auftrag wird vertraulich behandelt; die Ergebnisse erhalten Sie in einem schriftlichen Bericht.",
    points: [
      "Due-Diligence-Prüfungen und Überprüfung von Geschäftspartnern",
      "Aufdeckung von Mitarbeiterkriminalität und Betrug",
      "Vermögensermittlung zur Durchsetzung von Forderungen",
      "Heikle private Anliegen, etwa in Familien- oder Ehefragen",
      "Ausführlicher schriftlicher Bericht mit Foto- und Dokumentennachweisen",
    ],
    cta: "Vertrauliches Gespräch vereinbaren",
  },
  hero: {
    eyebrow: "Privatermittlungen",
    heading: "Beweise statt Vermutungen",
    lead: "Unsere lizenzierten Ermittler klären Sachverhalte in privaten und geschäftlichen Angelegenheiten auf – stets im Rahmen des ungarischen Rechts. Die Ergebnisse erhalten Sie in einem ausführlichen schriftlichen Bericht.",
    cta: "Vertrauliches Gespräch vereinbaren",
    highlights: [
      "Absolute Diskretion",
      "Rechtmäßig erhobene Beweise",
      "Ausführlicher schriftlicher Bericht",
    ],
  },
  services: {
    eyebrow: "Leistungen",
    heading: "Für private und geschäftliche Anliegen",
    lead: "Jeden Auftrag planen wir individuell: Vorab klären wir, was belegt werden soll und welche rechtmäßigen Mittel dafür infrage kommen.",
    items: {
      "due-diligence": {
        title: "Due-Diligence-Prüfungen",
        text: "Bevor Sie einen Vertrag schließen, investieren oder eine Schlüsselposition besetzen, prüfen wir, mit wem Sie es zu tun haben.",
        features: [
          "Eigentümerstruktur und Firmenhintergrund",
          "Geschäftliche Vorgeschichte und Reputation",
          "Risikobericht vor Ihrer Entscheidung",
        ],
      },
      fraud: {
        title: "Betrug und Fehlverhalten",
        text: "Bei Verdacht auf internen Betrug, Diebstahl oder Datenabfluss klären wir den Sachverhalt diskret auf, damit Sie auf gesicherter Grundlage handeln können.",
        features: [
          "Aufklärung von Unterschlagung und Diebstahl",
          "Ermittlungen bei Geheimnisverrat",
          "Überprüfung vorgetäuschter Arbeitsunfähigkeit",
        ],
      },
      tracing: {
        title: "Personen- und Vermögensermittlung",
        text: "Wir ermitteln den Aufenthalt unbekannt verzogener Schuldner und anderer Personen und beschaffen die Vermögensinformationen, die für die Durchsetzung einer Forderung nötig sind.",
        features: [
          "Aufenthaltsermittlung von Schuldnern",
          "Vermögensermittlung für die Vollstreckung",
          "Suche nach verlorenen Kontakten",
        ],
      },
      private: {
        title: "Private Anliegen",
        text: "Beziehungs-, Familien- und persönliche Angelegenheiten behandeln wir mit Fingerspitzengefühl und strikter Vertraulichkeit.",
        features: [
          "Fragen in Partnerschaft und Ehe",
          "Beweise für familienrechtliche Verfahren",
          "Hintergründe von Belästigung oder Drohungen",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Warum wir",
    heading: "Warum Kunden uns heikle Fälle anvertrauen",
    items: [
      {
        title: "Absolute Diskretion",
        text: "Ihr Auftrag bleibt vertraulich: Einzelheiten besprechen wir nur mit Ihnen, Ihre Daten verarbeiten wir nach geltendem Datenschutzrecht.",
      },
      {
        title: "Gerichtsverwertbare Beweise",
        text: "Wir erheben Beweise ausschließlich mit rechtmäßigen Mitteln, damit sie auch in Gerichtsverfahren verwendet werden können.",
      },
      {
        title: "Lizenziert und rechtskonform",
        text: "Unsere Ermittler sind lizenziert, arbeiten nach ungarischem Recht und respektieren die Grenzen der Privatsphäre.",
      },
      {
        title: "Klare Berichte",
        text: "Sie erhalten einen ausführlichen schriftlichen Bericht mit Fotos, Dokumenten und eindeutigen Schlussfolgerungen.",
      },
    ],
  },
  targets: {
    eyebrow: "Für wen",
    heading: "Für Privatpersonen und Unternehmen",
    groups: [
      {
        title: "Privatpersonen",
        points: [
          "Klarheit in Partnerschafts- und Ehefragen",
          "Beweise für Scheidungs- oder Sorgerechtsverfahren",
          "Suche nach Schuldnern und verlorenen Kontakten",
          "Hintergründe von Belästigung oder Drohungen",
        ],
      },
      {
        title: "Unternehmen",
        points: [
          "Überprüfung von Geschäftspartnern vor Vertragsschluss",
          "Aufdeckung von internem Betrug und Fehlverhalten",
          "Ermittlungen bei Verrat von Geschäftsgeheimnissen",
          "Vermögensermittlung zur Durchsetzung von Forderungen",
        ],
      },
    ],
  },
  process: {
    eyebrow: "So arbeiten wir",
    heading: "So läuft ein Auftrag ab",
    steps: [
      {
        title: "Vertrauliches Erstgespräch",
        text: "Persönlich oder telefonisch hören wir uns Ihr Anliegen an und klären, was Sie herausfinden möchten.",
      },
      {
        title: "Ermittlungsplan",
        text: "Wir legen Ziele, rechtmäßige Methoden und den voraussichtlichen Zeitrahmen fest und bestätigen den Auftrag schriftlich.",
      },
      {
        title: "Sachverhaltsaufklärung",
        text: "Wir sammeln Informationen aus öffentlichen und rechtmäßig zugänglichen Quellen sowie durch Recherchen vor Ort.",
      },
      {
        title: "Dokumentation",
        text: "Jede Feststellung belegen wir mit Fotos, Unterlagen oder anderen Beweismitteln, damit sie auch später Bestand hat.",
      },
      {
        title: "Bericht und Übergabe",
        text: "Sie erhalten die Ergebnisse in einem ausführlichen schriftlichen Bericht; auf Wunsch besprechen wir mit Ihnen die nächsten Schritte.",
      },
    ],
  },
  ctaBand: {
    heading: "Sprechen Sie vertraulich mit uns",
    text: "Schildern Sie uns kurz Ihr Anliegen – wir melden uns diskret innerhalb von 24 Stunden.",
    cta: "Vertrauliches Gespräch vereinbaren",
  },
} satisfies ServiceCopy<"investigation">;
