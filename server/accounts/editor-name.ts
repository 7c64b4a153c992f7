/**
 * The names editor accounts may have: the names people have, as the history shows them. Words
 * of letters (with their accents), joined by single spaces, hyphens or apostrophes, with dots
 * after letters inside the name ("Dr. Kovács Anna", "J. R. Tóth"); 1 to 100 characters in
 * NFC. Nothing git would strip or refuse in an identity: no `<`, `>`, no control characters,
 * no dot, apostrophe or space at either end (git drops those, so the history would show
 * another name than the account's).
 */
export const maxNameLength = 100;

const word = "\\p{L}\\p{M}*(?:\\p{L}\\p{M}*)*";
const namePattern = new RegExp(`^${word}(?:(?:[ \\-'’]|\\. ?)${word})*$`, "u");

/** The name as it is stored and shown, or an error saying what a name may be. */
export function parseEditorName(
  raw: string | undefined,
): { ok: true; name: string } | { ok: false; error: string } {
  const name = (raw ?? "").trim().normalize("NFC");
  if (name.length === 0 || name.length > maxNameLength || !namePattern.test(name)) {
    return {
      ok: false,
      error: `A name is 1 to ${maxNameLength} characters: letters, with single spaces, hyphens or apostrophes between words, and dots after letters inside it (for example "Dr. Kovács Anna").`,
    };
  }
  return { ok: true, name };
}
