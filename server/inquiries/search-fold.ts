/**
 * How a search compares a name or an address: in any case and without accents, so "szabo"
 * finds "Szabó Péter" and "ARPAD" finds "Szőke Árpád". Written once for both databases: the
 * SQLite connection runs `foldForSearch` as a function of its own, PostgreSQL the same steps
 * in SQL (lower case, decomposed to letters and combining marks, the marks removed).
 */

/** The combining diacritical marks, as NFD writes the accents of Latin letters. */
const marks = "\u0300-\u036f";
const markPattern = new RegExp(`[${marks}]`, "g");

export const foldForSearch = (text: string): string =>
  text.normalize("NFD").replace(markPattern, "").toLowerCase();

/** The same fold in PostgreSQL's SQL (a UTF-8 database, whose lower() folds every letter). */
const [foldOpen, foldClose] = [
  "regexp_replace(normalize(lower(",
  `), NFD), '[${marks}]', '', 'g')`,
];

/** The fold of a column, in PostgreSQL. */
export const postgresFold = (column: string): string => `${foldOpen}${column}${foldClose}`;

/** The fold of a value, in PostgreSQL: `${open}${value}::text${close}` in a query. */
export const postgresFoldParts = { open: foldOpen, close: foldClose } as const;
