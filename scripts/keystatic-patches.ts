/**
 * Corrections to Keystatic's interface, made as the editor's bundle is built
 * (scripts/build-editor.ts): Keystatic offers no way to override its words or markup.
 * - Hungarian: it runs with its own `hu-HU` locale (app/content/keystatic.config.ts), whose
 *   machine-made strings are wrong in places ("Megment" for Save, "Teremt" for Create,
 *   "szingli" for Singleton), and many words of its frame are English in every locale
 *   ("Dashboard", "Add item", "Done").
 * - Field checks: Keystatic's messages are English in every locale ("must be a whole number",
 *   "Must have at least 4 items."); each becomes a Hungarian sentence naming the field.
 * - Whole numbers: its integer field (the prices) parses typed text with the browser's number
 *   parsing, which reads "189 O00" as 189; it gets app/editor/whole-number-field.tsx instead.
 * - The rich-text editor (the terms and privacy pages' text): its toolbar, the insert ("/")
 *   menu, tooltips and accessible names are English in every locale ("Bullet list – Insert an
 *   unordered list", "Formatting options"); the link button is even named "Divider". Each
 *   becomes the word Hungarian Word and Google Docs use ("Félkövér", "Címsor 2", "Felsorolás").
 *   e2e/editor-rich-text.spec.ts opens every menu and fails on any English word left.
 * - Accessibility: what axe finds on its dashboard and entries (an icon button without a name,
 *   an aria-label on a plain span, grey headings below 4.5:1, content outside landmarks).
 * Every `from` must still be in the installed package: the build fails otherwise, and
 * keystatic-patches.test.ts says which one after an upgrade.
 */
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the packages' source texts hold template literals
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

export interface Replacement {
  /** The package whose browser modules carry the text. */
  package: "@keystatic/core" | "@keystar/ui";
  /** The exact source text, and what it becomes. */
  from: string;
  to: string;
}

const dictionary = (key: string, from: string, to: string): Replacement => ({
  package: "@keystatic/core",
  from: `"${key}": \`${from}\``,
  to: `"${key}": \`${to}\``,
});
const ui = (key: string, from: string, to: string): Replacement => ({
  package: "@keystar/ui",
  from: `"hu-HU": {\n    "${key}": \`${from}\``,
  to: `"hu-HU": {\n    "${key}": \`${to}\``,
});
const label = (from: string, to: string): Replacement => ({
  package: "@keystatic/core",
  from: `label: "${from}",`,
  to: `label: "${to}",`,
});
const text = (from: string, to: string): Replacement => ({
  package: "@keystatic/core",
  from: `children: "${from}"`,
  to: `children: "${to}"`,
});

