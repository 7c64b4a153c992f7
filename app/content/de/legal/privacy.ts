import { retentionDays, wholeYears } from "../../../site/retention.ts";
import type { LegalPageContent } from "../../types.ts";

// The period the server deletes inquiries after (INQUIRY_RETENTION_DAYS, set at build time).
const years = wholeYears(retentionDays);
const inquiryRetention = years
  ? `${years} ${years === 1 ? "Jahr" : "Jahre"}`
  : `${retentionDays} ${retentionDays === 1 ? "Tag" : "Tage"}`;

export const privacy = {
  meta: {
    title: "Datenschutzerklärung | Danubius Protect",
    description:
      "Wie die Danubius Protect Kft. Ihre personenbezogenen Daten verarbeitet: Datenarten, Zwecke und Rechtsgrundlagen, Speicherdauer, Ihre Rechte und Beschwerdewege.",
    keywords: [
      "Datenschutzerklärung",
      "Datenschutz",
      "DSGVO",
      "personenbezogene Daten",
      "Betroffenenrechte",
      "NAIH",
      "Danubius Protect Kft.",
    ],
    socialTitle: "Datenschutzerklärung – Danubius Protect Kft.",
    socialDescription:
      "Welche Daten wir verarbeiten, wofür wir sie nutzen und wie lange wir sie speichern – und welche Rechte Ihnen die DSGVO gibt.",
  },
  heading: "Datenschutzerklärung",
  lastUpdated: "Zuletzt aktualisiert: Januar 2025",
  intro: [
    "Mit dieser Datenschutzerklärung informiert Sie die ",
    { strong: "Danubius Protect Kft." },
    " gemäß der Datenschutz-Grundverordnung der EU (DSGVO) darüber, welche Daten wir zu welchen Zwecken und auf welcher Rechtsgrundlage verarbeiten, wie lange wir sie speichern und welche Rechte Ihnen zustehen. Personenbezogene Daten behandeln wir vertraulich und im Einklang mit den gesetzlichen Vorschriften.",
  ],
  sections: [
    {
      heading: "Verantwortlicher",
      blocks: [
        "Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist:",
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
        "Mit Fragen und Anliegen zum Datenschutz können Sie sich jederzeit über diese Kontaktdaten an uns wenden.",
      ],
    },
    {
      heading: "Welche Daten wir verarbeiten",
      blocks: [
        "Wir verarbeiten folgende personenbezogene Daten:",
        {
          list: [
            [
              { strong: "Daten aus dem Kontaktformular:" },
              " Name, E-Mail-Adresse, Telefonnummer (freiwillig), gewählte Leistung, Ihre Nachricht und der Zeitpunkt der Übermittlung.",
            ],
            [
              { strong: "Vertrags- und Abrechnungsdaten:" },
              " die für Abschluss und Erfüllung eines Vertrags erforderlichen Identifikations- und Kontaktdaten, Rechnungsname und -anschrift sowie Angaben zur Leistungserbringung.",
            ],
            [
              { strong: "Technische Daten:" },
              " Server-Logdaten (etwa IP-Adresse, Zeitpunkt, aufgerufene Seite, Browsertyp), die wir ausschließlich für Betrieb und Sicherheit der Website nutzen – ohne Profilbildung.",
            ],
          ],
        },
        "Unsere Website verwendet keine Tracking- oder Werbe-Cookies.",
        "Bitte teilen Sie uns in Ihrer Nachricht nur mit, was für Ihr Anliegen erforderlich ist. Gesundheitsdaten, andere besondere Kategorien personenbezogener Daten oder Angaben über Dritte übermitteln Sie bitte nur, wenn dies unerlässlich ist.",
      ],
    },
    {
      heading: "Zwecke und Rechtsgrundlagen",
      blocks: [
        "Wir verarbeiten personenbezogene Daten zu folgenden Zwecken und auf folgenden Rechtsgrundlagen:",
        {
          list: [
            [
              { strong: "Anfragen und Kontakt:" },
              " Beantwortung Ihrer Anfrage und Erstellung eines Angebots – vorvertragliche Maßnahmen auf Ihre Anfrage hin (Art. 6 Abs. 1 lit. b DSGVO).",
            ],
            [
              { strong: "Vertragserfüllung:" },
              " Erbringung der beauftragten Leistung und Kommunikation mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO).",
            ],
            [
              { strong: "Buchhaltung und Steuern:" },
              " Ausstellung und Aufbewahrung von Rechnungen – Erfüllung unserer rechtlichen Pflichten aus dem Rechnungslegungs- und Steuerrecht (Art. 6 Abs. 1 lit. c DSGVO).",
            ],
            [
              { strong: "Sicherheitsprotokollierung:" },
              " Schutz der Website sowie Verhinderung und Aufdeckung von Missbrauch – unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO).",
            ],
          ],
        },
        "Name und E-Mail-Adresse sind im Kontaktformular Pflichtangaben; ohne sie können wir Ihre Anfrage nicht beantworten.",
        "Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.",
      ],
    },
    {
      heading: "Speicherdauer",
      blocks: [
        "Wir speichern personenbezogene Daten nur so lange, wie es der Verarbeitungszweck oder das Gesetz erfordert:",
        {
          list: [
            [
              { strong: "Vertragsdaten" },
              " speichern wir bis zum Ablauf von ",
              { strong: "5 Jahren" },
              " nach Vertragserfüllung – entsprechend der Verjährungsfrist des ungarischen Zivilrechts.",
            ],
            [
              { strong: "Buchhaltungsunterlagen" },
              " bewahren wir ",
              { strong: "8 Jahre" },
              " lang auf, wie es das Rechnungslegungsrecht vorschreibt.",
            ],
            [
              { strong: "Anfragen ohne Vertragsschluss" },
              " speichern wir ",
              { strong: inquiryRetention },
              " ab Eingang und löschen sie danach.",
            ],
            [
              { strong: "Server-Logdaten" },
              " speichern wir nur so lange, wie es der Sicherheitszweck erfordert; danach werden sie automatisch gelöscht.",
            ],
          ],
        },
        "Führt Ihre Anfrage zu einem Vertrag, speichern wir die Daten für die Dauer, die für Vertragsdaten gilt. Bei einem laufenden Rechtsstreit können wir die betreffenden Daten bis zu dessen Abschluss aufbewahren.",
      ],
    },
    {
      heading: "Empfänger und Auftragsverarbeiter",
      blocks: [
        "Innerhalb unseres Unternehmens erhalten nur die Mitarbeitenden Zugriff auf Ihre Daten, die sie für ihre Aufgaben benötigen.",
        "Unsere Auftragsverarbeiter verarbeiten Daten ausschließlich nach unseren Weisungen und unter vertraglicher Verschwiegenheitspflicht. Insbesondere setzen wir ein:",
        {
          list: [
            [
              { strong: "Hosting-Anbieter:" },
              " Speicherung der Website und eingehender Anfragen, Betrieb der Server.",
            ],
            [
              { strong: "Automatisierungsdienst (Workflow):" },
              " Empfang der über das Kontaktformular gesendeten Anfragen und Weiterleitung an unsere Mitarbeitenden.",
            ],
            [
              { strong: "E-Mail-Anbieter:" },
              " Zustellung jeder Anfrage per E-Mail an die geschäftlichen Postfächer unserer Mitarbeitenden.",
            ],
          ],
        },
        "Soweit wir gesetzlich dazu verpflichtet sind, geben wir Daten auch an Behörden oder Gerichte weiter. Eine Übermittlung in Länder außerhalb des Europäischen Wirtschaftsraums erfolgt nur mit den Garantien, die die DSGVO vorschreibt.",
        "Wir verkaufen Ihre Daten nicht und geben sie nicht zu Werbezwecken an Dritte weiter.",
      ],
    },
    {
      heading: "Datensicherheit",
      blocks: [
        "Mit geeigneten technischen und organisatorischen Maßnahmen schützen wir Ihre Daten vor unbefugtem Zugriff, Veränderung, Offenlegung, Löschung und Vernichtung. Dazu gehören insbesondere:",
        {
          list: [
            "verschlüsselte Verbindung (HTTPS) zwischen Website und Ihrem Browser",
            "Zugriff nur für berechtigte Mitarbeitende",
            "Schutz des Kontaktformulars vor automatisiertem Missbrauch",
            "Verschwiegenheitspflicht unserer Mitarbeitenden und Auftragsverarbeiter",
          ],
        },
        "Im Fall einer Datenschutzverletzung handeln wir nach den Vorgaben der DSGVO: Wir dokumentieren den Vorfall, melden ihn erforderlichenfalls der NAIH und benachrichtigen Sie unverzüglich, wenn er voraussichtlich ein hohes Risiko für Sie zur Folge hat.",
      ],
    },
    {
      heading: "Ihre Rechte",
      blocks: [
        "Nach der DSGVO stehen Ihnen folgende Rechte zu:",
        {
          list: [
            [
              { strong: "Auskunft:" },
              " Sie können Auskunft über die zu Ihrer Person gespeicherten Daten und eine Kopie davon verlangen.",
            ],
            [
              { strong: "Berichtigung:" },
              " Sie können die Korrektur unrichtiger und die Vervollständigung unvollständiger Daten verlangen.",
            ],
            [
              { strong: "Löschung:" },
              " Sie können die Löschung Ihrer Daten verlangen, wenn sie nicht mehr benötigt oder unrechtmäßig verarbeitet werden.",
            ],
            [
              { strong: "Einschränkung der Verarbeitung:" },
              " Sie können in bestimmten Fällen verlangen, dass wir Ihre Daten nur noch speichern, aber nicht weiter verwenden.",
            ],
            [
              { strong: "Datenübertragbarkeit:" },
              " Sie können die von Ihnen bereitgestellten Daten in einem maschinenlesbaren Format erhalten oder an einen anderen Verantwortlichen übermitteln lassen.",
            ],
            [
              { strong: "Widerspruch:" },
              " Sie können Verarbeitungen widersprechen, die auf unserem berechtigten Interesse beruhen.",
            ],
          ],
        },
        [
          "Ihr Anliegen richten Sie bitte an ",
          { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
          ". Wir antworten unentgeltlich, unverzüglich und in jedem Fall innerhalb der Frist der DSGVO; vor der Bearbeitung können wir Sie bitten, Ihre Identität zu bestätigen.",
        ],
        "Beruht eine Verarbeitung auf Ihrer Einwilligung, können Sie diese jederzeit widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt. Sind Sie der Ansicht, dass wir Ihre Rechte verletzt haben, können Sie sich bei einer Aufsichtsbehörde beschweren oder gerichtlich vorgehen (siehe nächsten Abschnitt).",
      ],
    },
    {
      heading: "Beschwerde und Rechtsbehelfe",
      blocks: [
        "Bitte wenden Sie sich zunächst an uns, damit wir ein Problem direkt lösen können. Daneben können Sie sich bei der ungarischen Aufsichtsbehörde beschweren:",
        {
          list: [
            [{ strong: "Nationale Behörde für Datenschutz und Informationsfreiheit (NAIH)" }],
            "Anschrift: Falk Miksa utca 9–11, 1055 Budapest, Ungarn",
            ["Website: ", { text: "www.naih.hu", href: "https://www.naih.hu" }],
          ],
        },
        "Wenn Sie in einem anderen EU-Mitgliedstaat leben oder arbeiten, können Sie sich auch an die dortige Datenschutz-Aufsichtsbehörde wenden.",
        "Bei einer Verletzung Ihrer Rechte steht Ihnen zudem der Rechtsweg offen. In Ungarn können Sie die Klage nach Ihrer Wahl auch bei dem für Ihren Wohnsitz oder Aufenthaltsort zuständigen Regionalgericht (törvényszék) erheben.",
      ],
    },
  ],
} satisfies LegalPageContent;
