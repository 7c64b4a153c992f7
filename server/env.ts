/**
 * The server's configuration, read once from the environment at start-up. A bad value stops
 * the server with a message naming the variable (the Epic Stack's env.server.ts pattern).
 * Every variable is documented in the README's deployment notes.
 */
import { resolve } from "node:path";
import * as z from "zod";
import { brand } from "../app/site/brand.ts";

const flag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"])
  .transform((value) => ["true", "1", "on", "yes"].includes(value));

const milliseconds = (fallback: number, min = 1) =>
  z.coerce.number().int().min(min).max(86_400_000).default(fallback);

const schema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** All interfaces by default: the usual need in a container or behind a reverse proxy. */
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).default(brand.defaultSiteUrl),
  CONTACT_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_PATH: z.string().min(1).default("./data/inquiries.sqlite"),
  BUILD_DIR: z.string().min(1).default("build/client"),
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
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type LogLevel = z.output<typeof schema>["LOG_LEVEL"];

export interface Config {
  port: number;
  host: string;
  /** Canonical origin, no trailing slash; also an accepted `Origin` for the contact form. */
  siteUrl: string;
  webhookUrl: string | undefined;
  databasePath: string;
  buildDir: string;
  trustProxy: number;
  hsts: boolean;
  rateLimit: { perMinute: number; perHour: number };
  delivery: { timeoutMs: number; baseMs: number; maxMs: number; pollMs: number };
  shutdownTimeoutMs: number;
  logLevel: LogLevel;
}

/** Parses an environment (process.env, or a plain record in tests); throws naming each bad variable. */
export function parseConfig(environment: Record<string, string | undefined>): Config {
  const blanksRemoved = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(blanksRemoved);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return {
    port: env.PORT,
    host: env.HOST,
    siteUrl: new URL(env.SITE_URL).origin,
    webhookUrl: env.CONTACT_WEBHOOK_URL,
    databasePath: resolve(env.DATABASE_PATH),
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
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
  };
}
