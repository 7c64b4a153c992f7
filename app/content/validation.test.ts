import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dump, load } from "js-yaml";
import { afterEach, describe, expect, it } from "vitest";
import { defaultRetentionDays } from "../site/retention.ts";
import { readContent } from "./index.server.ts";
import { ContentError, forStaff } from "./problems.ts";

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** A copy of the content whose files `edit` may change, and what reading it reports. */
async function problemsAfter(edit: (path: (file: string) => string) => Promise<void>) {
  root = await mkdtemp(join(tmpdir(), "dp-content-"));
  await cp("content", root, { recursive: true });
  await edit((file) => join(root as string, file));
  const error = await readContent(root, defaultRetentionDays).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
}

// biome-ignore lint/suspicious/noExplicitAny: a test reaches into a file's data freely
type Data = Record<string, any>;

/** Changes a YAML file's data the way an editor's save would. */
async function editYaml(file: string, change: (data: Data) => void) {
  const data = load(await readFile(file, "utf8")) as Data;
  change(data);
  await writeFile(file, dump(data));
}

async function replace(file: string, from: string | RegExp, to: string) {
  const text = await readFile(file, "utf8");
  const changed = text.replace(from, to);
  expect(changed, `${file} holds ${from}`).not.toBe(text);
  await writeFile(file, changed);
}