const hungarian: readonly Replacement[] = [
  // The hu-HU dictionary's mistranslations.
  dictionary("basedOn", "Alapján", "Kiindulási ág"),
  dictionary("branchName", "Fiók neve", "Az ág neve"),
  dictionary("cancel", "Megszünteti", "Mégse"),
  dictionary("create", "Teremt", "Létrehozás"),
  dictionary("delete", "Töröl", "Törlés"),
  dictionary("save", "Megment", "Mentés"),
  dictionary("singleton", "szingli", "Egyedi bejegyzés"),
  // The editor's home has one name, the back office menu's: "Tartalom szerkesztése".
  dictionary("dashboard", "Irányítópult", "Tartalom szerkesztése"),
  {
    // "Singletons" is English in several locales: the next key makes it Hungarian's.
    package: "@keystatic/core",
    from: '"singletons": `Singletons`,\n    "theCurrentlyCheckedOutBranch": `A jelenleg kivett fiók.',
    to: '"singletons": `Egyedi bejegyzések`,\n    "theCurrentlyCheckedOutBranch": `A jelenleg használt ág.',
  },
  ui(
    "alert",
    'Figyelmeztetés`,\n    "dismiss": `Elutasítás',
    'Figyelmeztetés`,\n    "dismiss": `Bezárás',
  ),
  ui("pending", "függőben levő", "Folyamatban…"),
  ui("dropzoneLabel", "DropZone", "Fájl ide húzása"),
  // Words of the frame that Keystatic leaves English in every locale.
  text("Dashboard", "Tartalom szerkesztése"),
  text("Edit item", "Elem szerkesztése"),
  text("Done", "Kész"),
  text("Add item", "Új elem"),
  text("Empty list", "Üres lista"),
  text("Add the first item to see it here.", "Adja hozzá az első elemet, és itt megjelenik."),
  text("Remove", "Eltávolítás"),
  text("Unsaved", "Nincs mentve"),
  text("Changed", "Módosítva"),
  text("Entry not found.", "A bejegyzés nem található."),
  text("Choose file", "Fájl kiválasztása"),
  text("Edit", "Szerkesztés"),
  text("Contains invalid fields. Please edit.", "Hibás mezőket tartalmaz: javítsa őket."),
  {
    package: "@keystatic/core",
    from: 'const t21 = isCreating ? "Create" : "Save";',
    to: 'const t21 = isCreating ? "Létrehozás" : "Mentés";',
  },
  {
    // A draft left unsaved in this browser, brought back when its entry is opened again.
    package: "@keystatic/core",
    from: 'children: ["Restored draft from ", ',
    to: 'children: ["Visszatöltöttük a nem mentett változtatásait (", ',
  },
  {
    package: "@keystatic/core",
    from: "}), \".\", ' ', hasChangedSince",
    to: "}), \").\", ' ', hasChangedSince",
  },
  {
    package: "@keystatic/core",
    from: '"Other changes have been made to this entry since the draft. You may want to discard the draft changes."',
    to: '"A bejegyzést azóta más is módosította: ha a visszatöltött változtatások már nem kellenek, az Elvetés gombbal elvetheti őket."',
  },
  // Throwing unsaved edits away; "Visszaállítás" is going back to a published version.
  label("Reset", "Elvetés"),
  label("Copy entry", "Bejegyzés másolása"),
  label("Paste entry", "Bejegyzés beillesztése"),
  {
    package: "@keystatic/core",
    from: 'cancelLabel: "Cancel",',
    to: 'cancelLabel: "Mégse",',
  },
  {
    package: "@keystatic/core",
    from: '"aria-label": "Loading Item"',
    to: '"aria-label": "Betöltés"',
  },
  {
    package: "@keystatic/core",
    from: 'toastQueue.positive("Entry pasted"',
    to: 'toastQueue.positive("Bejegyzés beillesztve"',
  },
  {
    package: "@keystatic/core",
    from: '"aria-label": "theme"',
    to: '"aria-label": "Színséma"',
  },
  {
    package: "@keystatic/core",
    from: '"aria-label": "Open app navigation"',
    to: '"aria-label": "Navigáció megnyitása"',
  },
  {
    package: "@keystatic/core",
    from: "|| `Item ${props.elements.indexOf(item_0) + 1}`",
    to: "|| `${props.elements.indexOf(item_0) + 1}. elem`",
  },
];

/** A text of @keystatic/core's browser modules, everywhere it occurs. */
const core = (from: string, to: string): Replacement => ({ package: "@keystatic/core", from, to });

