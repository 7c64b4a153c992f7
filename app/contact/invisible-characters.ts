/**
 * Invisible characters the contact form refuses, in the browser and on the server alike
 * (schema.ts), each kind with a message in the form's language.
 *
 * Bidirectional controls (the embeddings and overrides U+202A–U+202E, the isolates
 * U+2066–U+2069, the marks U+200E, U+200F and U+061C), in every field: the form takes
 * Hungarian, English and German text, where they carry no meaning, while shown they reverse
 * what staff read — a name, an address, a phone number — in the back office, the CSV opened in
 * a spreadsheet, the staff e-mail and the webhook's receiver, readers not all ours to make
 * inert.
 *
 * Invisible format characters (the zero-width space, non-joiner and joiner U+200B–U+200D, the
 * word joiner U+2060 and the byte-order mark U+FEFF), in one-line fields: "An\u200Bna" looks
 * like "Anna" everywhere staff read it, yet no search for "Anna" finds it and a reply to such
 * an address bounces. In the message they stay: the joiner builds emoji and some scripts'
 * letters, and nobody searches a message.
 *
 * Refused rather than removed: the one visitor they would hinder has pasted one along with
 * text; the message says so and how to fix it, and what is stored is what was typed.
 */
export const directionControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
export const invisibleFormatCharacters = /[\u200b-\u200d\u2060\ufeff]/;

export const directionControlMessages = {
  hu: "A szövegben láthatatlan írásirány-jelölő karakter van (bemásolt szöveggel szokott érkezni). Kérjük, gépelje be újra ezt a részt.",
  en: "This text contains an invisible text-direction character (it usually comes with pasted text). Please type this part again.",
  de: "Dieser Text enthält ein unsichtbares Schreibrichtungszeichen (es kommt meist mit eingefügtem Text). Bitte tippen Sie diesen Teil neu ein.",
} as const;

/**
 * Both messages in the page's language, as the form's field errors (the island gets them with
 * its copy: one language, not the three tables).
 */
export const invisibleFieldErrors = (language: keyof typeof directionControlMessages) => ({
  directionControl: directionControlMessages[language],
  invisibleCharacter: invisibleCharacterMessages[language],
});

export const invisibleCharacterMessages = {
  hu: "A mezőben láthatatlan karakter van (például nulla szélességű szóköz, bemásolt szöveggel szokott érkezni). Kérjük, törölje a mező tartalmát, és gépelje be újra.",
  en: "This field contains an invisible character (such as a zero-width space; it usually comes with pasted text). Please clear the field and type it again.",
  de: "Dieses Feld enthält ein unsichtbares Zeichen (etwa ein Leerzeichen ohne Breite; es kommt meist mit eingefügtem Text). Bitte leeren Sie das Feld und tippen Sie den Inhalt neu ein.",
} as const;
