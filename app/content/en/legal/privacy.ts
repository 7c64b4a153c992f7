import { retentionDays, wholeYears } from "../../../site/retention.ts";
import type { LegalPageContent } from "../../types.ts";

// The period the server deletes inquiries after (INQUIRY_RETENTION_DAYS, set at build time).
const years = wholeYears(retentionDays);
const inquiryRetention = years
  ? `${years} ${years === 1 ? "year" : "years"}`
  : `${retentionDays} ${retentionDays === 1 ? "day" : "days"}`;

export const privacy = {
  meta: {
    title: "Privacy notice | Danubius Protect",
    description:
      "How Danubius Protect Kft. handles your personal data: what we collect, why and on what legal basis, how long we keep it, your rights and how to complain.",
    keywords: [
      "privacy notice",
      "data protection",
      "GDPR",
      "personal data",
      "data subject rights",
      "NAIH",
      "Danubius Protect Kft.",
    ],
    socialTitle: "Privacy notice – Danubius Protect Kft.",
    socialDescription:
      "What personal data we process, why we use it and how long we keep it – and the rights the GDPR gives you.",
  },
  heading: "Privacy notice",
  lastUpdated: "Last updated: January 2025",
  intro: [
    "This notice explains how ",
    { strong: "Danubius Protect Kft." },
    " processes personal data under the EU General Data Protection Regulation (GDPR): what data we process, for what purposes and on what legal basis, how long we keep it and what rights you have. We handle all personal data in confidence and in accordance with the law.",
  ],
  sections: [
    {
      heading: "Data controller",
      blocks: [
        "The controller of your personal data is:",
        {
          list: [
            "Company: Danubius Protect Kft.",
            "Address: Margit körút 43 (office building), 1024 Budapest, Hungary",
            [
              "Email: ",
              { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
            ],
            ["Phone: ", { text: "+36 1 234 5678", href: "tel:+3612345678" }],
          ],
        },
        "Please use these contact details for any question or request about your personal data.",
      ],
    },
    {
      heading: "The data we process",
      blocks: [
        "We process the following personal data:",
        {
          list: [
            [
              { strong: "Contact form data:" },
              " your name, email address, phone number (optional), the service you select, your message and the time it was sent.",
            ],
            [
              { strong: "Contract and billing data:" },
              " the identification and contact details needed to conclude and perform a contract, your billing name and address, and records of performance.",
            ],
            [
              { strong: "Technical data:" },
              " server logs (such as IP address, time, the page requested and browser type), used solely to run and secure the website and never for profiling.",
            ],
          ],
        },
        "Our website uses no tracking or advertising cookies.",
        "Please include in your message only what your enquiry requires. Share health or other special category data, or information about third parties, only where it is essential.",
      ],
    },
    {
      heading: "Purposes and legal bases",
      blocks: [
        "We process personal data for the following purposes and on the following legal bases:",
        {
          list: [
            [
              { strong: "Enquiries and contact:" },
              " replying to your enquiry and preparing an offer – steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).",
            ],
            [
              { strong: "Performing a contract:" },
              " providing the service you ordered and keeping in touch with you (Article 6(1)(b) GDPR).",
            ],
            [
              { strong: "Accounting and tax:" },
              " issuing and retaining invoices – compliance with our legal obligations under accounting and tax law (Article 6(1)(c) GDPR).",
            ],
            [
              { strong: "Security logging:" },
              " protecting the website and preventing and detecting misuse – our legitimate interest (Article 6(1)(f) GDPR).",
            ],
          ],
        },
        "Your name and email address are required in the contact form; without them we cannot reply to your enquiry.",
        "We do not use automated decision-making, including profiling.",
      ],
    },
    {
      heading: "How long we keep data",
      blocks: [
        "We keep personal data only for as long as the purpose of processing or the law requires:",
        {
          list: [
            [
              { strong: "Contract data:" },
              " for ",
              { strong: "5 years" },
              " after the contract has been performed, in line with the limitation period under Hungarian civil law.",
            ],
            [
              { strong: "Accounting records:" },
              " for ",
              { strong: "8 years" },
              ", as required by accounting law.",
            ],
            [
              { strong: "Enquiries that do not lead to a contract:" },
              " for ",
              { strong: inquiryRetention },
              " from receipt, after which they are deleted.",
            ],
            [
              { strong: "Server logs:" },
              " only as long as needed for security purposes, after which they are deleted automatically.",
            ],
          ],
        },
        "If your enquiry leads to a contract, the data is kept for the period that applies to contract data. Where legal proceedings are pending, we may keep the relevant data until they are concluded.",
      ],
    },
    {
      heading: "Recipients and processors",
      blocks: [
        "Within our company, only the staff who need your personal data to do their work have access to it.",
        "Our processors handle data solely on our instructions and under contractual duties of confidentiality. In particular, we use:",
        {
          list: [
            [
              { strong: "Hosting provider:" },
              " stores the website and incoming enquiries and operates the servers.",
            ],
            [
              { strong: "Automation (workflow) service:" },
              " receives enquiries sent through the contact form and forwards them to our staff.",
            ],
            [
              { strong: "Email provider:" },
              " delivers each enquiry by email to our staff's business mailboxes.",
            ],
          ],
        },
        "We may also disclose data to authorities or courts where the law requires us to. Any transfer of data outside the European Economic Area takes place only with the safeguards required by the GDPR.",
        "We never sell your personal data or pass it on to third parties for marketing.",
      ],
    },
    {
      heading: "Data security",
      blocks: [
        "We use appropriate technical and organisational measures to protect your data against unauthorised access, alteration, disclosure, deletion and destruction. These include:",
        {
          list: [
            "encrypted (HTTPS) connections between our website and your browser",
            "access restricted to authorised staff",
            "protection of the contact form against automated abuse",
            "confidentiality obligations for our staff and processors",
          ],
        },
        "If a personal data breach occurs, we act as the GDPR requires: we document the breach, report it to the NAIH where necessary and, if it is likely to result in a high risk to you, inform you without undue delay.",
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        "Under the GDPR you have the following rights:",
        {
          list: [
            [
              { strong: "Access:" },
              " to obtain information about, and a copy of, the data we hold about you.",
            ],
            [
              { strong: "Rectification:" },
              " to have inaccurate data corrected or incomplete data completed.",
            ],
            [
              { strong: "Erasure:" },
              " to have your data deleted where it is no longer needed or is processed unlawfully.",
            ],
            [
              { strong: "Restriction of processing:" },
              " to have your data, in certain cases, stored but not otherwise used.",
            ],
            [
              { strong: "Data portability:" },
              " to receive the data you provided in a machine-readable format, or have it sent to another controller.",
            ],
            [
              { strong: "Objection:" },
              " to object to processing based on our legitimate interests.",
            ],
          ],
        },
        [
          "To exercise your rights, write to ",
          { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
          ". We reply free of charge, without undue delay and in any event within the time limit set by the GDPR; before acting on a request we may ask you to confirm your identity.",
        ],
        "Where processing is based on your consent, you may withdraw it at any time; this does not affect the lawfulness of processing before the withdrawal. If you believe we have infringed your rights, you may lodge a complaint with a supervisory authority or go to court (see the next section).",
      ],
    },
    {
      heading: "Complaints and remedies",
      blocks: [
        "Please contact us first, so that we can put things right directly. You also have the right to complain to the Hungarian supervisory authority:",
        {
          list: [
            [
              {
                strong:
                  "Hungarian National Authority for Data Protection and Freedom of Information (NAIH)",
              },
            ],
            "Address: Falk Miksa utca 9–11, 1055 Budapest, Hungary",
            ["Website: ", { text: "www.naih.hu", href: "https://www.naih.hu" }],
          ],
        },
        "If you live or work in another EU member state, you may also complain to the data protection authority there.",
        "You may also take legal action if your rights have been infringed. In Hungary, you may choose to bring proceedings before the regional court (törvényszék) for the place where you live or are staying.",
      ],
    },
  ],
} satisfies LegalPageContent;
