import { describe, expect, it } from "vitest";
import { filledFields } from "../../app/form/protocol.ts";
import { inquiryServiceLabel as serviceLabel } from "../../app/site/services.ts";
import { fieldsLeftOutOfBody, webhookPayload } from "./payload.ts";

const stored: Parameters<typeof webhookPayload>[0] = {
  receivedAt: "2026-11-23T08:00:00.000Z",
  name: "Kovács Anna",
  email: "anna@example.com",
  phone: "",
  service: "property-protection",
  message: "",
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

  it("carries every field a person fills in, or says why it leaves one out", () => {
    const keys = Object.keys(webhookPayload(stored));
    const unaccounted = filledFields.filter(
      (field) => !keys.includes(field) && !Object.hasOwn(fieldsLeftOutOfBody, field),
    );
    expect(unaccounted).toEqual([]);
  });
});
