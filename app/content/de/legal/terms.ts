import type { LegalPageContent } from "../../types.ts";

export const terms = {
  meta: {
    title: "Allgemeine Geschäftsbedingungen (AGB) | Danubius Protect",
    description:
      "Die AGB der Danubius Protect Kft.: Angebot und Auftrag, Vergütung und Anzahlung, Kündigung, Haftung, Beschwerden sowie anwendbares Recht und Gerichtsstand.",
    keywords: [
      "AGB",
      "Allgemeine Geschäftsbedingungen",
      "Danubius Protect Kft.",
      "Vertragsbedingungen",
      "Kündigungsfrist",
      "Haftungsbegrenzung",
      "Beschwerdeverfahren",
    ],
    socialTitle: "AGB – Danubius Protect Kft.",
    socialDescription:
      "Klare Bedingungen: wann ein Vertrag zustande kommt, was die Vergütung umfasst, wie Sie kündigen und wie wir mit Beschwerden umgehen.",
  },
  heading: "Allgemeine Geschäftsbedingungen",
  lastUpdated: "Zuletzt aktualisiert: Januar 2025",
  intro: [
    "Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für sämtliche Leistungen der ",
    { strong: "Danubius Protect Kft." },
    " Wie wir mit Ihren personenbezogenen Daten umgehen, erläutert unsere ",
    { text: "Datenschutzerklärung", href: "/datenschutz" },
    ".",
  ],
  sections: [
    {
      heading: "Allgemeine Bestimmungen",
      blocks: [
        "Diese AGB regeln alle Verträge zwischen der Danubius Protect Kft. („wir“) und ihren Auftraggebern („Sie“). Unsere Angaben:",
        {
          list: [
            "Firma: Danubius Protect Kft.",
            "Anschrift: Margit körút 43 (Bürogebäude), 1024 Budapest, Ungarn",
            [
              "E-Mail: ",
              { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
            ],
            ["Telefon: ", { text: "+36 1 234 5678", href: "tel:+3612345678" }],
          ],
        },
        "Die AGB gelten gleichermaßen für Unternehmen und Privatkunden. Abweichende Regelungen im Einzelvertrag haben Vorrang vor diesen AGB.",
        "Sind Sie Verbraucher, werden Ihre gesetzlichen Verbraucherrechte durch diese AGB in keiner Weise eingeschränkt.",
      ],
    },
    {
      heading: "Leistungsumfang",
      blocks: [
        "Wir erbringen für Unternehmen und Privatkunden folgende Leistungen:",
        {
          list: [
            "Forderungsmanagement",
            "Sicherheitsdienst und Sicherheitstechnik",
            "Privatermittlungen",
            "Objektschutz einschließlich Vorgehen gegen Hausbesetzer und rechtlicher Vertretung",
            "professionelle Reinigung",
            "Gebäudemanagement",
          ],
        },
        "Umfang, Termine und Vergütung der jeweiligen Leistung ergeben sich aus dem individuellen Angebot bzw. dem Vertrag.",
        "Wir arbeiten ausschließlich im Rahmen des ungarischen Rechts und mit rechtmäßigen Methoden. Aufträge, die gegen Gesetze oder die guten Sitten verstoßen, nehmen wir nicht an.",
      ],
    },
    {
      heading: "Vertragsschluss",
      blocks: [
        "Ein Angebot können Sie über das Kontaktformular unserer Website, per E-Mail oder telefonisch anfordern. Die Anfrage ist noch kein Auftrag und begründet keine Zahlungspflicht.",
        [
          "Unsere schriftlichen Angebote sind ab Ausstellungsdatum ",
          { strong: "30 Tage" },
          " gültig.",
        ],
        "Der Vertrag kommt zustande, sobald Sie unser Angebot annehmen. Verträge werden in der Regel schriftlich geschlossen; eine Erklärung per E-Mail gilt ebenfalls als schriftlich.",
        [
          "Telefonische Aufträge bestätigen wir innerhalb von ",
          { strong: "48 Stunden" },
          " schriftlich. Mit dieser Bestätigung kommt der Vertrag mit dem darin bestätigten Inhalt zustande.",
        ],
      ],
    },
    {
      heading: "Vergütung und Zahlung",
      blocks: [
        [
          "Alle Preise verstehen sich in Forint einschließlich ",
          { strong: "27\u00a0% Umsatzsteuer" },
          ". Maßgeblich ist die Vergütung laut angenommenem Angebot bzw. Vertrag.",
        ],
        [
          "Vor Arbeitsbeginn können wir eine Anzahlung verlangen, in der Regel ",
          { strong: "30–50\u00a0% der Vergütung" },
          ". Höhe und Fälligkeit der Anzahlung sind im Angebot angegeben.",
        ],
        "Die Vergütung ist gegen Rechnung innerhalb der dort genannten Frist und auf die dort angegebene Weise zu zahlen.",
        "Bei Zahlungsverzug können wir Verzugszinsen in gesetzlicher Höhe verlangen und die Leistung nach vorheriger schriftlicher Mitteilung bis zum Ausgleich des offenen Betrags aussetzen.",
      ],
    },
    {
      heading: "Leistungserbringung und Mitwirkung",
      blocks: [
        "Wir erbringen unsere Leistungen fachgerecht, im Einklang mit den gesetzlichen Vorschriften und innerhalb der vertraglich vereinbarten Fristen. Wir dürfen Subunternehmer einsetzen und haften für diese wie für eigenes Handeln.",
        "Als Auftraggeber verpflichten Sie sich,",
        {
          list: [
            "uns die erforderlichen Informationen und Unterlagen rechtzeitig zu übergeben",
            "den Zugang zum Einsatzort und geeignete Arbeitsbedingungen sicherzustellen",
            "uns über Änderungen, die den Auftrag betreffen, unverzüglich zu informieren",
            "nur zutreffende und rechtmäßig verwendbare Daten zu übermitteln",
          ],
        },
        "Für Verzögerungen und Mehrkosten infolge fehlender Mitwirkung haften wir nicht; begründete Mehrkosten dieser Art tragen Sie.",
      ],
    },
    {
      heading: "Vertragsdauer und Kündigung",
      blocks: [
        "Ein Vertrag über einen einmaligen Auftrag endet mit dessen Erfüllung, ein befristeter Vertrag mit Ablauf der vereinbarten Laufzeit.",
        [
          "Verträge über laufende Leistungen – etwa Bewachung, Reinigung oder Gebäudemanagement – kann jede Partei mit einer Frist von ",
          { strong: "30 Tagen" },
          " schriftlich kündigen.",
        ],
        "Bei einer schwerwiegenden Vertragsverletzung kann die jeweils andere Partei den Vertrag schriftlich und fristlos kündigen.",
        "Bei Vertragsende vergüten Sie die tatsächlich erbrachten Leistungen; eine nicht verbrauchte Anzahlung rechnen wir ab und erstatten sie. Gesetzliche Widerrufs- und Kündigungsrechte von Verbrauchern bleiben unberührt.",
      ],
    },
    {
      heading: "Vertraulichkeit",
      blocks: [
        "Alle Informationen, Daten und Geschäftsgeheimnisse, die uns im Rahmen eines Auftrags bekannt werden, behandeln wir vertraulich. An Dritte geben wir sie nur mit Ihrer Zustimmung oder aufgrund einer gesetzlichen Pflicht weiter.",
        "Diese Verschwiegenheitspflicht gilt auch für unsere Mitarbeitenden und Subunternehmer und besteht nach Vertragsende zeitlich unbegrenzt fort.",
        [
          "Für die Verarbeitung personenbezogener Daten gilt unsere ",
          { text: "Datenschutzerklärung", href: "/datenschutz" },
          ".",
        ],
      ],
    },
    {
      heading: "Haftung",
      blocks: [
        [
          "Unsere Haftung für Schäden aus einer Vertragsverletzung ist auf ",
          { strong: "das Doppelte der vereinbarten Vergütung" },
          ", höchstens jedoch auf ",
          { strong: "1.000.000 Forint" },
          ", begrenzt.",
        ],
        "Diese Begrenzung gilt nicht bei Vorsatz oder grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit sowie in allen Fällen, in denen eine Haftungsbegrenzung gesetzlich unzulässig ist.",
        "Wir haften nicht für Schäden, die auf unvollständigen oder unzutreffenden Angaben oder auf Weisungen des Auftraggebers beruhen oder durch Umstände außerhalb unseres Einflussbereichs entstehen.",
        "Sicherheitssysteme und -dienstleistungen verringern Risiken erheblich, können Schäden aber nicht mit absoluter Sicherheit ausschließen.",
      ],
    },
    {
      heading: "Beschwerden",
      blocks: [
        [
          "Beschwerden können Sie schriftlich – per E-Mail (",
          { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
          ") oder per Post an Margit körút 43, 1024 Budapest – oder telefonisch (",
          { text: "+36 1 234 5678", href: "tel:+3612345678" },
          ") einreichen.",
        ],
        [
          "Wir prüfen jede Beschwerde innerhalb von ",
          { strong: "15 Tagen" },
          " nach Eingang und antworten Ihnen schriftlich mit Begründung.",
        ],
        "Lässt sich eine telefonische Beschwerde nicht sofort klären, nehmen wir darüber ein Protokoll auf und senden Ihnen eine Kopie.",
        "Kann eine Beschwerde nicht beigelegt werden, können sich Verbraucher an die zuständige Schlichtungsstelle (békéltető testület) oder an die Gerichte wenden.",
      ],
    },
    {
      heading: "Anwendbares Recht und Schlussbestimmungen",
      blocks: [
        [
          "Für diese AGB und alle darauf beruhenden Verträge gilt ",
          { strong: "ungarisches Recht" },
          ".",
        ],
        [
          "Die Parteien bemühen sich zunächst um eine gütliche Einigung. Gelingt diese nicht, ist Gerichtsstand ",
          { strong: "Budapest" },
          ", soweit gesetzlich – insbesondere bei Verträgen mit Verbrauchern – nichts anderes bestimmt ist.",
        ],
        [
          "Diese AGB treten am ",
          { strong: "1. Januar 2025" },
          " in Kraft. Änderungen veröffentlichen wir vor ihrem Inkrafttreten auf unserer Website; für bereits geschlossene Verträge gelten die AGB in der bei Vertragsschluss gültigen Fassung.",
        ],
        "Sollte eine Bestimmung dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. Die englische und die deutsche Fassung dienen der Information; bei Abweichungen ist der ungarische Wortlaut maßgeblich.",
      ],
    },
  ],
} satisfies LegalPageContent;
