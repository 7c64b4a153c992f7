import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Property protection, CCTV and alarms | Danubius Protect",
    description:
      "CCTV, alarm and smart home systems installed in 1–2 days with a 3-year hardware warranty – and legal representation if squatters occupy your property.",
    keywords: [
      "property protection Budapest",
      "CCTV installation",
      "burglar alarm",
      "smart home security",
      "24/7 monitoring",
      "squatter removal",
      "home security Hungary",
      "business security systems",
    ],
    socialTitle: "Property protection – CCTV, alarms and smart home",
    socialDescription:
      "Camera and alarm protection for homes and businesses, installed in 1–2 days with a 3+1-year warranty. Legal representation if squatters move in.",
  },
  name: "Property protection",
  navLabel: "Property",
  selectLabel: "Property protection",
  homeCard: {
    title: "Property protection",
    text: "Camera and alarm protection for homes and businesses, and legal representation if squatters move in.",
  },
  homeFeature: {
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
  hero: {
    eyebrow: "Property protection",
    heading: "Protecting your property, from cameras to court",
    lead: "We install CCTV, alarms and smart home systems, and if squatters move in, we act for you with legal representation. Your system is installed and running within 1–2 days.",
    cta: "Request a quote",
    highlights: [
      "For homes and businesses",
      "Smart home integration and remote monitoring",
      "Legal representation against squatters",
    ],
  },
  stats: [
    { value: "1–2 days", label: "to install" },
    { value: "3+1 years", label: "warranty and free servicing" },
    { value: "99.9%", label: "reliability" },
  ],
  services: {
    eyebrow: "Our solutions",
    heading: "Protection in layers",
    lead: "From camera surveillance to legal action, every element is planned to work together, so your property is protected around the clock.",
    items: {
      cctv: {
        title: "CCTV systems",
        text: "High-definition cameras covering entrances, gardens and interiors, with live view and searchable recordings.",
        features: [
          "Indoor and outdoor cameras",
          "Night vision",
          "Live view and playback on your phone",
          "Secure recording and storage",
        ],
      },
      alarms: {
        title: "Alarm systems",
        text: "Door, window and motion sensors with sirens, plus an instant alert to you and the monitoring centre whenever the alarm is triggered.",
        features: [
          "Door, window and motion sensors",
          "Indoor and outdoor sirens",
          "Arm and disarm from your phone",
          "Connection to a monitoring centre",
        ],
      },
      "smart-home": {
        title: "Smart home",
        text: "We link lighting, blinds and locks to your security system, so you can control everything from one app – at home or away.",
        features: [
          "Smart locks and access control",
          "Lighting and blind control",
          "Presence simulation while you are away",
          "Custom automations and schedules",
        ],
      },
      squatters: {
        title: "Squatter removal",
        text: "If your property is occupied without your consent, we recover possession for you through lawful channels only, with legal representation.",
        features: [
          "Assessment and evidence gathering",
          "Possession proceedings started on your behalf",
          "Representation before the authorities and courts",
          "Securing the property once vacated",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Why us",
    heading: "Why clients trust us with their property",
    items: [
      {
        title: "Fast installation",
        text: "Your system is installed and running within 1–2 days, with as little disruption as possible.",
      },
      {
        title: "Dependable technology",
        text: "Our systems run with 99.9% reliability. Hardware comes with a 3-year warranty and 1 year of free servicing.",
      },
      {
        title: "Technology with legal backing",
        text: "Where technology is not enough, we continue with legal representation – there is no need to find another provider.",
      },
      {
        title: "Experience and discretion",
        text: "We have worked for businesses and private clients for more than ten years, and we treat their recordings and data in confidence.",
      },
    ],
  },
  targets: {
    eyebrow: "Who it is for",
    heading: "For homes and businesses",
    groups: [
      {
        title: "Homes",
        subtitle: "Flats, houses and holiday homes",
        points: [
          "Cameras and alarms covering entrances and gardens",
          "See what is happening at home, wherever you are",
          "Protection for empty properties against squatters",
        ],
      },
      {
        title: "Businesses",
        subtitle: "Shops, offices, warehouses and commercial sites",
        points: [
          "CCTV for shop floors and stockrooms",
          "Remote monitoring and response outside opening hours",
          "Access control and automation for your staff",
        ],
      },
    ],
  },
  packages: {
    eyebrow: "Packages",
    heading: "Three packages, clearly priced",
    lead: "Three levels of protection for homes and businesses. Choose the one that suits your property, and we will agree the details with you in person.",
    popularBadge: "Most popular",
    notes: [
      "All prices include 27% VAT.",
      "Your system is installed within 1–2 days.",
      "3-year hardware warranty plus 1 year of free servicing.",
      "Need something different? We will prepare a tailored quote.",
    ],
    orderCta: "Order this package",
    orderMessage:
      "I am interested in the {package} property protection package. Please contact me with the details and possible installation dates.",
    perUnit: "one-off, incl. VAT",
    items: {
      basic: {
        name: "Basic",
        features: ["4 cameras", "Basic alarm system", "Mobile app", "Professional installation"],
      },
      premium: {
        name: "Premium",
        features: ["8 cameras", "Smart alarm", "Smart home integration", "24/7 monitoring"],
      },
      professional: {
        name: "Professional",
        features: [
          "16 cameras",
          "Comprehensive alarm system",
          "Full automation",
          "Emergency response service",
        ],
      },
    },
  },
  ctaBand: {
    heading: "Get a quote for your property",
    text: "Tell us what kind of property you would like to protect, and we will come back to you with the details within 24 hours.",
    cta: "Request a quote",
  },
} satisfies ServiceCopy<"property-protection">;
