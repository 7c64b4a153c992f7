import { describe, expect, it } from "vitest";
import { inquiryServiceLabel as serviceLabel } from "../../app/site/services.ts";
import { webhookPayload } from "./payload.ts";
import type { StoredInquiry } from "./store.ts";

const stored: StoredInquiry = {
  id: "0b8f6d2e-4c1a-4f7e-9a55-2f1d3c4b5a69",
  receivedAt: "2026-11-23T08:00:00.000Z",
  name: "Kovács Anna",
  email: "anna@example.com",
  phone: "",
  service: "property-protection",
  message: "",
  language: "en",
  page: "/property-protection",
  delivery: {},
};

describe("service labels (the webhook contract)", () => {
  it.each([
    ["debt-collection", "Követeléskezelés"],
    ["security", "Biztonságtechnika"],
    ["investigation", "Magánnyomozás"],
    ["property-protection", "Ingatlanvédelem"],
    ["cleaning", "Professzionális takarítás"],
    ["facility-management", "Létesítményüzemeltetés"],
  ])("%s is sent as %s", (key, label) => {
    expect(serviceLabel(key)).toBe(label);
  });

  it("sends an unknown key as is and an empty one as empty", () => {
    expect(serviceLabel("something-else")).toBe("something-else");
    expect(serviceLabel("")).toBe("");
  });
});

describe("webhookPayload", () => {
  it("has exactly the seven keys, in order, with the Hungarian label and the receipt time", () => {
    const payload = webhookPayload(stored);
    expect(Object.keys(payload)).toEqual([
      "name",
      "email",
      "phone",
      "service",
      "message",
      "timestamp",
      "source",
    ]);
    expect(payload).toEqual({
      name: "Kovács Anna",
      email: "anna@example.com",
      phone: "",
      service: "Ingatlanvédelem",
      message: "",
      timestamp: "2026-11-23T08:00:00.000Z",
      source: "Danubius Protect website",
    });
  });
});