/** The rich-text editor (fields.markdoc) and the colour scheme menu. */
const richText: readonly Replacement[] = [
  // The colour scheme menu of the sidebar.
  core("label: 'Light'", "label: 'Világos'"),
  core("label: 'Dark'", "label: 'Sötét'"),
  core("label: 'System'", "label: 'A rendszer szerint'"),
  // The insert menu ("/" or the + button): each kind of block and what it is for.
  core("description: 'Use this for a top level heading'", "description: 'A legfelső szintű cím'"),
  core("description: 'Use this for key sections'", "description: 'A fő szakaszok címe'"),
  core("description: 'Use this for sub-sections'", "description: 'Az alszakaszok címe'"),
  core("description: 'Use this for deep headings'", "description: 'Mélyebb szintű cím'"),
  core(
    "description: 'Use this for grouping list items'",
    "description: 'Listaelemek csoportjának címe'",
  ),
  core("description: 'Use this for low-level headings'", "description: 'A legalsó szintű cím'"),
  core("label: 'Heading ' + level,", "label: 'Címsor ' + level,"),
  core("name: `Heading ${level}`", "name: `Címsor ${level}`"),
  core("name: 'Paragraph'", "name: 'Normál szöveg'"),
  // The block style picker is 136 px wide, made for "Paragraph": "Normál szöveg" and its arrow
  // need 160.
  core('flexShrink: 0,\n    width: "scale.1700",', 'flexShrink: 0,\n    width: "scale.2000",'),
  core("label: 'Blockquote',", "label: 'Idézet',"),
  core("description: 'Insert a quote or citation'", "description: 'Idézett szöveg beszúrása'"),
  core("label: 'Divider',", "label: 'Elválasztó vonal',"),
  core(
    "description: 'A horizontal line to separate content'",
    "description: 'Vízszintes vonal a részek között'",
  ),
  core("label: 'Code block',", "label: 'Kódrészlet',"),
  core(
    "description: 'Display code with syntax highlighting'",
    "description: 'Programkód kiemelve'",
  ),
  core("label: 'Bullet list',", "label: 'Felsorolás',"),
  core(
    "description: 'Insert an unordered list'",
    "description: 'Pontokba szedett lista beszúrása'",
  ),
  core("label: 'Ordered list',", "label: 'Számozott lista',"),
  core("description: 'Insert an ordered list'", "description: 'Számozott lista beszúrása'"),
  core("label: 'Table',", "label: 'Táblázat',"),
  core("description: 'Insert a table'", "description: 'Táblázat beszúrása'"),
  core("label: 'Image',", "label: 'Kép',"),
  core("description: 'Insert an image'", "description: 'Kép beszúrása'"),
  core('children: "No results\\u2026"', 'children: "Nincs találat\\u2026"'),
  core('"aria-label": "Insert menu"', '"aria-label": "Beszúrás"'),
  text("Insert", "Beszúrás"),
  // The toolbar: its groups' names, each button's name and tooltip.
  core(
    '"aria-label": "Divider",\n        command: (state_0, dispatch) => {',
    '"aria-label": "Hivatkozás",\n        command: (state_0, dispatch) => {',
  ),
  core('"aria-label": "Divider"', '"aria-label": "Elválasztó"'),
  text("Link", "Hivatkozás"),
  text("Divider", "Elválasztó vonal"),
  core('"aria-label": "Formatting options"', '"aria-label": "Formázás"'),
  core('"aria-label": "Blocks"', '"aria-label": "Blokkok"'),
  core('"aria-label": "Quote"', '"aria-label": "Idézet"'),
  text("Quote", "Idézet"),
  core('"aria-label": "Code block"', '"aria-label": "Kódrészlet"'),
  text("Code block", "Kódrészlet"),
  core('"aria-label": "Table"', '"aria-label": "Táblázat"'),
  text("Table", "Táblázat"),
  core('"aria-label": "Text block"', '"aria-label": "Bekezdésstílus"'),
  core('"aria-label": "Text formatting"', '"aria-label": "Karakterformázás"'),
  core('"aria-label": "Lists"', '"aria-label": "Listák"'),
  core("label: 'Bold',", "label: 'Félkövér',"),
  core("label: 'Italic',", "label: 'Dőlt',"),
  core("label: 'Strikethrough',", "label: 'Áthúzott',"),
  core("label: 'Code',", "label: 'Kód',"),
  core("label: 'Clear formatting',", "label: 'Formázás törlése',"),
  core("label: 'Numbered list',", "label: 'Számozott lista',"),
  // The link's dialog and its popover.
  core(
    'const t4 = props.href ? "Edit" : "Add";',
    'const t4 = props.href ? "Hivatkozás szerkesztése" : "Új hivatkozás";',
  ),
  core('children: [t4, " link"]', "children: t4"),
  label("Text", "Szöveg"),
  label("Link", "Webcím"),
  text("Unlink", "Hivatkozás eltávolítása"),
];

/** Keystatic's own English checks, said in Hungarian with the field's name. */
const checks: readonly Replacement[] = [
  ...(
    [
      ["`${label} must be a whole number`", "`„${label}”: egész számot kér, pl. 349 000.`"],
      ["`${label} is required`", "`„${label}”: kötelező kitölteni.`"],
      [
        "`${label} must be at least ${validation.min}`",
        "`„${label}”: legalább ${validation.min.toLocaleString('hu-HU')} legyen.`",
      ],
      [
        "`${label} must be at most ${validation.max}`",
        "`„${label}”: legfeljebb ${validation.max.toLocaleString('hu-HU')} lehet.`",
      ],
      ["`${fieldLabel} must not be empty`", "`„${fieldLabel}”: kötelező kitölteni.`"],
      [
        "`${fieldLabel} must be at least ${min} characters long`",
        "`„${fieldLabel}”: legalább ${min} karakter legyen; most ${val.length}.`",
      ],
      [
        "`${fieldLabel} must be no longer than ${max} characters`",
        "`„${fieldLabel}”: legfeljebb ${max} karakter lehet; most ${val.length}.`",
      ],
      [
        '`Must have at least ${pluralize(minLength, {\n          singular: "item"\n        })}.`',
        "`A lista legalább ${minLength} elemet kér; most ${elements.length} van.`",
      ],
      [
        '`Must have at most ${pluralize(maxLength, {\n            singular: "item"\n          })}.`',
        "`A lista legfeljebb ${maxLength} elemet fogad; most ${elements.length} van.`",
      ],
      [
        "`Must have at least ${schema.validation.length.min} element${schema.validation.length.min === 1 ? '' : 's'}`",
        "`A lista legalább ${schema.validation.length.min} elemet kér.`",
      ],
      [
        "`Must have at most ${schema.validation.length.max} element${schema.validation.length.max === 1 ? '' : 's'}}`",
        "`A lista legfeljebb ${schema.validation.length.max} elemet fogad.`",
      ],
      ["'Please provide a valid URL.'", "'Adjon meg érvényes webcímet.'"],
      [
        'children: [props.label, " is required"]',
        'children: ["„", props.label, "”: kötelező kitölteni."]',
      ],
      ['"Please provide a valid URL."', '"Adjon meg érvényes webcímet."'],
      [
        '"aria-label": `Updating ${singletonConfig.label}`',
        '"aria-label": `Mentés: ${singletonConfig.label}`',
      ],
    ] as const
  ).map(([from, to]) => ({ package: "@keystatic/core" as const, from, to })),
  {
    package: "@keystatic/core",
    from: "import { NumberField } from '@keystar/ui/number-field';",
    to: `import { NumberField } from ${JSON.stringify(fileURLToPath(new URL("../app/editor/whole-number-field.tsx", import.meta.url)))};`,
  },
];

