/**
 * The Hungarian definite article before a word or number: "az" before a vowel sound, "a"
 * before a consonant — "az 1. változat", "a 2. változat", "az arpad@example.hu címről",
 * "a kovacs@example.hu címről". A number is read aloud: "az" for the numbers whose name starts
 * with a vowel (egy, öt, egymillió, ezer, ...): 1, 5, 50, 500, 1000, 5000, 1 000 000, ...
 * Capitalised at the start of a sentence with `capital`. Used instead of "a(z)".
 */

/** Whether a whole number's Hungarian name starts with a vowel. */
function numberStartsWithVowel(digits: string): boolean {
  const plain = digits.replace(/^0+(?=\d)/, "");
  if (plain === "0") return false; // nulla
  const length = plain.length;
  // Read in groups of three from the left: the first group's name starts the number.
  const lead = length % 3 === 0 ? 3 : length % 3;
  const first = plain.slice(0, lead);
  // A leading group of "1" in a long number is read "egy…" (egymillió) or "ezer" (1000–1999):
  // both vowels.
  if (Number(first) === 1) return true;
  const head = first[0];
  // 1 egy, 5 öt; 10 tíz, 50 ötven, 100 száz, 500 ötszáz; as the first digit read of its group.
  if (first.length === 1) return head === "1" || head === "5";
  if (first.length === 2) return head === "5"; // 1x tizen-/tíz, 5x ötven
  // Three digits: 1xx száz…, 5xx ötszáz…
  return head === "5";
}

/** "az" or "a" for what follows; `capital` for the start of a sentence ("Az", "A"). */
export function article(next: string | number, { capital = false } = {}): string {
  const text = String(next).trim();
  const word = /^[„"'(«‹“]*(.*)$/su.exec(text)?.[1] ?? text;
  let vowel: boolean;
  const digits = /^\d[\d\s\u00a0\u202f.]*/.exec(word)?.[0];
  if (digits !== undefined) {
    // "1 000 000" or "1.000.000" as one number; "1." an ordinal reads as its number.
    const grouped = /^\d{1,3}([\s\u00a0\u202f.]\d{3})+(?!\d)/.exec(word)?.[0];
    vowel = numberStartsWithVowel((grouped ?? /^\d+/.exec(word)?.[0] ?? "0").replace(/\D/g, ""));
  } else {
    vowel = /^[aáeéiíoóöőuúüű]/i.test(word);
  }
  const chosen = vowel ? "az" : "a";
  return capital ? `${chosen[0]?.toUpperCase()}${chosen.slice(1)}` : chosen;
}

/** The article and the word: "az 1.", "a kovacs@example.hu". */
export const withArticle = (next: string | number, options?: { capital?: boolean }) =>
  `${article(next, options)} ${next}`;
