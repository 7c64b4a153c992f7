import type { CommonContent } from "../types.ts";

export const common = {
  languageName: "English",
  skipToContent: "Skip to content",
  brandTagline: "Security and business services in Budapest",
  nav: {
    label: "Main navigation",
    home: "Home",
    services: {
      "debt-collection": "Collections",
      security: "Security",
      investigation: "Investigations",
      "property-protection": "Property",
      cleaning: "Cleaning",
      "facility-management": "Facilities",
    },
    contact: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    chooseLanguage: "Choose language",
  },
  footer: {
    tagline:
      "Debt collection, security, private investigation and property protection for businesses and private clients – handled discreetly and always within Hungarian law.",
    servicesHeading: "Services",
    companyHeading: "Company",
    terms: "Terms and conditions",
    privacy: "Privacy notice",
    languagesHeading: "Languages",
    rights: "All rights reserved.",
  },
  contact: {
    eyebrow: "Contact",
    heading: "Tell us how we can help",
    lead: "Give us a brief outline of your situation. Everything you share is treated in confidence, and a member of our team will get back to you personally.",
    emailLabel: "Email",
    phoneLabel: "Phone",
    addressLabel: "Address",
    address: "Margit körút 43 (office building), 1024 Budapest, Hungary",
    responsePromise: "We reply to every enquiry within 24 hours.",
  },
  serviceNames: {
    "debt-collection": "Debt collection",
    security: "Security services",
    investigation: "Private investigation",
    "property-protection": "Property protection",
    cleaning: "Professional cleaning",
    "facility-management": "Facility management",
  },
  tableOfContents: "Contents",
  notFound: {
    title: "Page not found",
    text: "Oops! Page not found",
    homeLink: "Back to the home page",
  },
  cta: {
    requestQuote: "Request a quote",
    learnMore: "Learn more",
    contactUs: "Contact us",
  },
} satisfies CommonContent;
