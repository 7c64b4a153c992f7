/**
 * Real servers for tests and the load bench, on 127.0.0.1: a webhook receiver and an SMTP
 * server that record what they get and answer as told, a port nothing listens on, a wait for
 * a condition, and a reader of a whole HTTP answer. Free of the test runner, so scripts can
 * use them too.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

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
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = testPorts.from + Math.floor(Math.random() * (testPorts.to - testPorts.from + 1));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port from ${testPorts.from} to ${testPorts.to} on 127.0.0.1`);
}

/**
 * Where test servers listen: below the kernel's ephemeral range (ip_local_port_range starts at
 * 32768). A port that listen(0) hands out is in that range, and before a child process binds
 * it, one of the run's many outgoing connections may take it as its source port ("Port … is
 * already in use" failed a run). Picked at random, so processes asking at once rarely meet.
 */
const testPorts = { from: 20_000, to: 32_767 };

function bindable(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
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

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP answer read to its end: status, headers and the body as UTF-8 text. */
export function readAnswer(res: IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
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
  });
}

/**
 * Resolves once `check()` holds, looking every `intervalMs`; throws after `timeoutMs`, also when
 * a check is still waiting then (a request the server never answers), so that the failure names
 * the wait that hung rather than ending in the test's own time limit.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
  intervalMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), Math.max(0, deadline - Date.now()) + intervalMs);
    });
    const held = await Promise.race([Promise.resolve().then(check), late]).finally(() =>
      clearTimeout(timer),
    );
    if (held === "late")
      throw new Error(`condition not met in ${timeoutMs} ms: a check was still waiting`);
    if (held) return;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