describe("invalid content stops a release with named problems", () => {
  it("reads the shipped content without a problem", async () => {
    const { content, company } = await readContent("content", defaultRetentionDays);
    expect(Object.keys(content)).toEqual(["hu", "en", "de"]);
    expect(company.phoneHref).toMatch(/^tel:\+\d+$/);
  });

  it("names a missing German field, a short list and a price that is not a number", async () => {
    const problems = await problemsAfter(async (path) => {
      await editYaml(path("services/security/de.yaml"), (data) => {
        delete data.navLabel;
      });
      await editYaml(path("services/cleaning/en.yaml"), (data) => {
        data.reasons.items.pop();
      });
      await editYaml(path("services/property-protection/packages.yaml"), (data) => {
        data.packages.premium.price = "349 000 Ft";
      });
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/services/security/de.yaml: navLabel: kötelező kitölteni; most üres",
        "content/services/cleaning/en.yaml: reasons.items: a lista pontosan 4 elemet kér; most 3 van",
        "content/services/property-protection/packages.yaml: packages.premium.price: egész számot kér (pl. 349000); most „349 000 Ft” áll a fájlban",
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it("names a missing translation file", async () => {
    const problems = await problemsAfter((path) => rm(path("home/de.yaml")));
    expect(problems).toEqual([
      "content/home/de.yaml: hiányzik: minden nyelvhez kell ez a bejegyzés",
    ]);
  });

  it("refuses a highlighted package that is not one of the packages, a script link and markup in copy", async () => {
    const problems = await problemsAfter(async (path) => {
      await replace(
        path("services/property-protection/packages.yaml"),
        /highlighted: premium/,
        "highlighted: gold",
      );
      await replace(path("legal/terms/en.mdoc"), "(/privacy)", "(javascript:alert(1))");
      await replace(path("home/hu.yaml"), /^( {2}heading: ).*$/m, "$1<script>alert(1)</script>");
    });
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/home/hu.yaml: hero.heading: HTML-jelölés („<”) az 1. karakternél",
        "content/services/property-protection/packages.yaml: highlighted: nem a választható lehetőségek egyike: „gold”",
        "content/legal/terms/en.mdoc: body: a „javascript:alert(1)” link nem engedett: csak oldalra (/… vagy http(s)://…), e-mail-címre (mailto:) és telefonszámra (tel:) mutathat",
      ]),
    );
  });

  it("refuses markup written as character references, NUL and direction overrides, naming file and field", async () => {
    const problems = await problemsAfter(async (path) => {
      await replace(
        path("home/hu.yaml"),
        /^( {2}heading: ).*$/m,
        "$1'&lt;script&gt;alert(1)&lt;/script&gt;'",
      );
      await replace(path("home/en.yaml"), /^( {2}heading: ).*$/m, '$1"We protect\\0 what matters"');
      await replace(path("home/de.yaml"), /^( {2}heading: ).*$/m, '$1"Sicherheit \\u202Etfahcs"');
    });
    expect(problems).toHaveLength(3);
    const [hu, en, de] = ["hu", "en", "de"].map((language) =>
      problems.find((problem) =>
        problem.startsWith(`content/home/${language}.yaml: hero.heading: `),
      ),
    );
    expect(hu).toContain("&lt;");
    expect(en).toContain("U+0000");
    expect(de).toContain("U+202E");
  });
});

describe("problems said for staff", () => {
  /** English words Keystatic's and the reader's messages use: none may reach staff. */
  const english =
    /\b(must|expected|items?|got|missing|empty|required|number|string|valid|option|only|links?|pages?|the|is|be|at least|at most|characters?|unexpected|stream|scalar|indentation)\b/i;

  it("names the line and what is wrong in a file that is not YAML", async () => {
    const problems = await problemsAfter((path) =>
      writeFile(path("home/de.yaml"), 'meta:\n  title: "Danubius\n  bad: [\n'),
    );
    expect(problems).toEqual(['content/home/de.yaml:4: egy idézőjeles ("…") szöveg nincs lezárva']);
    expect(problems.map(forStaff)).toEqual([
      'Német · főoldal · 4. sor: egy idézőjeles ("…") szöveg nincs lezárva.',
    ]);
  });

  it("says each problem with the entry and field as the editor names them, in Hungarian", async () => {
    const problems = await problemsAfter(async (path) => {
      await editYaml(path("services/cleaning/en.yaml"), (data) => {
        data.reasons.items.pop();
      });
      await editYaml(path("services/property-protection/packages.yaml"), (data) => {
        data.packages.premium.price = "349 000 Ft";
        data.highlighted = "gold";
      });
      await editYaml(path("services/property-protection/hu.yaml"), (data) => {
        data.packages.orderMessage = "Szeretnék ajánlatot kérni, ez a csomag érdekel.";
      });
      await editYaml(path("services/security/de.yaml"), (data) => {
        delete data.navLabel;
        data.meta.title = "Kurz";
      });
      await editYaml(path("form/en.yaml"), (data) => {
        data.submit = "Send message";
      });
      await editYaml(path("company.yaml"), (data) => {
        data.phone = "06 1 234 5678";
      });
      await rm(path("home/de.yaml"));
      await replace(path("legal/terms/en.mdoc"), "(/privacy)", "(javascript:alert(1))");
    });
    const said = problems.map(forStaff);
    expect(said).toEqual(
      expect.arrayContaining([
        "Angol · Professzionális takarítás · Érvek: a lista pontosan 4 elemet kér; most 3 van.",
        "Csomagárak · Ingatlanvédelem · Prémium csomag ára: egész számot kér (pl. 349000); most „349 000 Ft” áll a fájlban.",
        "Csomagárak · Ingatlanvédelem · Kiemelt csomag: nem a választható lehetőségek egyike: „gold”.",
        "Magyar · Ingatlanvédelem · Előre kitöltött üzenet: a {csomag} hiányzik; pontosan egyszer kell szerepelnie.",
        "Német · Biztonságtechnika · Menüfelirat: kötelező kitölteni; most üres.",
        "Német · Biztonságtechnika · Oldalcím: legalább 10 karakter legyen; most 4.",
        "Angol · kapcsolatűrlap · Küldés gomb: most „Send message” áll; a rögzített szöveg „Send Message”.",
        "Cégadatok · Telefonszám: „06 1 234 5678” nem nemzetközi formájú telefonszám; így írja: +36 1 234 5678.",
        "Német · főoldal: hiányzik: minden nyelvhez kell ez a bejegyzés.",
      ]),
    );
    expect(said).toHaveLength(problems.length);
    for (const line of said) {
      expect(line).not.toMatch(/content\/|\.ya?ml|\.mdoc/);
      // The words in quotes are the staff's own values; the rest is ours.
      expect(line.replace(/„[^”]*”/g, "").match(english)?.[0], line).toBeUndefined();
    }
  });
});

describe("copy that publishes as typed", () => {
  it("keeps emoji, ordinary punctuation and unknown braces like {constructor} as they are", async () => {
    root = await mkdtemp(join(tmpdir(), "dp-content-"));
    await cp("content", root, { recursive: true });
    const heading = "Védelem 24/7 – „biztos” kéz! 🛡️👩‍💼 {constructor} {toString} & {unknown}";
    await replace(join(root, "home/hu.yaml"), /^( {2}heading: ).*$/m, `$1"${heading}"`);
    const { content } = await readContent(root, defaultRetentionDays);
    expect(content.hu.home.hero.heading).toBe(heading);
  });
});
