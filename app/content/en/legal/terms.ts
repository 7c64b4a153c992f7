import type { LegalPageContent } from "../../types.ts";

export const terms = {
  meta: {
    title: "Terms and conditions | Danubius Protect",
    description:
      "Terms and conditions of Danubius Protect Kft.: offers and orders, fees and advance payments, termination, liability, complaints and governing law.",
    keywords: [
      "terms and conditions",
      "Danubius Protect Kft.",
      "general terms of business",
      "service agreement",
      "termination",
      "complaints procedure",
      "limitation of liability",
    ],
    socialTitle: "Terms and conditions – Danubius Protect Kft.",
    socialDescription:
      "Clear terms: when a contract is formed, what our fees include, how to give notice and how we deal with complaints.",
  },
  heading: "Terms and conditions",
  lastUpdated: "Last updated: January 2025",
  intro: [
    "These terms and conditions apply to all services provided by ",
    { strong: "Danubius Protect Kft." },
    " How we handle your personal data is explained in our ",
    { text: "privacy notice", href: "/privacy" },
    ".",
  ],
  sections: [
    {
      heading: "General provisions",
      blocks: [
        "These terms govern every contract between Danubius Protect Kft. (‘we’, ‘us’) and its clients (‘you’). Our details are:",
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
        "These terms apply to businesses and private clients alike. Where an individual contract says otherwise, the individual contract prevails.",
        "If you are a consumer, nothing in these terms limits the rights you have under consumer protection law.",
      ],
    },
    {
      heading: "Our services",
      blocks: [
        "We provide the following services to businesses and private clients:",
        {
          list: [
            "debt collection",
            "security guarding and security technology",
            "private investigation",
            "property protection, including squatter cases and legal representation",
            "professional cleaning",
            "facility management",
          ],
        },
        "The exact scope of each service, the timetable and the fee are set out in the individual offer or contract.",
        "We work strictly within Hungarian law and by lawful methods only. We do not accept any assignment that would breach the law or public morals.",
      ],
    },
    {
      heading: "How a contract is formed",
      blocks: [
        "You can request an offer through the contact form on our website, by email or by phone. A request for an offer is not an order and places you under no obligation to pay.",
        ["Our written offers remain valid for ", { strong: "30 days" }, " from the date of issue."],
        "A contract is formed when you accept our offer. Contracts are normally made in writing; a statement sent by email also counts as written.",
        [
          "We confirm orders placed by phone in writing within ",
          { strong: "48 hours" },
          ". The contract is formed on that confirmation and on its terms.",
        ],
      ],
    },
    {
      heading: "Fees and payment",
      blocks: [
        [
          "All fees are stated in Hungarian forints and include ",
          { strong: "27% VAT" },
          ". The fee that applies is the one in the accepted offer or the contract.",
        ],
        [
          "Before work begins we may ask for an advance payment, usually ",
          { strong: "30–50% of the fee" },
          ". The amount and due date of the advance are stated in the offer.",
        ],
        "Fees are payable against our invoice, by the due date and in the manner stated on it.",
        "If payment is late, we may charge statutory default interest and, after giving you written notice, suspend performance until the outstanding amount is settled.",
      ],
    },
    {
      heading: "Performance and cooperation",
      blocks: [
        "We perform our services in line with professional standards and the law, within the time agreed in the contract. We may engage subcontractors and remain responsible for their work as if it were our own.",
        "As our client, you agree to:",
        {
          list: [
            "provide the information and documents we need in good time",
            "give us access to the site and suitable working conditions",
            "tell us promptly about any change affecting our work",
            "supply only accurate data that may lawfully be used",
          ],
        },
        "We are not responsible for delays or extra costs caused by a lack of cooperation on your part; justified extra costs of this kind are borne by you.",
      ],
    },
    {
      heading: "Termination",
      blocks: [
        "A contract for a one-off assignment ends when it has been performed; a fixed-term contract ends when its term expires.",
        [
          "Either party may terminate a contract for continuous services – such as guarding, cleaning or facility management – by giving ",
          { strong: "30 days’" },
          " notice in writing.",
        ],
        "In the event of a serious breach of contract, the other party may terminate the contract in writing with immediate effect.",
        "On termination you pay for the services actually performed; we account for and refund any unused advance. This clause does not affect any statutory right of withdrawal or cancellation you have as a consumer.",
      ],
    },
    {
      heading: "Confidentiality",
      blocks: [
        "We treat all information, data and business secrets that come to our knowledge during an assignment as confidential. We disclose them to third parties only with your consent or where the law requires us to.",
        "This duty of confidentiality also binds our staff and subcontractors, and it continues without time limit after the contract has ended.",
        [
          "Personal data is handled as described in our ",
          { text: "privacy notice", href: "/privacy" },
          ".",
        ],
      ],
    },
    {
      heading: "Liability",
      blocks: [
        [
          "Our liability for loss caused by a breach of contract is limited to ",
          { strong: "twice the contractual fee" },
          " and in any event to no more than ",
          { strong: "HUF 1,000,000" },
          ".",
        ],
        "This limitation does not apply to breaches committed intentionally or with gross negligence, to harm to life, physical integrity or health, or to any other case in which the law does not permit liability to be limited.",
        "We are not liable for loss resulting from incomplete or inaccurate information or instructions given by you, or from circumstances beyond our control.",
        "Security systems and services significantly reduce risk, but they cannot rule out loss or damage with absolute certainty.",
      ],
    },
    {
      heading: "Complaints",
      blocks: [
        [
          "You can make a complaint in writing – by email (",
          { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
          ") or by post to Margit körút 43, 1024 Budapest – or by phone (",
          { text: "+36 1 234 5678", href: "tel:+3612345678" },
          ").",
        ],
        [
          "We investigate every complaint within ",
          { strong: "15 days" },
          " of receipt and send you a reasoned reply in writing.",
        ],
        "If a complaint made by phone cannot be resolved straight away, we record it in writing and send you a copy.",
        "If a complaint cannot be resolved, a consumer may turn to the competent conciliation body (békéltető testület) or to the courts.",
      ],
    },
    {
      heading: "Governing law and final provisions",
      blocks: [
        [
          "These terms and all contracts made under them are governed by ",
          { strong: "Hungarian law" },
          ".",
        ],
        [
          "The parties will first seek to settle any dispute by negotiation. Failing that, ",
          { strong: "the competent court in Budapest" },
          " has jurisdiction, unless the law provides otherwise, in particular for contracts with consumers.",
        ],
        [
          "These terms take effect on ",
          { strong: "1 January 2025" },
          ". We publish any amendment on our website before it takes effect; contracts already concluded remain subject to the terms in force when they were made.",
        ],
        "If any provision of these terms is invalid, the remaining provisions are unaffected. The English and German versions are provided for information; in the event of any discrepancy, the Hungarian text prevails.",
      ],
    },
  ],
} satisfies LegalPageContent;
