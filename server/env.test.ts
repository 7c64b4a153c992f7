import { describe, expect, it } from "vitest";
import { parseConfig } from "./env.ts";

describe("parseConfig", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      siteUrl: "https://www.danubiusprotect.hu",
      webhookUrl: undefined,
      trustProxy: 0,
      hsts: true,
      rateLimit: { perMinute: 5, perHour: 30 },
      delivery: { timeoutMs: 10_000, baseMs: 2_000, maxMs: 600_000, pollMs: 5_000 },
      shutdownTimeoutMs: 10_000,
    });
    expect(config.databasePath).toMatch(/[/\\]data[/\\]inquiries\.sqlite$/);
    expect(config.buildDir).toMatch(/build[/\\]client$/);
  });

  it("reads the environment, treating empty values as unset", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_URL: "https://example.hu/",
      CONTACT_WEBHOOK_URL: "https://hooks.example/abc",
      TRUST_PROXY: "1",
      HSTS: "off",
      HOST: "",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      siteUrl: "https://example.hu",
      webhookUrl: "https://hooks.example/abc",
      trustProxy: 1,
      hsts: false,
    });
    expect(parseConfig({ NODE_ENV: "development" }).hsts).toBe(false);
  });

  it("fails fast, naming every bad variable", () => {
    expect(() =>
      parseConfig({ PORT: "http", CONTACT_WEBHOOK_URL: "ftp://x", HSTS: "maybe" }),
    ).toThrow(/PORT[\s\S]*CONTACT_WEBHOOK_URL[\s\S]*HSTS/);
  });
});
