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
      drainMs: 0,
      mail: undefined,
      alertAfterMs: 1_800_000,
      retentionDays: 365,
    });
    expect(config.databasePath).toMatch(/[/\\]data[/\\]inquiries\.sqlite$/);
    expect(config.buildDir).toMatch(/build[/\\]client$/);
  });

  it.each([
    {
      what: "the environment, treating empty values as unset",
      env: {
        PORT: "8080",
        SITE_URL: "https://example.hu/",
        CONTACT_WEBHOOK_URL: "https://hooks.example/abc",
        TRUST_PROXY: "1",
        HSTS: "off",
        HOST: "",
      },
      expected: {
        port: 8080,
        host: "0.0.0.0",
        siteUrl: "https://example.hu",
        webhookUrl: "https://hooks.example/abc",
        trustProxy: 1,
        hsts: false,
      },
    },
    {
      what: "the staff e-mail settings: an SMTP URL and one or more addresses",
      env: {
        SMTP_URL: "smtp://user:secret@mail.example.hu:587",
        NOTIFY_TO: "iroda@example.hu, ugyelet@example.hu",
        NOTIFY_FROM: "weboldal@example.hu",
        DELIVERY_ALERT_AFTER_MS: "600000",
        INQUIRY_RETENTION_DAYS: "730",
      },
      expected: {
        mail: {
          smtpUrl: "smtp://user:secret@mail.example.hu:587",
          to: ["iroda@example.hu", "ugyelet@example.hu"],
          from: "weboldal@example.hu",
        },
        alertAfterMs: 600_000,
        retentionDays: 730,
      },
    },
  ])("reads $what", ({ env, expected }) => {
    expect(parseConfig(env)).toMatchObject(expected);
  });

  it("turns HSTS off in development", () => {
    expect(parseConfig({ NODE_ENV: "development" }).hsts).toBe(false);
  });

  it("fails fast, naming every bad variable", () => {
    expect(() =>
      parseConfig({ PORT: "http", CONTACT_WEBHOOK_URL: "ftp://x", HSTS: "maybe" }),
    ).toThrow(/PORT[\s\S]*CONTACT_WEBHOOK_URL[\s\S]*HSTS/);
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.hu" }, /SMTP_URL/],
    [
      { SMTP_URL: "smtp://mail.example.hu" },
      /NOTIFY_TO is not set: required[\s\S]*NOTIFY_FROM is not set: required/,
    ],
    [
      { SMTP_URL: "smtp://m.example.hu", NOTIFY_TO: "a@b.hu, @", NOTIFY_FROM: "w@b.hu" },
      /NOTIFY_TO/,
    ],
    [{ NOTIFY_FROM: "not an address" }, /NOTIFY_FROM/],
    [{ INQUIRY_RETENTION_DAYS: "0" }, /INQUIRY_RETENTION_DAYS/],
    [{ INQUIRY_RETENTION_DAYS: "one year" }, /INQUIRY_RETENTION_DAYS/],
    [{ DELIVERY_ALERT_AFTER_MS: "-5" }, /DELIVERY_ALERT_AFTER_MS/],
  ])("refuses %j, naming the variable", (environment, message) => {
    expect(() => parseConfig(environment)).toThrow(message);
  });
});

describe("a bad setting's message", () => {
  const messageOf = (environment: Record<string, string>) => {
    try {
      parseConfig(environment);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("the environment was accepted");
  };

  it.each([
    ["PORT", "http"],
    ["HSTS", "maybe"],
    ["SITE_URL", "ftp://example.hu"],
    ["NOTIFY_FROM", "not an address"],
    ["DELIVERY_ALERT_AFTER_MS", "-5"],
    ["INQUIRY_RETENTION_DAYS", "0"],
    ["INQUIRY_RETENTION_DAYS", "one year"],
    ["LOG_LEVEL", "loud"],
  ])("names %s once, with the value %j", (name, value) => {
    const message = messageOf({ [name]: value });
    expect(message).toContain(`  ${name}=${JSON.stringify(value)}: `);
    expect(message.split(name)).toHaveLength(2);
  });

  it("hides the password of a URL", () => {
    const message = messageOf({ SMTP_URL: "http://user:secret@mail.example.hu" });
    expect(message).toContain('SMTP_URL="http://user:***@mail.example.hu"');
    expect(message).not.toContain("secret");
  });
});
