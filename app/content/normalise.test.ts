import { describe, expect, it } from "vitest";
import { isEmpty, normalisedPair, withoutEmpty } from "./normalise.ts";

describe("what the editor adds by itself is left out of a comparison", () => {
  it("drops empty lists, texts, nulls and objects at any depth, keeping list places", () => {
    expect(
      withoutEmpty({
        heading: "Cím",
        stats: [],
        lead: "",
        photo: null,
        homeFeature: { stats: [], points: [] },
        list: ["a", "", "b"],
      }),
    ).toEqual({ heading: "Cím", list: ["a", null, "b"] });
    expect(isEmpty({ a: [], b: { c: "" } })).toBe(true);
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
  });

  it("drops a select at its default that the file did not have, not one it had", () => {
    // company.yaml's postal address: Keystatic writes `country: HU`, its default.
    const before = { address: { street: "Margit körút" } };
    const after = { address: { street: "Margit körút", country: "HU" } };
    expect(normalisedPair("company.yaml", before, after)).toEqual([before, before]);
    const had = { address: { street: "Margit körút", country: "HU" } };
    expect(normalisedPair("company.yaml", had, after)).toEqual([had, had]);
  });

  it("keeps a list that was emptied as a change, and key order means nothing", () => {
    const [was, is] = normalisedPair(
      "services/property-protection/hu.yaml",
      { stats: [{ value: "1–2 nap", label: "telepítési idő" }], name: "Ingatlanvédelem" },
      { name: "Ingatlanvédelem", stats: [] },
    );
    expect(was).toEqual({
      stats: [{ value: "1–2 nap", label: "telepítési idő" }],
      name: "Ingatlanvédelem",
    });
    expect(is).toEqual({ name: "Ingatlanvédelem" });
  });
});
