/**
 * Public pages as a screen reader and a visitor meet them: optional form fields are named with
 * their hint apart ("Szolgáltatás nem kötelező", never "Szolgáltatásnem kötelező"), the menu
 * and the footer name each service alike, and the number of services the home page states is
 * the number the site offers. In every language; the names at both widths (a part of a name
 * hidden at one width would leave it), the texts the others read at one.
 */
import { expect, test } from "@playwright/test";
import { type Language, languages } from "../app/site/language.ts";
import { pagePaths } from "../app/site/pages.ts";
import { serviceKeys } from "../app/site/services.ts";

const optional: Record<Language, { fields: string[]; hint: string }> = {
  hu: { fields: ["Telefonszám", "Szolgáltatás"], hint: "nem kötelező" },
  en: { fields: ["Phone", "Service"], hint: "optional" },
  de: { fields: ["Telefonnummer", "Leistung"], hint: "optional" },
};

for (const language of languages) {
  test(`optional and required fields are named with their hint apart (${language})`, async ({
    page,
  }) => {
    await page.goto(pagePaths.home[language]);
    const form = page.locator("#contact-form");
    const { fields, hint } = optional[language];
    for (const field of fields) {
      const control = form.getByLabel(field, { exact: false }).first();
      const name = await control.evaluate((element) => {
        const labels = (element as HTMLInputElement).labels;
        return [...(labels ?? [])].map((label) => label.textContent ?? "").join(" ");
      });
      expect(name.replace(/\s+/g, " ")).toBe(`${field} ${hint}`);
      await expect(
        form.getByRole(field === fields[1] ? "combobox" : "textbox", {
          name: `${field} ${hint}`,
          exact: true,
        }),
      ).toHaveCount(1);
    }
  });

  test(`the menu and the footer name each service alike (${language})`, {
    tag: "@any-width",
  }, async ({ page }) => {
    await page.goto(pagePaths.home[language]);
    const namesIn = (root: ReturnType<typeof page.locator>) =>
      Promise.all(
        serviceKeys.map(async (key) =>
          (
            await root.locator(`a[href="${pagePaths[key][language]}"]`).first().textContent()
          )?.trim(),
        ),
      );
    const menu = await namesIn(page.locator("header nav").first());
    const footer = await namesIn(page.locator("footer nav").first());
    expect(menu.every(Boolean)).toBe(true);
    expect(footer).toEqual(menu);
  });

  test(`the home page counts the services it shows (${language})`, {
    tag: "@any-width",
  }, async ({ page }) => {
    await page.goto(pagePaths.home[language]);
    // The services the site offers, as its menu lists them.
    const offered = new Set(
      await page
        .locator("header nav a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")),
    );
    const count = serviceKeys.filter((key) => offered.has(pagePaths[key][language])).length;
    expect(count).toBe(serviceKeys.length);
    const words: Record<Language, string[]> = {
      hu: ["kettő", "három", "négy", "öt", "hat", "hét", "nyolc"],
      en: ["two", "three", "four", "five", "six", "seven", "eight"],
      de: ["zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"],
    };
    const lead = (await page.locator("#services p").allTextContents()).join(" ").toLowerCase();
    // The first number the lead states is how many areas it says the company works in.
    const positions = words[language].map((word) =>
      lead.search(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "u")),
    );
    const first = Math.min(...positions.filter((at) => at >= 0));
    const stated = positions.indexOf(first);
    expect(stated + 2, lead).toBe(count);
  });
}
