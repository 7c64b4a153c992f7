/**
 * Test helpers: a fake prerendered build, a real server in-process, a real webhook receiver
 * and a real SMTP server, both on 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { notFoundPaths, pageRoutes } from "../app/site/pages.ts";
import { type Config, parseConfig } from "./env.ts";
import { createLogger } from "./log.ts";
import { type RunningServer, startServer } from "./main.ts";

const tempDirs: string[] = [];

/** A fresh directory under the system's temp folder, removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build/client with one small page per listed path, the 404 pages and a hashed asset. */
export function fakeBuild(): string {
  const dir = tempDir("dp-build-");
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
  symlinkSync("/etc/hostname", join(dir, "linked.txt"));
  write("robots.txt", "User-agent: *\nAllow: /\n");
  write("biztonsag.data", "[]");
  write("__spa-fallback.html", "<html></html>");
  return dir;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...parseConfig({}),
    port: 0,
    host: "127.0.0.1",
    hsts: true,
    databasePath: join(tempDir("dp-db-"), "inquiries.sqlite"),
    buildDir: fakeBuild(),
    logLevel: "silent",
    delivery: { timeoutMs: 2_000, baseMs: 20, maxMs: 200, pollMs: 100 },
    rateLimit: { perMinute: 1_000, perHour: 10_000 },
    ...overrides,
  };
}

export function start(config: Config): Promise<RunningServer> {
  return startServer(config, createLogger("silent"));
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

export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on 127.0.0.1 that records what it receives and answers as told. */
export class WebhookReceiver {
  readonly calls: ReceivedCall[] = [];
  /** Status to answer with; a function can vary it per call. */
  status: number | ((call: number) => number) = 200;
  /** How long to wait before answering (a slow or hanging webhook). */
  delayMs = 0;
  #server: Server | undefined;
  port = 0;

  async listen(port = 0): Promise<string> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        this.calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        const status =
          typeof this.status === "function" ? this.status(this.calls.length) : this.status;
        const answer = () => res.writeHead(status).end();
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(port, "127.0.0.1", resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  /** Bodies received, parsed, keyed by Idempotency-Key. */
  get byKey(): Map<string, unknown[]> {
    const map = new Map<string, unknown[]>();
    for (const call of this.calls) {
      const key = String(call.headers["idempotency-key"]);
      map.set(key, [...(map.get(key) ?? []), JSON.parse(call.body)]);
    }
    return map;
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.#server = undefined;
  }
}

/** A port on 127.0.0.1 that nothing listens on (connection refused). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ReceivedMail {
  /** The SMTP envelope: where the message really goes, whatever its headers say. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 that keeps every message it
 * accepts. `refuseWith` makes it answer the end of DATA with that code instead (451: try
 * again later); closing it makes connections be refused.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  refuseWith: number | undefined;
  /** Messages refused so far. */
  refused = 0;
  port = 0;
  #server: SMTPServer | undefined;

  async listen(port = 0): Promise<string> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          if (this.refuseWith) {
            this.refused++;
            const error = Object.assign(new Error("Try again later"), {
              responseCode: this.refuseWith,
            });
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          this.messages.push({ envelope, raw, parsed: await simpleParser(raw) });
          callback(null);
        });
      },
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    this.port = (server.server.address() as AddressInfo).port;
    return this.url;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Accepted messages about one inquiry (its X-Inquiry-Id header). */
  about(id: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.parsed.headers.get("x-inquiry-id") === id);
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.#server = undefined;
  }
}

export async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
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
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (chunk: Buffer) => parts.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
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
