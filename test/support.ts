/**
 * Test helpers: a fake release, a real server in-process, and (from
 * servers.ts) a real webhook receiver and a real SMTP server on 127.0.0.1.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { readContent } from "../app/content/index.server.ts";
import { notFoundPaths, pageRoutes } from "../app/site/pages.ts";
import { defaultRetentionDays } from "../app/site/retention.ts";
import { type Config, parseConfig } from "../server/env.ts";
import type { NewInquiry } from "../server/inquiries/index.ts";
import { type RunningServer, type StartOptions, startServer } from "../server/main.ts";
import { type ReleaseManifest, releaseRecord, runtimeOf } from "../server/release/index.ts";
import { createLogger } from "../server/shared/log.ts";
import { StaffMail } from "../server/staff-mail/index.ts";
import { type RawAnswer, readAnswer, SmtpSink, WebhookReceiver } from "./servers.ts";

export {
  type RawAnswer,
  type ReceivedCall,
  type ReceivedMail,
  SmtpSink,
  until,
  unusedPort,
  WebhookReceiver,
} from "./servers.ts";

const tempDirs: string[] = [];

/**
 * A fresh directory under the system's temp folder, removed after the test file (by
 * `removeTempDirs`, which test/each-file.ts runs after every file).
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The CPU time a synchronous `work` takes, in ms, and its result: a bound on work that only
 * computes holds on a shared machine, where the wall clock also counts the neighbours' turns.
 */
export function cpuMs<T>(work: () => T): { ms: number; result: T } {
  const before = process.cpuUsage();
  const result = work();
  const { user, system } = process.cpuUsage(before);
  return { ms: (user + system) / 1000, result };
}

/** What the project's content/ gives the server at run time (the form's notices, …). */
export const testRuntime = runtimeOf(await readContent("content", defaultRetentionDays));

/**
 * A release's client folder with one small page per listed path, the 404 pages and a hashed
 * asset, and beside it a release.json with the runtime content of content/ (or `manifest`).
 */
export function fakeBuild(manifest: Partial<ReleaseManifest> = {}): string {
  // One per manifest for a test file: no test writes into a build, and hundreds of servers
  // start on one.
  const key = JSON.stringify(manifest);
  const made = fakeBuilds.get(key);
  if (made && existsSync(made)) return made;
  const release = tempDir("dp-build-");
  const dir = join(release, "client");
  const record: ReleaseManifest = {
    codeVersion: "test",
    contentVersion: "test",
    siteUrl: "https://www.danubiusprotect.hu",
    retentionDays: defaultRetentionDays,
    madeAt: new Date().toISOString(),
    reusable: {},
    runtime: testRuntime,
    ...manifest,
  };
  mkdirSync(dir);
  writeFileSync(join(release, releaseRecord), JSON.stringify(record));
  const write = (path: string, body: string | Buffer) => {
    const file = join(dir, path);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, body);
  };
  const pages = [
    ...pageRoutes.map((route) => [route.path, route.language] as const),
    ...Object.entries(notFoundPaths).map(([language, path]) => [path, language] as const),
  ];
  for (const [path, language] of pages) {
    const html = `<!DOCTYPE html><html lang="${language}"><head><title>${path}</title><style>h1{color:#123}</style></head><body><h1>page ${path}</h1><script>window.page=${JSON.stringify(path)}</script></body></html>`;
    write(path === "/" ? "index.html" : `${path.slice(1)}/index.html`, html);
  }
  const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
  write("assets/entry-abc123.js", script);
  write("assets/entry-abc123.js.br", brotliCompressSync(script));
  write("assets/entry-abc123.js.gz", gzipSync(script));
  write("og/home-hu.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write(".env", "SECRET=1");
  write(".git/config", "[core]");
  write(".well-known/security.txt", "Contact: mailto:security@example.org\n");
  write(".well-known/.hidden", "hidden");
  symlinkSync("/etc/hostname", join(dir, "linked.txt"));
  write("robots.txt", "User-agent: *\nAllow: /\n");
  write("__spa-fallback.html", "<html></html>");
  fakeBuilds.set(key, dir);
  return dir;
}
const fakeBuilds = new Map<string, string>();

export function testConfig(overrides: Partial<Config> = {}): Config {
  const defaults = parseConfig({});
  const dir = tempDir("dp-db-");
  return {
    ...defaults,
    port: 0,
    host: "127.0.0.1",
    hsts: true,
    databasePath: join(dir, "inquiries.sqlite"),
    analytics: { ...defaults.analytics, databasePath: join(dir, "analytics.sqlite") },
    buildDir: overrides.buildDir ?? fakeBuild(),
    logLevel: "silent",
    delivery: { timeoutMs: 2_000, baseMs: 20, maxMs: 200, pollMs: 100 },
    rateLimit: { perMinute: 1_000, perHour: 10_000 },
    ...overrides,
  };
}

