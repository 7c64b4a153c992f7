import type { HomeContent } from "../types.ts";

export const home = {
  meta: {
    title: "Security and debt collection in Budapest | Danubius Protect",
    description:
      "Debt collection with a 92% success rate, security services, private investigation and property protection in Budapest – for businesses and private clients.",
    keywords: [
      "debt collection Budapest",
      "security company Budapest",
      "security services Hungary",
      "private investigator Budapest",
      "property protection",
      "CCTV installation",
      "squatter removal",
      "facility management Budapest",
    ],
    socialTitle: "Danubius Protect – security and debt collection in Budapest",
    socialDescription:
      "92% collection success, over ten years' experience, more than 150 clients. Debt collection, security, investigation and property protection – handled discreetly.",
  },
  hero: {
    eyebrow: "Security and business services in Budapest",
    heading: "Your debts recovered, your assets protected",
    lead: "For more than ten years we have helped businesses and private clients recover what they are owed, protect their property and get to the bottom of sensitive matters – lawfully and discreetly.",
    cta: "Debt collection in detail",
    secondaryCta: "Request a quote",
    stats: [
      { value: "92%", label: "debt collection success rate" },
      { value: "10+", label: "years of experience" },
      { value: "150+", label: "clients" },
    ],
  },
  services: {
    eyebrow: "Our services",
    heading: "Where you can rely on us",
    lead: "We work in four core areas, with coordinated teams and clear lines of responsibility. Professional cleaning and facility management are also available.",
    cards: {
      security: {
        title: "Security",
        text: "Guarding, CCTV, alarms and access control – from initial design to ongoing monitoring.",
      },
      "debt-collection": {
        title: "Debt collection",
        text: "Lawful, fully documented recovery, from the first payment reminder to legal proceedings, with your business relationships kept intact.",
      },
      investigation: {
        title: "Private investigation",
        text: "Discreet fact-finding in private and corporate matters, with carefully documented findings.",
      },
      "property-protection": {
        title: "Property protection",
        text: "Camera and alarm protection for homes and businesses, and legal representation if squatters move in.",
      },
    },
    cardCta: "Learn more",
  },
  debtCollection: {
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
  security: {
    eyebrow: "Security",
    heading: "Guarding and technology, working together",
    lead: "Trained security officers and modern security systems protect your premises, offices and events. Our systems run with 99.9% reliability.",
    points: [
      "On-site survey and risk assessment",
      "Guarding for offices, commercial sites and events",
      "CCTV, alarm and access control installation",
      "Remote monitoring with clear alarm procedures",
      "Maintenance and continuous system supervision",
    ],
    cta: "Request a security survey",
  },
  investigation: {
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
  propertyProtection: {
    eyebrow: "Property protection",
    heading: "Your home and business, secured",
    lead: "We install modern camera and alarm protection in homes and businesses, and if squatters move in, we act on your behalf with full legal representation.",
    points: [
      "Camera systems with 4, 8 or 16 cameras and a mobile app",
      "Smart alarms and smart home integration",
      "24/7 monitoring and emergency response",
      "Squatter removal with legal representation",
      "Installed in 1–2 days, with a 3-year hardware warranty",
    ],
    cta: "Request a quote",
  },
  whyUs: {
    eyebrow: "Why us",
    heading: "Why clients choose Danubius Protect",
    lead: "We have worked with businesses and private clients for more than ten years. Precision, discretion and lawful methods shape everything we do.",
    reasons: [
      {
        title: "Experience",
        text: "More than a decade of practice in debt collection, security and investigation.",
      },
      {
        title: "Discretion",
        text: "Your affairs stay confidential, and your data is handled under current data protection rules.",
      },
      {
        title: "Lawful methods",
        text: "We work strictly within Hungarian law and document every step we take.",
      },
      {
        title: "One point of contact",
        text: "A dedicated member of our team follows your case throughout and keeps you informed.",
      },
    ],
    stats: [
      { value: "10+", label: "years of experience" },
      { value: "150+", label: "clients" },
      { value: "99.9%", label: "reliability" },
    ],
  },
  testimonials: {
    eyebrow: "Testimonials",
    heading: "What our clients say",
    lead: "Feedback from some of the clients we have worked with in recent years.",
    ratingLabel: "5 out of 5 stars",
    items: [
      {
        name: "Péter Kovács",
        company: "Dunamenti Logisztika Kft.",
        text: "They settled several long-overdue invoices without souring our relationships with the customers concerned. We were kept informed in writing at every step.",
      },
      {
        name: "Katalin Szabó",
        company: "Budai Ingatlankezelő Zrt.",
        text: "Squatters had moved into one of our empty flats. Danubius Protect resolved it quickly and by the book, with legal representation, and their cameras now cover the building.",
      },
      {
        name: "Gábor Horváth",
        company: "Pannon Market Kft.",
        text: "They installed the cameras and alarms in our shops and handle the remote monitoring as well. The system is dependable, and our contact always knows what is going on.",
      },
      {
        name: "Eszter Nagy",
        company: "Private client",
        text: "I turned to them over a family matter. They worked discreetly and thoroughly, and their report answered every question I had.",
      },
    ],
  },
} satisfies HomeContent;
