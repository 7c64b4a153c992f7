/**
 * The server's configuration, read once from the environment at start-up. A bad value stops
 * the server with a message naming the variable (the Epic Stack's env.server.ts pattern).
 * Every variable is documented in the README's deployment notes.
 */
import { resolve } from "node:path";
import * as z from "zod";
import { validEmailAddress } from "../app/contact/schema.ts";
import { brand } from "../app/site/brand.ts";
import {
  parseRetentionDays,
  retentionDaysExpected,
  retentionDaysOf,
} from "../app/site/retention.ts";
import { type AnalyticsConfig, analyticsConfig, analyticsVariables } from "./analytics/config.ts";
import { type EditorConfig, parseEditorConfig } from "./back-office/config.ts";
import type { InquiriesConfig } from "./inquiries/config.ts";
import { flag, milliseconds } from "./shared/config.ts";
import { type LogLevel, logLevels } from "./shared/log.ts";
import { defaultBuildDir, defaultDatabasePath } from "./shared/paths.ts";

export { channelSetting } from "./inquiries/config.ts";

const address = z.string().trim().regex(validEmailAddress, "expected an e-mail address");

const schema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** All interfaces by default: the usual need in a container or behind a reverse proxy. */
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).default(brand.defaultSiteUrl),
  CONTACT_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_PATH: z.string().min(1).default(defaultDatabasePath),
  /** PostgreSQL for everything shared between instances; unset: the embedded SQLite files. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  BUILD_DIR: z.string().min(1).default(defaultBuildDir),
  /** How many reverse proxies in front of us append to X-Forwarded-For (0: trust none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Strict-Transport-Security; defaults to on except when NODE_ENV is development or test. */
  HSTS: flag.optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  WEBHOOK_TIMEOUT_MS: milliseconds(10_000, 50),
  RETRY_BASE_MS: milliseconds(2_000),
  RETRY_MAX_MS: milliseconds(10 * 60_000),
  /** Longest pause between looks at the store, so retries asked for by the CLI are noticed. */
  DELIVERY_POLL_MS: milliseconds(5_000, 10),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000, 100),
  /** On SIGTERM, how long /healthz says "draining" while requests are still served. */
  SHUTDOWN_DRAIN_MS: milliseconds(0, 0),
  /** Staff e-mail: smtp://user:pass@host:587 (STARTTLS when offered) or smtps:// (TLS). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** One or more addresses, separated by commas. */
  NOTIFY_TO: z
    .string()
    .transform((value) => value.split(",").map((part) => part.trim()))
    .pipe(z.array(address).min(1))
    .optional(),
  NOTIFY_FROM: address.optional(),
  /** An inquiry not at the webhook this long after it came in raises one alert e-mail. */
  DELIVERY_ALERT_AFTER_MS: milliseconds(30 * 60_000, 10),
  INQUIRY_RETENTION_DAYS: z
    .string()
    .transform((value, context) => {
      const days = retentionDaysOf(value);
      if (days === undefined) context.addIssue({ code: "custom", message: retentionDaysExpected });
      return days ?? z.NEVER;
    })
    .optional(),
  ...analyticsVariables,
  LOG_LEVEL: z.enum(logLevels).default("info"),
});

/** The whole server's settings: the top's own, and each feature's part. */
export interface Config extends InquiriesConfig {
  port: number;
  host: string;
  /** Canonical origin, no trailing slash; also an accepted `Origin` for the contact form. */
  siteUrl: string;
  buildDir: string;
  trustProxy: number;
  hsts: boolean;
  rateLimit: { perMinute: number; perHour: number };
  /** Node's limits for a slow client: the whole head, the whole request, an idle connection. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  shutdownTimeoutMs: number;
  /** How long a shutdown answers /healthz 503 "draining" before it stops accepting. */
  drainMs: number;
  /** Counting (off: nothing is counted, written or reported). */
  analytics: AnalyticsConfig;
  logLevel: LogLevel;
  /** The content editor under /admin; undefined unless CONTENT_EDITOR is on. */
  editor: EditorConfig | undefined;
}

function invalid(problems: readonly string[]): never {
  throw new Error(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
}

/** A value as a message shows it: quoted, with the password of a URL's user part hidden. */
function shownValue(name: string, value: string): string {
  const secret = name.endsWith("_URL") ? value.replace(/(\/\/[^/@:]*:)[^/@]*@/, "$1***@") : value;
  return JSON.stringify(secret);
}

/**
 * Parses an environment (process.env, or a plain record in tests); throws naming each bad
 * variable and its value.
 */
export function parseConfig(environment: Record<string, string | undefined>): Config {
  const blanksRemoved = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(blanksRemoved);
  if (!result.success) {
    invalid(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${shownValue(name, blanksRemoved[name] ?? "")}: ${issue.message}`;
      }),
    );
  }
  const env = result.data;
  if (env.SMTP_URL) {
    const missing = (["NOTIFY_TO", "NOTIFY_FROM"] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      invalid(missing.map((name) => `${name} is not set: required when SMTP_URL is set`));
    }
  }
  const databasePath = resolve(env.DATABASE_PATH);
  return {
    port: env.PORT,
    host: env.HOST,
    siteUrl: new URL(env.SITE_URL).origin,
    webhookUrl: env.CONTACT_WEBHOOK_URL,
    databasePath,
    databaseUrl: env.DATABASE_URL,
    buildDir: resolve(env.BUILD_DIR),
    trustProxy: env.TRUST_PROXY,
    hsts: env.HSTS ?? !["development", "test"].includes(env.NODE_ENV ?? ""),
    rateLimit: { perMinute: env.RATE_LIMIT_PER_MINUTE, perHour: env.RATE_LIMIT_PER_HOUR },
    delivery: {
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      baseMs: env.RETRY_BASE_MS,
      maxMs: Math.max(env.RETRY_MAX_MS, env.RETRY_BASE_MS),
      pollMs: env.DELIVERY_POLL_MS,
    },
    mail:
      env.SMTP_URL && env.NOTIFY_TO && env.NOTIFY_FROM
        ? { smtpUrl: env.SMTP_URL, from: env.NOTIFY_FROM, to: env.NOTIFY_TO }
        : undefined,
    alertAfterMs: env.DELIVERY_ALERT_AFTER_MS,
    retentionDays: env.INQUIRY_RETENTION_DAYS ?? parseRetentionDays(undefined),
    http: { headersTimeoutMs: 10_000, requestTimeoutMs: 15_000, keepAliveTimeoutMs: 5_000 },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    drainMs: env.SHUTDOWN_DRAIN_MS,
    analytics: analyticsConfig(env, databasePath),
    logLevel: env.LOG_LEVEL,
    editor: parseEditorConfig(blanksRemoved, databasePath),
  };
}
