import type { ContactFormContent } from "../types.ts";

export const form = {
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    service: "Service",
    message: "Message",
  },
  placeholders: {
    name: "Anna Kovács",
    email: "anna@example.com",
    phone: "+36 30 123 4567",
    message: "Tell us briefly how we can help.",
  },
  servicePlaceholder: "Choose a service",
  optional: "optional",
  required: "required",
  submit: "Send Message",
  sending: "Sending…",
  privacyNote: ["By sending this message you accept our ", "privacy notice", "."],
  fieldErrors: {
    nameTooShort: "Please enter your name (at least 2 characters).",
    emailInvalid: "Please enter a valid email address.",
    tooLong: "This text is too long.",
  },
  notices: {
    validation: {
      title: "Missing details",
      text: "Please fill in all required fields correctly (name at least 2 characters, a valid email).",
    },
    failure: { title: "Something went wrong", text: "Please try again later." },
    success: {
      title: "Message sent",
      text: "Thank you for getting in touch. We will contact you within 24 hours.",
    },
    rateLimited: {
      title: "Too many messages",
      text: "We have received several messages from you in a short time. Please try again in a few minutes.",
    },
    rejected: {
      title: "Your message could not be sent",
      text: "The request was not in the expected form. Please fill in the form on this page again.",
    },
  },
  dismiss: "Dismiss notification",
} satisfies ContactFormContent;
