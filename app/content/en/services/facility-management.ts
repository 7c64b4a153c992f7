import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Facility management in Budapest | Danubius Protect",
    description:
      "Technical operation, maintenance, caretaking and reception services, coordinated for office buildings, residential blocks and industrial sites in Budapest.",
    keywords: [
      "facility management Budapest",
      "building management",
      "technical facility management",
      "planned maintenance",
      "caretaking services",
      "reception and concierge",
      "building operations Hungary",
    ],
    socialTitle: "Facility management – your building, running smoothly",
    socialDescription:
      "Technical operation, planned maintenance, caretaking and security from one accountable partner, with clear documentation.",
  },
  name: "Facility management",
  navLabel: "Facilities",
  selectLabel: "Facility management",
  hero: {
    eyebrow: "Facility management",
    heading: "Your building runs, you run your business",
    lead: "We take over the technical operation, maintenance and day-to-day supervision of your office building, residential block or site. One contact looks after everything, and every job is documented.",
    cta: "Request a quote",
    highlights: [
      "Planned, preventive maintenance",
      "One number for every fault report",
      "Operations and security coordinated",
    ],
  },
  services: {
    eyebrow: "Our services",
    heading: "Every side of building operations",
    lead: "We handle technical, operational and security tasks alike, tailored to the needs of your building.",
    items: {
      operation: {
        title: "Technical operation and maintenance",
        text: "Supervision and planned maintenance of building services, electrical and low-voltage systems.",
        features: [
          "Preventive maintenance schedule",
          "Troubleshooting and repairs",
          "Heating, cooling and ventilation oversight",
        ],
      },
      caretaking: {
        title: "Caretaking and building supervision",
        text: "An on-site caretaker who knows the building and takes care of the day-to-day tasks.",
        features: [
          "Daily building rounds",
          "Minor repairs on the spot",
          "Tenant and resident requests handled",
        ],
      },
      inspections: {
        title: "Inspections and records",
        text: "We keep track of mandatory inspections and make sure they are carried out on time.",
        features: [
          "Scheduling of statutory inspections",
          "Fire and electrical safety checks",
          "Operations log and regular reports",
        ],
      },
      reception: {
        title: "Reception and security",
        text: "We combine facility management with our own security services: reception, access control and camera surveillance.",
        features: [
          "Reception and front desk service",
          "Access control and key management",
          "Camera and alarm monitoring",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Why us",
    heading: "Why clients trust us with their buildings",
    items: [
      {
        title: "One accountable partner",
        text: "No juggling of subcontractors: we coordinate the technical, cleaning and security work for you.",
      },
      {
        title: "Prevention, not repair",
        text: "Planned maintenance reduces the risk of unexpected breakdowns and the cost of repairs.",
      },
      {
        title: "Full transparency",
        text: "Every job is documented, and our regular reports keep you up to date on the state of your building.",
      },
      {
        title: "Over ten years' experience",
        text: "We have worked for businesses for more than a decade and know what it takes to keep a building running smoothly.",
      },
    ],
  },
  targets: {
    eyebrow: "Who it is for",
    heading: "From office buildings to industrial sites",
    groups: [
      {
        title: "Office buildings",
        points: [
          "Building services kept running for undisturbed work",
          "Tenant requests handled in an organised way",
          "Reception, access control and front desk",
        ],
      },
      {
        title: "Residential buildings",
        points: [
          "A caretaker and planned maintenance",
          "Records of all mandatory inspections",
          "Close cooperation with your managing agent",
        ],
      },
      {
        title: "Commercial and industrial sites",
        points: [
          "Technical systems kept in continuous operation",
          "Maintenance planned around your production schedule",
          "Site security and camera surveillance",
        ],
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    heading: "From handover to day-to-day operation",
    steps: [
      {
        title: "Building survey",
        text: "We walk through the site, assess the technical systems and review the existing documentation.",
      },
      {
        title: "Operations plan",
        text: "We define the tasks, the maintenance schedule and who is responsible for what, then send you a quote.",
      },
      {
        title: "Handover",
        text: "We take over operations in an orderly way and introduce your building's caretaker and your contact.",
      },
      {
        title: "Ongoing operation",
        text: "We carry out the planned work, deal with fault reports and report back regularly on the state of the building.",
      },
    ],
  },
  ctaBand: {
    heading: "Let us talk about your building",
    text: "Tell us about your facility, and within 24 hours we will get back to you to arrange a meeting.",
    cta: "Arrange a meeting",
  },
} satisfies ServiceCopy<"facility-management">;
