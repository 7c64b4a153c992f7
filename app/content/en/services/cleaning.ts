import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Professional cleaning in Budapest | Danubius Protect",
    description:
      "Regular and one-off cleaning for offices, residential buildings and industrial sites in Budapest – by a reliable, discreet team, around your working hours.",
    keywords: [
      "cleaning company Budapest",
      "office cleaning Budapest",
      "commercial cleaning",
      "communal area cleaning",
      "deep cleaning",
      "industrial cleaning",
      "disinfection services",
      "post-construction cleaning",
    ],
    socialTitle: "Professional cleaning by a team you can trust",
    socialDescription:
      "Office, residential and industrial cleaning from a security company that knows what it means to let people into your building.",
  },
  name: "Cleaning",
  navLabel: "Cleaning",
  selectLabel: "Professional cleaning",
  hero: {
    eyebrow: "Professional cleaning",
    heading: "Clean spaces, a team you can trust",
    lead: "We clean offices, residential buildings and industrial premises, regularly or as a one-off, around your working hours. As a security company, we know what it means to let people into your building – our team is reliable and discreet.",
    cta: "Request a quote",
    highlights: [
      "Outside your working hours",
      "A permanent, trained team",
      "Regular quality checks",
    ],
  },
  services: {
    eyebrow: "Our services",
    heading: "From offices to factory floors",
    lead: "Regular and one-off cleaning, tailored to the type of building and how it is used.",
    items: {
      offices: {
        title: "Office cleaning",
        text: "Daily or weekly cleaning, so your staff and visitors always walk into a well-kept workplace.",
        features: [
          "Workstations and meeting rooms",
          "Kitchen and washroom hygiene",
          "Waste handling and recycling",
        ],
      },
      deep: {
        title: "Deep cleaning",
        text: "Thorough periodic cleaning, or a one-off clean after refurbishment, a move or a change of season.",
        features: [
          "Window and glass cleaning",
          "Machine cleaning of carpets and upholstery",
          "After-builders cleaning",
        ],
      },
      residential: {
        title: "Residential buildings",
        text: "Regular cleaning of stairwells, lifts, entrances and courtyards, on a schedule agreed with your managing agent.",
        features: [
          "Stairwell and lift cleaning",
          "Entrances and glass doors",
          "Courtyards, paths and bin stores",
        ],
      },
      industrial: {
        title: "Industrial cleaning and disinfection",
        text: "Cleaning of halls, warehouses and production areas, with disinfection carried out to the applicable regulations.",
        features: [
          "Machine cleaning of large floor areas",
          "Disinfection cleaning",
          "Full compliance with health and safety rules",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Why us",
    heading: "Why clients trust us with their cleaning",
    items: [
      {
        title: "People you can trust",
        text: "As a security company, we are particular about who enters your building. Your keys and premises are in safe hands.",
      },
      {
        title: "Flexible hours",
        text: "We work before or after hours and at weekends, so cleaning never gets in the way of your day.",
      },
      {
        title: "Consistent quality",
        text: "An agreed cleaning plan and regular checks keep standards the same from one week to the next.",
      },
      {
        title: "One point of contact",
        text: "A single contact coordinates your cleaning – and, if you wish, facility management and security as well.",
      },
    ],
  },
  targets: {
    eyebrow: "Who it is for",
    heading: "Offices, residential buildings and industrial sites",
    groups: [
      {
        title: "Offices",
        points: [
          "Regular cleaning outside working hours",
          "Meeting rooms and reception areas always presentable",
          "An agreed cleaning plan and schedule",
        ],
      },
      {
        title: "Residential buildings",
        points: [
          "Regular cleaning of stairwells, lifts and entrances",
          "Ongoing liaison with your managing agent",
          "One-off cleans after refurbishment or a move",
        ],
      },
      {
        title: "Commercial and industrial sites",
        points: [
          "Machine cleaning of halls and warehouses",
          "Shop cleaning before opening or after closing",
          "Hygiene and health and safety rules observed",
        ],
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    heading: "How we get started",
    steps: [
      {
        title: "Site survey",
        text: "We walk through the building and assess the surfaces, how the space is used and what you expect.",
      },
      {
        title: "Cleaning plan and quote",
        text: "We draw up a task list and schedule, then send you a detailed quote.",
      },
      {
        title: "Training and start",
        text: "We train your permanent team on site, so the work follows the agreed plan from day one.",
      },
      {
        title: "Ongoing quality checks",
        text: "We check quality regularly and refine the cleaning plan based on your feedback.",
      },
    ],
  },
  ctaBand: {
    heading: "Request a cleaning quote",
    text: "Tell us about your building and how often you need us, and we will get back to you within 24 hours.",
    cta: "Request a quote",
  },
} satisfies ServiceCopy<"cleaning">;
