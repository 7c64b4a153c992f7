/**
 * Rules a field's help text states beyond plain copy (copy-checks.ts): a placeholder that must
 * stand exactly once, a text the contract fixes, a phone number's shape. Each is a pattern the
 * editor checks as it is typed and the release checks again (both run the field's pattern),
 * and says what is wrong with a value that breaks it.
 */
export interface TextRule {
  /** A regular expression the whole text must match (anchored at both ends). */
  pattern: string;
  /** The rule, as the editor states it under the field. */
  says: string;
  /** What is wrong with a value that breaks the rule, for the person fixing it. */
  problem(value: string): string;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `placeholder` stands exactly once: "{csomag}" in a package's prefilled message. */
export function once(placeholder: string): TextRule {
  const other = `(?:(?!${literal(placeholder)})[\\s\\S])*`;
  return {
    pattern: `${other}${literal(placeholder)}${other}`,
    says: `a ${placeholder} pontosan egyszer szerepeljen`,
    problem(value) {
      const count = value.split(placeholder).length - 1;
      return count === 0
        ? `a ${placeholder} hiányzik; pontosan egyszer kell szerepelnie`
        : `a ${placeholder} ${count}-szor szerepel; pontosan egyszer kell`;
    },
  };
}

/** The text is fixed, letter for letter: the contract of the form or the 404 page says it. */
export function fixed(text: string): TextRule {
  return {
    pattern: literal(text),
    says: `ez a szöveg rögzített, betűre pontosan: „${text}”`,
    problem: (value) => `most „${value}” áll; a rögzített szöveg „${text}”`,
  };
}

/** A phone number in international form, in groups: "+36 1 234 5678". */
export const internationalPhone: TextRule = {
  pattern: "\\+\\d{1,3}(?: \\d{1,4}){2,5}",
  says: "nemzetközi formában, szóközzel tagolva álljon, pl. +36 1 234 5678",
  problem: (value) => `„${value}” nem nemzetközi formájú telefonszám; így írja: +36 1 234 5678`,
};

const known = new Map<string, TextRule>();

/** Remembers a rule by its words, so a message that states it leads back to it. */
export function remember(rule: TextRule): TextRule {
  known.set(rule.says, rule);
  return rule;
}

/** The rule a field's message states, if it states one. */
export const ruleIn = (message: string): TextRule | undefined =>
  [...known.values()].find((rule) => message.includes(rule.says));
