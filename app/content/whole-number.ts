/**
 * A whole number as staff type it, and nothing else: "349000", "349 000", "349.000" and
 * "349 000 Ft" are 349000. Groups of three digits may be split by spaces (also the
 * non-breaking and narrow ones that copied text brings) or by dots, one kind in a number;
 * "Ft" may follow. Anything else — a letter O for a zero ("189 O00"), an exponent ("1e6"),
 * a decimal comma ("12,5"), a sign — is no number: the editor refuses it on the spot rather
 * than guess (a browser's number parsing reads "189 O00" as 189 and "1e6" as 1000000).
 */

const space = "[ \\u00a0\\u202f]";
const grouped = new RegExp(`^(\\d{1,3})((?:${space}\\d{3})+|(?:\\.\\d{3})+)?$`);
const currency = new RegExp(`${space}*Ft$`, "i");

/** The number the text means, or undefined when it is not a whole number as written above. */
export function parseWholeNumber(text: string): number | undefined {
  const plain = text.trim().replace(currency, "").trim();
  if (/^\d+$/.test(plain)) return safe(Number(plain));
  const groups = grouped.exec(plain);
  if (!groups?.[2]) return undefined;
  return safe(Number(plain.replace(/\D/g, "")));
}

const safe = (value: number) => (Number.isSafeInteger(value) ? value : undefined);

/** A whole number as the editor shows it: "349 000". */
export const formatWholeNumber = (value: number): string =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** Why a typed text is no whole number, in the editor's words, naming its field. */
export const wholeNumberProblem = (label: string, text: string): string =>
  `„${label}”: „${text.trim()}” nem egész szám. Csak számjegyeket írjon, hármas csoportokban szóközzel vagy ponttal tagolva, pl. 349000, 349 000 vagy 349.000 (a „Ft” elhagyható).`;
