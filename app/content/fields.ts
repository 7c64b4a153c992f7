/**
 * The building blocks of the content schema, in Keystatic's own schema language: each field
 * carries the label and help the editor shows (in Hungarian, for the company's staff) and the
 * validation the build applies. Every text is required unless a helper says otherwise, so a
 * missing translation stops the build.
 */
import { fields } from "@keystatic/core";
import { copyPattern } from "./copy-checks.ts";
import { fixed, type TextRule } from "./text-rules.ts";

type Length = { min?: number; max?: number };

/**
 * A form field that keeps the help text it shows: Keystatic hides a form field's description
 * inside its input, and the schema's help texts are walked by a test (help-texts.test.ts)
 * that holds each stated rule to its check.
 */
export function described<Field extends object>(
  description: string | undefined,
  make: (description: string | undefined) => Field,
): Field & { description?: string } {
  return Object.assign(make(description), { description });
}

/**
 * A required line of copy: plain text (copy-checks.ts), always shown as text, and the rule its
 * help text states, if it states one.
 */
export function line(label: string, description?: string, length?: Length, rule?: TextRule) {
  return described(description, (description) =>
    fields.text({
      label,
      description,
      validation: { isRequired: true, length, pattern: copyPattern(label, { rule }) },
    }),
  );
}

/** A required paragraph: the same as a line, edited in a larger box. */
export function paragraph(label: string, description?: string, length?: Length, rule?: TextRule) {
  return described(description, (description) =>
    fields.text({
      label,
      description,
      multiline: true,
      validation: {
        isRequired: true,
        length,
        pattern: copyPattern(label, { paragraph: true, rule }),
      },
    }),
  );
}

/** A line that is fixed in some languages (fixed-texts.ts): there it takes only that text. */
export function fixedLine(label: string, text: string | undefined, otherwise?: string) {
  return text === undefined
    ? line(label, otherwise)
    : line(label, `Rögzített szöveg, betűre pontosan: „${text}”.`, undefined, fixed(text));
}

/** A list of exactly `count` items, or of `min`..`max` items: counts the page design fixes. */
export function list<Element extends Parameters<typeof fields.array>[0]>(
  element: Element,
  label: string,
  length: { min?: number; max?: number } | number,
  description?: string,
) {
  const bounds = typeof length === "number" ? { min: length, max: length } : length;
  return fields.array(element, {
    label,
    description,
    validation: { length: bounds },
    itemLabel: (props) => itemLabel(props) || label,
  });
}

/** How the editor names an item of a list: its text, or its name or title, as far as it has one. */
function itemLabel(props: object): string {
  if ("value" in props && typeof props.value === "string") return props.value;
  if (!("fields" in props) || !props.fields || typeof props.fields !== "object") return "";
  const text = (key: string) => {
    const field = (props.fields as Record<string, { value?: unknown }>)[key];
    return typeof field?.value === "string" ? field.value : "";
  };
  const name = [text("familyName"), text("givenName")].filter(Boolean).join(" ");
  return name || text("title") || text("label") || text("value");
}

export const titledText = (label: string) =>
  fields.object({ title: line("Cím"), text: paragraph("Szöveg") }, { label });

export const stat = fields.object(
  {
    value: line("Szám", "Ahogy megjelenik, a nyelv írásmódjával, pl. „92%” vagy „150+”."),
    label: line("Felirat"),
  },
  { label: "Mutató" },
);

/** Figures under a hero or a section: two to four, or none. */
export const stats = list(stat, "Mutatók", { min: 0, max: 4 });

/** Title, description and share texts of a page. The bounds keep titles and snippets whole. */
export const meta = fields.object(
  {
    title: line(
      "Oldalcím",
      "A böngészőfülön és a találati listában; legfeljebb 70 karakter (ideálisan 60, a végén a márkanévvel).",
      { min: 10, max: 70 },
    ),
    description: paragraph(
      "Meta leírás",
      "A keresők találati listájában; 70–170, ideálisan 120–160 karakter.",
      { min: 70, max: 170 },
    ),
    keywords: list(line("Kulcsszó"), "Kulcsszavak", { min: 3, max: 12 }),
    socialTitle: line("Megosztási cím", "Facebook, LinkedIn és X előnézetében.", { max: 90 }),
    socialDescription: paragraph("Megosztási leírás", "A megosztási előnézet szövege."),
  },
  { label: "Keresők és megosztás" },
);

/** Eyebrow, heading and lead: the top of most sections. */
export const sectionHead = {
  eyebrow: line("Felcím", "Kis, nagybetűs sor a címsor fölött."),
  heading: line("Címsor"),
  lead: paragraph("Bevezető"),
};
