import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Debt collection in Budapest and Hungary | Danubius Protect",
    description:
      "Lawful, ethical debt recovery in Hungary: a 92% success rate against a 60% market average, with results within 30 days in 85% of cases.",
    keywords: [
      "debt collection Budapest",
      "debt recovery Hungary",
      "debt collection agency Hungary",
      "commercial debt collection",
      "unpaid invoices",
      "amicable debt recovery",
      "payment order Hungary",
      "receivables management",
    ],
    socialTitle: "Debt collection with a 92% success rate",
    socialDescription:
      "We recover what you are owed amicably, lawfully and with every step documented – with results within 30 days in 85% of cases.",
  },
  name: "Debt collection",
  navLabel: "Collections",
  selectLabel: "Debt collection",
  homeCard: {
    title: "Debt collection",
    text: "Lawful, fully documented recovery, from the first payment reminder to legal proceedings, with your business relationships kept intact.",
  },
  homeFeature: {
    eyebrow: "Debt collection",
    heading: "Recovering what you are owed",
    lead: "We manage your claims from the first reminder through to legal proceedings, using lawful methods and keeping business relationships intact. Every step is documented and reported back to you.",
    points: [
      "A review of each claim and a tailored recovery strategy",
      "Written and telephone reminders, with agreed payment plans",
      "Payment orders and legal representation where needed",
      "Transparent case tracking and regular reports",
      "A firm but fair tone that protects your relationships",
    ],
    cta: "Discuss your claim",
    stats: [
      { value: "92%", label: "success rate" },
      { value: "60%", label: "market average" },
      { value: "85%", label: "of cases see results within 30 days" },
    ],
  },
  hero: {
    eyebrow: "Debt collection",
    heading: "Effective recovery, by fair means",
    lead: "We start by negotiating with your debtor and turn to legal action only when it is needed. Every step is documented, so you always know where your case stands.",
    cta: "Discuss your claim",
    highlights: [
      "Negotiation comes first",
      "Payment orders and enforcement where needed",
      "Transparent tracking and regular reports",
    ],
  },
  stats: [
    { value: "92%", label: "collection success rate" },
    { value: "60%", label: "market average" },
    { value: "85%", label: "of cases see results within 30 days" },
  ],
  services: {
    eyebrow: "Our services",
    heading: "From first reminder to enforcement",
    lead: "Each claim is handled on its own merits: by agreement wherever possible, through legal channels where necessary.",
    items: {
      review: {
        title: "Claim review and strategy",
        text: "We review the contract, invoices and correspondence, assess the debtor's position and recommend the quickest workable route.",
        features: [
          "Documents and legal basis checked",
          "Limitation, interest and costs reviewed",
          "A recovery plan tailored to the case",
        ],
      },
      amicable: {
        title: "Amicable recovery",
        text: "We contact the debtor in writing and by phone and look for a settlement they can actually keep to – usually the fastest route to your money.",
        features: [
          "Written and telephone payment demands",
          "Direct negotiation with the debtor",
          "Instalment agreements",
        ],
      },
      enforcement: {
        title: "Payment orders and enforcement",
        text: "If the debtor will not pay voluntarily, we apply for a payment order with legal representation and see the case through to enforcement.",
        features: [
          "Payment order applications",
          "Legal representation if the claim is contested",
          "Enforcement initiated and monitored",
        ],
      },
      tracing: {
        title: "Debtor and asset tracing",
        text: "If a debtor cannot be reached or their assets are unknown, our investigators use lawful sources to find them and identify what can be recovered.",
        features: [
          "Tracing debtors who cannot be reached",
          "Assessment of the debtor's assets",
          "Checks on company background and related firms",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Why us",
    heading: "Why clients entrust us with their claims",
    items: [
      {
        title: "A higher success rate",
        text: "We succeed in 92% of our cases, against a market average of 60%.",
      },
      {
        title: "Fast results",
        text: "In 85% of cases we achieve results within 30 days, so you see your money sooner.",
      },
      {
        title: "Lawful, ethical methods",
        text: "We use lawful means only and never resort to intimidation. Firm but fair, we leave the door open to a continued business relationship.",
      },
      {
        title: "Full transparency",
        text: "Your dedicated contact reports regularly on progress, and every step is documented in writing.",
      },
    ],
  },
  targets: {
    eyebrow: "Who we work for",
    heading: "For businesses and private clients",
    groups: [
      {
        title: "Small businesses",
        subtitle: "1–50 employees",
        points: [
          "Effective recovery without an in-house team",
          "Smaller claims handled too",
          "Simple handover, quick start",
        ],
      },
      {
        title: "Medium-sized businesses",
        subtitle: "50–250 employees",
        points: [
          "Structured handling of larger receivables portfolios",
          "Regular reports for your finance team",
          "Customer relationships protected throughout",
        ],
      },
      {
        title: "Private clients",
        points: [
          "Recovery of unpaid personal loans",
          "Rent arrears, unpaid purchase price or compensation",
          "Clear explanations at every step",
        ],
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    heading: "How recovery works",
    steps: [
      {
        title: "Initial consultation",
        text: "You tell us who owes you what and on what basis; we set out the realistic options and the best route to take.",
      },
      {
        title: "Claim review",
        text: "We examine the documents, check the legal basis and limitation period, and assess the debtor's position.",
      },
      {
        title: "Amicable recovery",
        text: "We issue payment demands, negotiate with the debtor and, where possible, agree a payment plan they can keep to.",
      },
      {
        title: "Legal action",
        text: "If the debtor still does not pay, we apply for a payment order with legal representation and, if necessary, enforcement.",
      },
      {
        title: "Settlement and closure",
        text: "We account to you for all sums recovered and summarise the case in a written closing report.",
      },
    ],
  },
  ctaBand: {
    heading: "Let's talk about your claim",
    text: "Tell us briefly who owes you and how much – we will reply within 24 hours with the steps we recommend.",
    cta: "Discuss your claim",
  },
} satisfies ServiceCopy<"debt-collection">;
