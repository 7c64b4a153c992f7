/**
 * The building blocks of the content schema, in Keystatic's own schema language: each field
 * carries the label and help the editor shows (in Hungarian, for the company's staff) and the
 * validation the build applies. Every text is required unless a helper says otherwise, so a
 * missing translation stops the build.
 */
import { fields } from "@keystatic/core";
import { copyPattern } from "./copy-checks.ts";

/** A required line of copy: plain text (copy-checks.ts), always shown as text. */
export function line(label: string, description?: string, length?: { min?: number; max?: number }) {
  return fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      length,
      pattern: copyPattern(label),
    },
  });
}

/** A required paragraph: the same as a line, edited in a larger box. */
export function paragraph(
  label: string,
  description?: string,
  length?: { min?: number; max?: number },
) {
  return fields.text({
    label,
    description,
    multiline: true,
    validation: {
      isRequired: true,
      length,
      pattern: copyPattern(label, { paragraph: true }),
    },
  });
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
      "Oldalcím (title)",
      "A böngészőfülön és a találati listában; legfeljebb 70, ideálisan 60 karakter, a márkanévvel a végén.",
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
