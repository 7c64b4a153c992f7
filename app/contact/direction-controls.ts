/**
 * Bidirectional control characters (the embeddings and overrides U+202A–U+202E, the isolates
 * U+2066–U+2069, the marks U+200E, U+200F and U+061C) are refused by the contact form, in the
 * browser and on the server alike (schema.ts), with a message in the form's language.
 *
 * Refused rather than shown inert: the form takes Hungarian, English and German text, where
 * they carry no meaning, while shown they reverse what staff read — a name, an address, a
 * phone number — in the back office, the CSV opened in a spreadsheet, the staff e-mail and the
 * webhook's receiver, readers not all ours to make inert. The one visitor they would hinder
 * has pasted one along with text; the message says so and how to fix it.
 */
export const directionControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

export const directionControlMessages = {
  hu: "A szövegben láthatatlan írásirány-jelölő karakter van (bemásolt szöveggel szokott érkezni). Kérjük, gépelje be újra ezt a részt.",
  en: "This text contains an invisible text-direction character (it usually comes with pasted text). Please type this part again.",
  de: "Dieser Text enthält ein unsichtbares Schreibrichtungszeichen (es kommt meist mit eingefügtem Text). Bitte tippen Sie diesen Teil neu ein.",
} as const;
