import { readFileSync } from "node:fs";
import { dump, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { describeChange, describeChanges, sameContent } from "./changes.ts";

// biome-ignore lint/suspicious/noExplicitAny: a test reaches into a file's data freely
type Data = Record<string, any>;

/** A content file as shipped, and as `edit` leaves it. */
function edited(file: string, edit: (data: Data) => void): [string, string] {
  const text = readFileSync(`content/${file}`, "utf8");
  const data = load(text) as Data;
  edit(data);
  return [text, dump(data)];
}

describe("a content file's change in the editor's words", () => {
  it("says a price change with the package's name, in forints", () => {
    const [before, after] = edited("services/property-protection/packages.yaml", (data) => {
      data.packages.premium.price = 359000;
    });
    expect(describeChange("services/property-protection/packages.yaml", before, after)).toEqual([
      "Csomagárak · Ingatlanvédelem · Prémium csomag ára: 349 000 Ft → 359 000 Ft",
    ]);
  });

  it("quotes short texts, names long ones, and says a list's new item once", () => {
    const [before, after] = edited("home/hu.yaml", (data) => {
      data.hero.heading = "Biztonság, amire számíthat";
      data.hero.lead = `${data.hero.lead} Még egy mondat.`;
      data.meta.keywords.push("vagyonvédelem Budapest");
    });
    const lines = describeChange("content/home/hu.yaml", before, after);
    expect(lines).toHaveLength(3);
    expect(lines).toContain("Magyar · főoldal · Kulcsszavak: 1 új elem");
    expect(lines).toContain("Magyar · főoldal · Nyitókép › Bevezető: a szöveg módosult");
    expect(lines.find((line) => line.includes("Főcím"))).toMatch(
      /^Magyar · főoldal · Főcím: „.*” → „Biztonság, amire számíthat”$/,
    );
  });

  it("names a photo, a new and a removed entry, and never a file path", () => {
    expect(describeChange("photos/security.jpg", "x", "y")).toEqual([
      "Biztonságtechnika · nyitókép: új fotó",
    ]);
    expect(describeChange("home/de.yaml", undefined, "meta: {}")).toEqual([
      "Német · főoldal: új bejegyzés",
    ]);
    expect(describeChange("home/de.yaml", "meta: {}", undefined)).toEqual([
      "Német · főoldal: bejegyzés törölve",
    ]);
    expect(describeChange("notes/readme.txt", undefined, "x")).toEqual([
      "Módosított fájl a tartalomban",
    ]);
  });

  it("reads a legal page's front matter and says its body changed", () => {
    const text = readFileSync("content/legal/terms/hu.mdoc", "utf8");
    const after = text.replace(
      "## Általános rendelkezések",
      "## Általános rendelkezések és fogalmak",
    );
    expect(describeChange("legal/terms/hu.mdoc", text, after)).toEqual([
      "Magyar · ÁSZF · Szöveg: a szöveg módosult",
    ]);
  });

  it("lists only what staff changed: the empty lists, defaults and key order a save adds are none", () => {
    // Saving the Hungarian Ingatlanvédelem page after editing its heading and lead: Keystatic
    // writes every field of the schema, so `homeFeature.stats: []` comes with it, and a
    // select's default, in its own key order.
    const file = "services/property-protection/hu.yaml";
    const text = readFileSync(`content/${file}`, "utf8");
    const data = load(text) as Data;
    const { hero, ...rest } = data;
    const saved: Data = {
      hero: { ...hero, heading: "Ingatlana védelme", lead: "Kamerát és riasztót telepítünk." },
      ...rest,
    };
    saved.homeFeature = { ...saved.homeFeature, stats: [] };
    const lines = describeChange(file, text, dump(saved));
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).not.toContain("Mutatók");
    expect(lines[0]).toMatch(/^Magyar · Ingatlanvédelem · .*Főcím.*: „.*” → „Ingatlana védelme”$/);
    expect(lines[1]).toMatch(/Bevezető/);
  });

  it("takes a text that only adds what the editor adds as the same content", () => {
    const file = "services/property-protection/hu.yaml";
    const text = readFileSync(`content/${file}`, "utf8");
    const data = load(text) as Data;
    data.homeFeature.stats = [];
    expect(sameContent(file, text, dump(data, { sortKeys: true }))).toBe(true);
    data.hero.heading = "Más";
    expect(sameContent(file, text, dump(data))).toBe(false);
    expect(sameContent(file, "a: [", "a: [")).toBe(true);
    expect(sameContent(file, "a: 1", "a: [")).toBe(false);
  });

  it("says a replaced photo in one line, without file names", () => {
    const lines = describeChanges([
      {
        path: "photos.yaml",
        before: "security: security.svg\nproperty-protection: property-protection.svg\n",
        after: "security: security.jpg\nproperty-protection: property-protection.svg\n",
      },
      { path: "photos/security.jpg", before: undefined, after: "jpeg" },
      { path: "photos/security.svg", before: "<svg/>", after: undefined },
      { path: "home/hu.yaml", before: "meta: {}", after: undefined },
    ]);
    expect(lines).toEqual([
      "Magyar · főoldal: bejegyzés törölve",
      "Biztonságtechnika · nyitókép: új fotó",
    ]);
    expect(
      describeChanges([{ path: "photos/security.svg", before: "<svg/>", after: undefined }]),
    ).toEqual(["Biztonságtechnika · nyitókép: fotó törölve"]);
  });
});
