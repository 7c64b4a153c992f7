/**
 * The corrections of Keystatic's Hungarian and accessibility (keystatic-patches.ts) still apply to the
 * installed packages: each text replaced is in their browser modules. After an upgrade this
 * names the text that moved or changed, so its correction can be looked at again.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { replacements } from "./keystatic-patches.ts";

const require = createRequire(import.meta.url);

/** The package's browser modules: dist/*.js but the node, worker and react-server builds. */
function browserCode(pkg: string): string {
  const dist = join(dirname(require.resolve(`${pkg}/package.json`)), "dist");
  return readdirSync(dist)
    .filter((name) => name.endsWith(".js") && !/\.(node|worker|react-server)\./.test(name))
    .map((name) => readFileSync(join(dist, name), "utf8"))
    .join("\n");
}

describe("Keystatic's corrections", () => {
  const code = {
    "@keystatic/core": browserCode("@keystatic/core"),
    "@keystar/ui": browserCode("@keystar/ui"),
  };

  it.each(replacements.map((r) => [r.from.split("\n")[0], r] as const))(
    "finds %s in the installed package",
    (_, replacement) => {
      expect(code[replacement.package]).toContain(replacement.from);
    },
  );

  it("replaces the mistranslations the hu-HU dictionary ships", () => {
    const replaced = replacements.map((r) => r.from).join("\n");
    for (const wrong of ["`Megment`", "`Teremt`", "`szingli`", "`Megszünteti`", "`Töröl`"])
      expect(replaced).toContain(wrong);
  });

  it("leaves no English field check in the modules the editor is built from", () => {
    let patched = code["@keystatic/core"];
    for (const r of replacements.filter((r) => r.package === "@keystatic/core"))
      patched = patched.replaceAll(r.from, r.to);
    // The checks of the field kinds the schema uses: text, integer, list, image, link.
    const english = [
      /`\$\{fieldLabel\} must (?:not be empty|be at least \$\{min\}|be no longer)/g,
      /`\$\{label\} (?:must be a whole number|is required|must be at (?:least|most) \$\{validation)/g,
      /Must have at (?:least|most) \$\{(?:pluralize\((?:min|max)Length, \{\n +singular: "item"|schema)/g,
      /" is required"/g,
      /Please provide a valid URL/g,
    ].flatMap((pattern) => patched.match(pattern) ?? []);
    expect(english).toEqual([]);
    expect(patched).not.toContain("import { NumberField } from '@keystar/ui/number-field'");
  });
});