export function start(config: Config, options?: StartOptions): Promise<RunningServer> {
  return startServer(config, createLogger("silent"), options);
}

/**
 * A server and a webhook receiver for one test file: started before its tests, stopped after.
 * Read `running` inside tests (it is set once the suite has started).
 */
export function serveWithReceiver(overrides: Partial<Config> = {}): {
  readonly running: RunningServer;
  readonly receiver: WebhookReceiver;
} {
  const receiver = new WebhookReceiver();
  let running: RunningServer | undefined;
  beforeAll(async () => {
    await receiver.listen();
    running = await start(testConfig({ webhookUrl: receiver.url, ...overrides }));
  });
  afterAll(async () => {
    await running?.close();
    await receiver.close();
  });
  return {
    receiver,
    get running() {
      if (!running) throw new Error("the test server has not started yet");
      return running;
    },
  };
}

/**
 * Servers one test starts, all stopped when it ends (the last started first): a webhook
 * receiver, an SMTP server, staff mail sent to one, the site; `later` adds any other clean-up.
 */
export function perTest() {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const later = (cleanup: () => Promise<void>) => void cleanups.push(cleanup);
  return {
    later,
    async receiver(): Promise<WebhookReceiver> {
      const hook = new WebhookReceiver();
      await hook.listen();
      later(() => hook.close());
      return hook;
    },
    async smtp(): Promise<SmtpSink> {
      const smtp = new SmtpSink();
      await smtp.listen();
      later(() => smtp.close());
      return smtp;
    },
    /** The staff mail service sending to `smtp`, as the server's configuration makes it. */
    staffMail(smtp: SmtpSink): StaffMail {
      const mail = new StaffMail({
        smtpUrl: smtp.url,
        from: "weboldal@danubiusprotect.hu",
        to: ["iroda@danubiusprotect.hu"],
        timeoutMs: 2_000,
        siteUrl: "https://www.danubiusprotect.hu",
        companyName: () => "Danubius Protect",
      });
      later(async () => mail.close());
      return mail;
    },
    async server(config: Config, options?: StartOptions): Promise<RunningServer> {
      const running = await start(config, options);
      later(() => running.close());
      return running;
    },
  };
}

/** A complete inquiry as the form posts it, every field filled. */
export const sampleInquiry = {
  name: "Kovács Anna",
  email: "anna@example.com",
  phone: "+36 30 123 4567",
  service: "debt-collection",
  message: "Két sor\nszöveg",
  page: "/adossagbehajtatas",
};

/**
 * What a command prints, caught: console.log and console.error silenced for the test file and
 * emptied after each test; `printed(spy)` is what one of them was given, a line a call.
 */
export function caughtConsole() {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  afterEach(() => {
    log.mockClear();
    error.mockClear();
  });
  // The next file in the same worker prints again.
  afterAll(() => {
    log.mockRestore();
    error.mockRestore();
  });
  const printed = (spy: typeof log) => spy.mock.calls.map((call) => call.join(" ")).join("\n");
  return { log, error, printed };
}

/** An inquiry from `name` at `email` as the store takes it: a security request in Hungarian. */
export const inquiryFrom = (name: string, email: string): NewInquiry => ({
  name,
  email,
  phone: "+36 30 123 4567",
  service: "security",
  message: "",
  language: "hu",
  page: "/biztonsag",
});

/** Posts an inquiry that must be accepted; returns the id it was stored under. */
export async function submitInquiry(
  running: RunningServer,
  fields: Record<string, string>,
): Promise<string> {
  const response = await postJson(`${running.url}/api/contact`, fields);
  if (response.status !== 200) throw new Error(`the inquiry got ${response.status}`);
  return (await running.store.list(1))[0]?.id ?? "";
}

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * One HTTP request with full control over method, headers and body bytes (fetch adds and
 * normalizes headers). `chunks` sends the body with chunked transfer encoding.
 */
export function rawRequest(
  baseUrl: string,
  options: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    chunks?: Buffer[];
  },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        // Sent exactly as given: no URL normalization of "..", "%2e" or "//".
        path: options.path ?? "/api/contact",
        method: options.method ?? "POST",
        headers: options.headers ?? {},
        agent: false,
      },
      (res) => void readAnswer(res).then(resolve, reject),
    );
    // The server may answer (413) and close before the whole body is written.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (options.chunks) {
      for (const chunk of options.chunks) req.write(chunk);
      req.end();
    } else {
      req.end(options.body);
    }
  });
}
