import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Private investigator in Budapest | Danubius Protect",
    description:
      "Licensed private investigators in Budapest: corporate due diligence, fraud and misconduct inquiries, asset tracing and private matters – discreet and lawful.",
    keywords: [
      "private investigator Budapest",
      "private investigation Hungary",
      "corporate due diligence",
      "fraud investigation",
      "employee misconduct investigation",
      "asset tracing",
      "infidelity investigation",
      "evidence gathering",
    ],
    socialTitle: "Private investigation – the facts, discreetly",
    socialDescription:
      "Lawfully obtained evidence that can be used in court, for private and corporate matters – with complete discretion and a detailed written report.",
  },
  name: "Private investigation",
  navLabel: "Investigations",
  selectLabel: "Private investigation",
  homeCard: {
    title: "Private investigation",
    text: "Discreet fact-finding in private and corporate matters, with carefully documented findings.",
  },
  homeFeature: {
    eyebrow: "Private investigation",
    heading: "The facts, established discreetly",
    lead: "Our licensed investigators gather evidence in private and corporate matters, always within Hungarian law. Every assignment is handled in confidence, and our findings are delivered in a written report.",
    points: [
      "Corporate due diligence and business partner checks",
      "Uncovering employee misconduct and fraud",
      "Asset tracing to support debt recovery",
      "Sensitive private matters, such as family or marital concerns",
      "Detailed written report with photographic and documentary evidence",
    ],
    cta: "Arrange a confidential consultation",
  },
  hero: {
    eyebrow: "Private investigation",
    heading: "Evidence, not assumptions",
    lead: "Our licensed investigators establish the facts in private and corporate matters, always within Hungarian law. You receive our findings in a detailed written report.",
    cta: "Arrange a confidential consultation",
    highlights: ["Complete discretion", "Lawfully obtained evidence", "Detailed written report"],
  },
  services: {
    eyebrow: "Our services",
    heading: "For private and corporate matters",
    lead: "Every assignment is planned individually: we agree at the outset what needs to be established and which lawful means will be used.",
    items: {
      "due-diligence": {
        title: "Corporate due diligence",
        text: "Before you sign a contract, make an investment or fill a key position, we check who you are dealing with.",
        features: [
          "Ownership and company background",
          "Business history and reputation",
          "A risk report ahead of your decision",
        ],
      },
      fraud: {
        title: "Fraud and misconduct",
        text: "If you suspect internal fraud, theft or a data leak, we establish the facts discreetly so that you can act on firm ground.",
        features: [
          "Embezzlement and theft inquiries",
          "Investigation of trade secret leaks",
          "Checks on suspected sick leave abuse",
        ],
      },
      tracing: {
        title: "Asset and person tracing",
        text: "We trace debtors and individuals who cannot be reached, and uncover the asset information needed to recover a debt.",
        features: [
          "Tracing unreachable debtors",
          "Identifying assets for recovery",
          "Finding long-lost contacts",
        ],
      },
      private: {
        title: "Private matters",
        text: "We handle relationship, family and personal matters with tact and in strict confidence.",
        features: [
          "Relationship and marital concerns",
          "Evidence for family law proceedings",
          "The background to harassment or threats",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Why us",
    heading: "Why clients trust us with sensitive matters",
    items: [
      {
        title: "Complete discretion",
        text: "Your instructions are treated in confidence: we discuss the details only with you and keep your data in line with data protection rules.",
      },
      {
        title: "Evidence you can use",
        text: "We gather evidence by lawful means only, so our findings can be used in court proceedings.",
      },
      {
        title: "Licensed and within the law",
        text: "Our investigators are licensed, work within Hungarian law and respect the limits of personal privacy.",
      },
      {
        title: "Clear reporting",
        text: "You receive a detailed written report with photographs, documents and clear conclusions.",
      },
    ],
  },
  targets: {
    eyebrow: "Who we work for",
    heading: "For private clients and businesses",
    groups: [
      {
        title: "Private clients",
        points: [
          "Clarity on relationship and marital concerns",
          "Evidence for divorce or custody proceedings",
          "Tracing debtors and long-lost contacts",
          "The background to harassment or threats",
        ],
      },
      {
        title: "Businesses",
        points: [
          "Vetting business partners before you sign",
          "Uncovering internal fraud and misconduct",
          "Investigating leaks of trade secrets",
          "Asset tracing to support debt recovery",
        ],
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    heading: "How an assignment runs",
    steps: [
      {
        title: "Confidential consultation",
        text: "In person or by phone, we listen to your concerns and what you need to find out.",
      },
      {
        title: "Investigation plan",
        text: "We set the objectives, the lawful methods and the expected timeframe, and confirm the assignment in writing.",
      },
      {
        title: "Fact-finding",
        text: "We gather information from public and lawfully accessible sources and through fieldwork.",
      },
      {
        title: "Documentation",
        text: "Every finding is backed by photographs, documents or other evidence, so that it stands up later.",
      },
      {
        title: "Report and handover",
        text: "We deliver our findings in a detailed written report and, if you wish, discuss the next steps with you.",
      },
    ],
  },
  ctaBand: {
    heading: "Talk to us in confidence",
    text: "Tell us briefly what you need help with – we will get back to you discreetly within 24 hours.",
    cta: "Arrange a confidential consultation",
  },
} satisfies ServiceCopy<"investigation">;
