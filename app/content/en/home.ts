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
    cardCta: "Learn more",
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