const accessibility: readonly Replacement[] = [
  {
    // An empty list says so in an h3 right under the entry's h1 (axe: heading order): it is a
    // statement, not a heading.
    package: "@keystatic/core",
    from: 'elementType: "h3",\n      align: "center",\n      color: "neutralSecondary",\n      size: "large",\n      weight: "medium",',
    to: 'elementType: "p",\n      align: "center",\n      color: "neutralSecondary",\n      size: "large",\n      weight: "medium",',
  },
  {
    // The sidebar's resize handle: named in Hungarian, by a title (also a tooltip), so that axe
    // does not count it as content outside every landmark, which an aria-label makes it. Its
    // aria-controls names the sidebar, which a phone's width does not render (axe: an id that
    // is not there): the title says what it sizes.
    package: "@keystar/ui",
    from: '"aria-controls": t0,\n      "aria-label": "Resize"',
    to: 'title: "Az oldalsáv szélessége"',
  },
  {
    // A list item's remove button shows only an icon (its tooltip is no name).
    package: "@keystatic/core",
    from: "onRemoveKey(item_0.key);\n            },\n            children:",
    to: "onRemoveKey(item_0.key);\n            },\n            \"aria-label\": stringFormatter.format('delete'),\n            children:",
  },
  {
    // "(required)" as an aria-label on a plain span is announced by no one: give it a role.
    package: "@keystar/ui",
    from: 'jsx("span", {\n      "aria-label": t1,\n      children: t2',
    to: 'jsx("span", {\n      role: t1 ? "img" : undefined,\n      "aria-label": t1,\n      children: t2',
  },
  {
    // The dashboard's section headings: the tertiary grey is 3.2:1 on white.
    package: "@keystatic/core",
    from: 'casing: "uppercase",\n      color: "neutralTertiary",',
    to: 'casing: "uppercase",\n      color: "neutralSecondary",',
  },
  {
    // The sidebar's brand and theme menu stand outside every landmark: make them its header.
    package: "@keystatic/core",
    from: 'paddingX: "medium",\n      height: t0,\n      children: [t3, t4]',
    to: 'paddingX: "medium",\n      height: t0,\n      elementType: "header",\n      children: [t3, t4]',
  },
];

export const replacements: readonly Replacement[] = [
  ...hungarian,
  ...richText,
  ...checks,
  ...accessibility,
];

const packageOf = (id: string) =>
  replacements.find((r) => id.includes(`/node_modules/${r.package}/dist/`))?.package;

/** Replaces every occurrence of each `from` in the packages' modules; fails if one is missing. */
export function keystaticPatches(): Plugin {
  const found = new Set<Replacement>();
  return {
    name: "keystatic-patches",
    enforce: "pre",
    transform(code, id) {
      const pkg = packageOf(id);
      if (!pkg) return undefined;
      let changed = code;
      for (const replacement of replacements) {
        if (replacement.package !== pkg || !changed.includes(replacement.from)) continue;
        found.add(replacement);
        changed = changed.replaceAll(replacement.from, replacement.to);
      }
      return changed === code ? undefined : { code: changed, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = replacements.filter((r) => !found.has(r));
      if (missing.length > 0)
        this.error(
          `Keystatic's corrections (scripts/keystatic-patches.ts): not found in the bundled packages (did they change?):\n${missing.map((r) => `  ${r.package}: ${JSON.stringify(r.from)}`).join("\n")}`,
        );
    },
  };
}
