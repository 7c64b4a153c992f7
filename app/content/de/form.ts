import type { ContactFormContent } from "../types.ts";

export const form = {
  labels: {
    name: "Name",
    email: "E-Mail-Adresse",
    phone: "Telefonnummer",
    service: "Leistung",
    message: "Nachricht",
  },
  placeholders: {
    name: "Anna Kovács",
    email: "anna@beispiel.de",
    phone: "+36 30 123 4567",
    message: "Beschreiben Sie kurz, wobei wir Sie unterstützen können.",
  },
  servicePlaceholder: "Leistung auswählen",
  optional: "optional",
  required: "Pflichtfeld",
  submit: "Nachricht senden",
  sending: "Wird gesendet…",
  privacyNote: ["Mit dem Absenden akzeptieren Sie unsere ", "Datenschutzerklärung", "."],
  fieldErrors: {
    nameTooShort: "Bitte geben Sie Ihren Namen ein (mindestens 2 Zeichen).",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    tooLong: "Der Text ist zu lang.",
  },
  notices: {
    validation: {
      title: "Angaben unvollständig",
      text: "Bitte füllen Sie alle Pflichtfelder korrekt aus (Name mindestens 2 Zeichen, gültige E-Mail-Adresse).",
    },
    failure: {
      title: "Es ist ein Fehler aufgetreten",
      text: "Bitte versuchen Sie es später noch einmal.",
    },
    success: {
      title: "Nachricht gesendet",
      text: "Vielen Dank für Ihre Anfrage. Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    },
    rateLimited: {
      title: "Zu viele Nachrichten",
      text: "Von Ihnen sind in kurzer Zeit mehrere Nachrichten eingegangen. Bitte versuchen Sie es in einigen Minuten erneut.",
    },
    rejected: {
      title: "Nachricht konnte nicht gesendet werden",
      text: "Die Anfrage hatte nicht das erwartete Format. Bitte füllen Sie das Formular auf dieser Seite erneut aus.",
    },
  },
  dismiss: "Hinweis schließen",
} satisfies ContactFormContent;
