import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Security guarding and systems in Budapest | Danubius Protect",
    description:
      "Manned guarding, event security and CCTV, alarm and access control systems in Budapest – from site survey to remote monitoring, with 99.9% reliability.",
    keywords: [
      "security company Budapest",
      "manned guarding",
      "security guards Budapest",
      "event security",
      "CCTV installation",
      "intruder alarms",
      "access control systems",
      "remote monitoring",
    ],
    socialTitle: "Guarding and security systems from one partner",
    socialDescription:
      "Trained security officers and systems with 99.9% reliability for offices, commercial sites, homes and events – backed by more than ten years' experience.",
  },
  name: "Security",
  navLabel: "Security",
  selectLabel: "Security services",
  homeCard: {
    title: "Security",
    text: "Guarding, CCTV, alarms and access control – from initial design to ongoing monitoring.",
  },
  homeFeature: {
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
  hero: {
    eyebrow: "Guarding and security systems",
    heading: "Trained officers, dependable systems",
    lead: "We protect your offices, premises, home or event with trained security officers and modern security systems – from the initial site survey to ongoing monitoring.",
    cta: "Request a security survey",
    highlights: [
      "On-site survey and risk assessment",
      "Guarding and technology from one partner",
      "Remote monitoring and regular maintenance",
    ],
  },
  services: {
    eyebrow: "Our services",
    heading: "Four services, one security plan",
    lead: "We bring manned guarding and technology together in a single security plan, so officers and systems reinforce each other.",
    items: {
      guarding: {
        title: "Manned guarding",
        text: "Our trained security officers protect office buildings, commercial sites and shops according to assignment instructions agreed with you.",
        features: [
          "Static guarding and reception cover",
          "Patrols and inspection rounds",
          "Access control and visitor management",
        ],
      },
      events: {
        title: "Event security",
        text: "At corporate events, conferences and private functions, we keep guests and valuables safe without drawing attention.",
        features: [
          "A security plan tailored to the venue",
          "Entry control and guest list management",
          "Discreet presence throughout the event",
        ],
      },
      systems: {
        title: "Security systems",
        text: "We design and install CCTV, alarm and access control systems matched to the risks of your site.",
        features: [
          "CCTV systems",
          "Intruder detection and alarm systems",
          "Card and keypad access control",
        ],
      },
      monitoring: {
        title: "Remote monitoring and maintenance",
        text: "We monitor your systems continuously, handle alarms to a clear protocol and keep everything in working order through regular maintenance.",
        features: [
          "Alarm receiving and handling",
          "On-site response when an alarm is raised",
          "Regular maintenance and fault repair",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Why us",
    heading: "Why clients trust us with their security",
    items: [
      {
        title: "Guarding and technology together",
        text: "One partner is responsible for both officers and systems, so nothing falls between two providers.",
      },
      {
        title: "99.9% reliability",
        text: "Our systems run with 99.9% reliability, and regular maintenance heads off faults before they occur.",
      },
      {
        title: "More than ten years' experience",
        text: "For over a decade we have protected offices, commercial sites, homes and events.",
      },
      {
        title: "Lawful and discreet",
        text: "We work within Hungarian law, and handle CCTV footage and personal data in line with data protection rules.",
      },
    ],
  },
  targets: {
    eyebrow: "Who we work for",
    heading: "For businesses, homes and events",
    groups: [
      {
        title: "Businesses",
        subtitle: "Offices, shops, commercial sites and warehouses",
        points: [
          "Guarding and reception cover",
          "CCTV, alarms and access control",
          "Remote monitoring outside business hours",
        ],
      },
      {
        title: "Private clients",
        subtitle: "Houses, flats and holiday homes",
        points: [
          "Camera and alarm protection",
          "Remote monitoring and on-site response to alarms",
          "Personal security advice",
        ],
      },
      {
        title: "Events",
        subtitle: "Corporate events, conferences and private functions",
        points: [
          "Security plan and venue walk-through",
          "Entry control and guest list management",
          "Discreet security staff",
        ],
      },
    ],
  },
  ctaBand: {
    heading: "Request a security survey",
    text: "Tell us what you need to protect – we will reply within 24 hours to arrange a site survey.",
    cta: "Request a security survey",
  },
} satisfies ServiceCopy<"security">;
