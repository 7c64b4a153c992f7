import type { CommonContent } from "../types.ts";

export const common = {
  languageName: "English",
  skipToContent: "Skip to content",
  brandTagline: "Security and business services in Budapest",
  nav: {
    label: "Main navigation",
    home: "Home",
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
    address: "{street} {number} (office building), {postalCode} {city}, Hungary",
    responsePromise: "We reply to every enquiry within 24 hours.",
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
