import { describe, expect, it } from "vitest";
import { defaultLanguage, languages } from "../site/language.ts";
import { pageIds } from "../site/pages.ts";
import { defaultRetentionDays } from "../site/retention.ts";
import { isServiceKey, serviceFacts, serviceKeys } from "../site/services.ts";
import { readContent } from "./index.server.ts";
import { servicePackages } from "./service-view.ts";

const { content: siteContent, packagePrices } = await readContent("content", defaultRetentionDays);

/** Every string in a content tree, with its path, for checks that must hold everywhere. */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** The shape of a content tree: keys, array lengths and leaf types, without the copy. */
function shape(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) {
    // Keyword lists are free-length per language; everything else mirrors Hungarian.
    const head = path.endsWith("keywords") ? [`${path}: list`] : [`${path}: list(${value.length})`];
    return path.endsWith("keywords")
      ? head
      : [...head, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  }
  if (value && typeof value === "object") {
    return Object.keys(value)
      .sort()
      .flatMap((key) =>
        shape((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
      );
  }
  return [`${path}: ${typeof value}`];
}

describe("content completeness", () => {
  it.each(languages.filter((language) => language !== defaultLanguage))(
    "%s has exactly the shape of the Hungarian reference",
    (language) => {
      expect(shape(siteContent[language])).toEqual(shape(siteContent[defaultLanguage]));
    },
  );

  it.each(serviceKeys)("%s: the copy names exactly the registry's items and packages", (key) => {
    const facts = serviceFacts(key);
    const copy = siteContent[defaultLanguage].services[key];
    expect(Object.keys(copy.services.items)).toEqual(Object.keys(facts.items));
    expect(Object.keys(copy.packages?.items ?? {})).toEqual(
      (facts.packages ?? []).map((item) => item.id),
    );
    expect(copy.targets.groups).toHaveLength(facts.sections.targetGroups);
    expect(copy.process?.steps.length).toBe(facts.sections.processSteps);
    expect(copy.homeCard !== undefined).toBe(facts.home?.card !== undefined);
    expect(copy.homeFeature !== undefined).toBe(facts.home?.feature !== undefined);
  });

  it.each(languages)("%s has no empty, untrimmed or placeholder strings", (language) => {
    for (const [path, text] of strings(siteContent[language])) {
      // A target group's subtitle is the one optional line.
      if (path.endsWith(".subtitle") && text === "") continue;
      expect(text.trim(), path).not.toBe("");
      expect(text, path).not.toMatch(/\s{2}|\n/);
      // Runs of rich text (array elements) carry the spaces that join them to their
      // neighbours; every other string is trimmed.
      if (!path.endsWith("]") && !path.includes("privacyNote.")) {
        expect(text, path).toBe(text.trim());
      }
      expect(text, path).not.toMatch(/lorem|ipsum|TODO|TBD|xxx|<\/?[a-z]+>/i);
    }
  });

  it.each(languages)("%s has meta for every page", (language) => {
    const content = siteContent[language];
    for (const page of pageIds) {
      const meta =
        page === "home"
          ? content.home.meta
          : isServiceKey(page)
            ? content.services[page].meta
            : content.legal[page].meta;
      expect(meta.title.length, `${language} ${page} title`).toBeLessThanOrEqual(70);
      expect(meta.description.length, `${language} ${page} description`).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, `${language} ${page} description`).toBeLessThanOrEqual(170);
      expect(meta.keywords.length, `${language} ${page} keywords`).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every page distinct titles across languages", () => {
    const titles = languages.flatMap((language) =>
      strings(siteContent[language]).filter(([path]) => path.endsWith("meta.title")),
    );
    expect(new Set(titles.map(([, title]) => title)).size).toBe(titles.length);
  });
});

describe("fixed texts", () => {
  it("keeps the fixed Hungarian notices letter for letter", () => {
    const { notices } = siteContent.hu.form;
    expect(notices.validation).toEqual({
      title: "Hiányzó adatok",
      text: "Kérjük töltse ki az összes kötelező mezőt megfelelően (név min. 2 karakter, érvényes email).",
    });
    expect(notices.failure).toEqual({
      title: "Hiba történt",
      text: "Kérjük próbálja újra később.",
    });
    expect(notices.success).toEqual({
      title: "Üzenet elküldve",
      text: "Köszönjük megkeresését! 24 órán belül felvesszük Önnel a kapcsolatot.",
    });
  });

  it("names each package in the editor as the Hungarian page names it", () => {
    for (const key of serviceKeys) {
      const items = siteContent.hu.services[key].packages?.items ?? {};
      for (const { id, staffName } of serviceFacts(key).packages ?? [])
        expect(items[id]?.name, `${key} ${id}`).toBe(staffName);
    }
  });

  it("labels the submit button with the fixed texts", () => {
    expect(siteContent.hu.form.submit).toBe("Üzenet küldése");
    expect(siteContent.en.form.submit).toBe("Send Message");
    expect(siteContent.de.form.submit).toBe("Nachricht senden");
  });

  it("says the fixed English 404 sentence", () => {
    expect(siteContent.en.common.notFound.text).toBe("Oops! Page not found");
  });

  it("sends the fixed Hungarian service labels", () => {
    expect(
      Object.fromEntries(serviceKeys.map((key) => [key, serviceFacts(key).inquiryLabel])),
    ).toMatchObject({
      "debt-collection": "Követeléskezelés",
      security: "Biztonságtechnika",
      investigation: "Magánnyomozás",
      "property-protection": "Ingatlanvédelem",
      cleaning: "Professzionális takarítás",
      "facility-management": "Létesítményüzemeltetés",
    });
  });
});

describe("figures come from the list in docs/content.md only", () => {
  const allowedPercentages = new Set(["92", "60", "85", "99.9", "99,9", "27", "30", "50"]);

  it.each(languages)("%s uses no other percentage", (language) => {
    for (const [path, text] of strings(siteContent[language])) {
      for (const match of text.matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)) {
        expect(allowedPercentages.has(match[1] ?? ""), `${path}: ${text}`).toBe(true);
      }
    }
  });

  it.each(serviceKeys)("%s: every package has a price in whole forints, one highlighted", (key) => {
    const ids = (serviceFacts(key).packages ?? []).map((item) => item.id);
    const prices = packagePrices[key];
    expect(Object.keys(prices?.packages ?? {})).toEqual(ids);
    for (const { price } of Object.values(prices?.packages ?? {}))
      expect(Number.isInteger(price) && price > 0).toBe(true);
    if (ids.length > 0) expect(ids).toContain(prices?.highlighted);
  });

  it.each(languages)("%s writes no package price: prices are content of their own", (language) => {
    for (const [path, text] of strings(siteContent[language].services)) {
      expect(text, path).not.toMatch(/\d[\d\s.,]*\s?(Ft|HUF|forint)/i);
    }
  });

  it.each(languages)("%s names each package once in its order message", (language) => {
    const copy = siteContent[language].services["property-protection"];
    expect(copy.packages?.orderMessage.split("{csomag}")).toHaveLength(2);
    const packages = servicePackages("property-protection", copy, packagePrices);
    expect(packages.map((item) => item.name)).toHaveLength(3);
    expect(packages.filter((item) => item.highlighted).map((item) => item.id)).toEqual(["premium"]);
  });
});
