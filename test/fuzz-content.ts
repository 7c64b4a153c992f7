/**
 * Generated saves for the fuzzing of the editor's doors (fast-check): file trees of the
 * schema's files and of paths outside it, holding generated YAML (aliases, anchors, deep
 * nesting, long scalars, odd Unicode), Markdoc and raw bytes. Used by the bounded reader's
 * test (app/content/read-limits.test.ts), the save API's (server/keystatic/save-fuzz.test.ts,
 * a short budget) and `npm run bench:attack` (a long one).
 */
import fc from "fast-check";
import { contentFiles } from "../app/content/keystatic.config.ts";
import { aliasBomb } from "./attacks.ts";

const oddText = fc.constantFrom(
  "\u202e",
  "\u0000",
  "\ufeff",
  "\ud800",
  "🛡️",
  "'",
  '"',
  ": ",
  "- ",
  "# ",
  "&a",
  "*a",
  "!!binary",
  "!!js/function",
  "<<: *a",
  "~",
  "{%",
  "%}",
);

const scalar = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  oddText,
  fc.integer().map(String),
  fc.nat({ max: 60_000 }).map((n) => "y".repeat(n)),
);

/** A YAML value as text: scalars, aliases and anchors, flow lists and maps, nested. */
const yamlValue = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar.map((s) => JSON.stringify(s)),
    scalar,
    fc.constantFrom("*a", "*b", "&a x", "&b [*a, *a, *a]", "&a {k: *b}"),
    fc.array(tie("node"), { maxLength: 6 }).map((items) => `[${items.join(", ")}]`),
    fc
      .array(fc.tuple(fc.constantFrom("a", "b", "title", "hero", "items", "<<"), tie("node")), {
        maxLength: 5,
      })
      .map((pairs) => `{${pairs.map(([k, v]) => `${k}: ${v}`).join(", ")}}`),
  ),
})).node;

/** A YAML file's text. */
export const yamlText = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom("title", "hero", "a", "b", "c", "packages"), yamlValue), {
      maxLength: 8,
    })
    .map((pairs) => pairs.map(([k, v]) => `${k}: ${v}`).join("\n")),
  fc
    .tuple(fc.integer({ min: 2, max: 10 }), fc.integer({ min: 2, max: 12 }))
    .map(([levels, width]) => aliasBomb(levels, width)),
  fc.nat({ max: 50_000 }).map((n) => `title: ${"[".repeat(n)}${"]".repeat(n)}`),
  fc
    .nat({ max: 300 })
    .map((n) => Array.from({ length: n }, (_, i) => `${" ".repeat(i)}a:`).join("\n")),
  fc.string({ unit: "binary", maxLength: 400 }),
);

/** A Markdoc file's text: front matter, then lines of Markdoc. */
export const markdocText = fc
  .tuple(
    yamlText,
    fc.array(
      fc.oneof(
        fc.string({ unit: "grapheme", maxLength: 60 }),
        oddText,
        fc.constantFrom(
          "# x",
          "- x",
          "> x",
          "{% if $a %}",
          "{% /if %}",
          "[a](javascript:x)",
          "```",
        ),
        fc.nat({ max: 2_000 }).map((n) => `${"> ".repeat(n)}x`),
        fc.nat({ max: 500 }).map((n) => `${"  ".repeat(n)}- x`),
        fc.nat({ max: 2_000 }).map((n) => `${"[".repeat(n)}x${"](y)".repeat(n)}`),
      ),
      { maxLength: 30 },
    ),
  )
  .map(([head, lines]) => `---\n${head}\n---\n${lines.join("\n")}\n`);

const schemaText = contentFiles.filter((file) => /\.(?:yaml|mdoc)$/.test(file));

/** A path a save names: mostly the schema's text files, some others. */
const savedPath = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...schemaText) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("../x.yaml", "home/hu.yaml/../../x", "photos/x.svg", ".git/config"),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

/** One save: 1–3 files, each with text fitting its kind (or raw bytes). */
export const generatedSave = fc
  .array(
    fc
      .tuple(savedPath, fc.boolean())
      .chain(([path, raw]) =>
        (raw
          ? fc.string({ unit: "binary", maxLength: 300 })
          : path.endsWith(".mdoc")
            ? markdocText
            : yamlText
        ).map((text) => [path, text] as const),
      ),
    { minLength: 1, maxLength: 3 },
  )
  .map((files) => Object.fromEntries(files));
