/**
 * How a search compares a name or an address: in any case and without accents, so "szabo"
 * finds "Szabó Péter" and "ARPAD" finds "Szőke Árpád". Written once for both databases: the
 * SQLite connection runs `foldForSearch` as a function of its own (`fold_search`, registered
 * as the file opens, schema.ts), PostgreSQL the same steps in SQL (lower case, decomposed to
 * letters and combining marks, the marks removed).
 */
import { type Database, raw, type Sql, sql } from "../shared/sql.ts";

/** The combining diacritical marks, as NFD writes the accents of Latin letters. */
const marks = "\u0300-\u036f";
const markPattern = new RegExp(`[${marks}]`, "g");

export const foldForSearch = (text: string): string =>
  text.normalize("NFD").replace(markPattern, "").toLowerCase();

/**
 * Each database's fold of a column or a value, and its function for where one text stands in
 * another (PostgreSQL's lower() folds every letter of a UTF-8 database).
 */
const dialects = {
  sqlite: { fold: (value: Sql) => sql`fold_search(${value})`, position: raw("instr") },
  postgres: {
    fold: (value: Sql) =>
      sql`regexp_replace(normalize(lower(${value}), NFD), ${raw(`'[${marks}]'`)}, '', 'g')`,
    position: raw("strpos"),
  },
};

/** A name or an address holds `text`, in any case and without accents. */
export const found = (dialect: Database["dialect"], text: string): Sql => {
  const { fold, position } = dialects[dialect];
  // Typed, as PostgreSQL cannot tell which lower() a bare parameter means.
  const [name, email, needle] = [sql`name`, sql`email`, sql`CAST(${text} AS TEXT)`].map(fold);
  return sql`(${position}(${name}, ${needle}) > 0 OR ${position}(${email}, ${needle}) > 0)`;
};
