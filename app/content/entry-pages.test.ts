import { describe, expect, it } from "vitest";
import { entryPagePath } from "./entry-pages.ts";
import keystaticConfig from "./keystatic.config.ts";

describe("the page of each editor entry", () => {
  it("is known for every entry of the editor", () => {
    const without = Object.keys(keystaticConfig.singletons ?? {}).filter(
      (key) => entryPagePath(key) === undefined,
    );
    expect(without).toEqual([]);
  });

  it("is the entry's language's page; shared entries show on the Hungarian one", () => {
    expect(entryPagePath("service-property-protection-en")).toBe("/property-protection");
    expect(entryPagePath("prices-property-protection")).toBe("/ingatlanvedelem");
    expect(entryPagePath("home-de")).toBe("/de");
    expect(entryPagePath("terms-de")).toBe("/agb");
    expect(entryPagePath("form-en")).toBe("/en");
    expect(entryPagePath("company")).toBe("/");
    expect(entryPagePath("photos")).toBe("/biztonsag");
  });
});
