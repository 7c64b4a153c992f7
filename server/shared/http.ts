/**
 * HTTP plumbing every endpoint shares: reading a request body without trusting it (bounded
 * size, strict UTF-8, two content types), where an unsafe request comes from, and answers
 * that are never cached.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export class BodyError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The connection closed before the body ended: the client gave up, or the server cut it off at
 * its time limit for a request (and answered 408 itself). Nobody is left to answer.
 */
export class ClientGone extends Error {}

export type BodyKind = "json" | "form";

/** The body's format from Content-Type; anything but JSON or form encoding in UTF-8 is a 415. */
export function bodyKind(contentType: string | undefined): BodyKind {
  const [type = "", ...params] = (contentType ?? "").split(";");
  const charset = params
    .map((param) => param.trim().toLowerCase())
    .find((param) => param.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/"/g, "");
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    throw new BodyError(415, "unsupported charset");
  }
  switch (type.trim().toLowerCase()) {
    case "application/json":
      return "json";
    case "application/x-www-form-urlencoded":
      return "form";
    default:
      throw new BodyError(415, "unsupported content type");
  }
}

/** The body's length as its Content-Length declares it; undefined when none is (chunked). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const declared = req.headers["content-length"];
  return declared === undefined ? undefined : Number(declared);
}

/**
 * Collects at most `limit` bytes. A declared Content-Length over the limit is refused before
 * a byte is read; a body without one (chunked) is refused as soon as it passes the limit.
 * A declared body is read into one buffer of its length (no second copy to join the parts).
 * A refused body is left unread (not destroyed), so the answer can still reach the client:
 * see `discardRest`.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = declaredLength(req);
  if (declared !== undefined && declared > limit) {
    return Promise.reject(new BodyError(413, "body too large"));
  }
  return new Promise((resolve, reject) => {
    // Node's parser ends a body at its Content-Length; a shorter one never ends (close).
    const whole = declared === undefined ? undefined : Buffer.allocUnsafe(declared);
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (settle: () => void) => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish(() => reject(new BodyError(413, "body too large")));
      } else if (whole) {
        chunk.copy(whole, size - chunk.length);
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () =>
      finish(() => resolve(whole ? whole.subarray(0, size) : Buffer.concat(chunks, size)));
    const onError = (error: Error) =>
      finish(() => reject(new ClientGone(error.message, { cause: error })));
    const onClose = () => finish(() => reject(new ClientGone("the connection closed")));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/**
 * Reads and throws away what a client still sends after its body was refused, up to `bound`
 * bytes, and resolves when the body has ended or the bound is passed (then the connection
 * is cut). Closing with unread data would make the kernel reset the connection, and a client
 * still uploading would see the reset instead of the answer already sent.
 */
export function discardRest(req: IncomingMessage, bound: number): Promise<void> {
  return new Promise((resolve) => {
    let size = 0;
    const done = () => {
      req.off("data", onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > bound) {
        req.destroy();
        done();
      }
    };
    if (req.complete) return resolve();
    req.on("data", onData).once("end", done).once("close", done).once("error", done);
    req.resume();
  });
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * Parses a body: JSON as is (the schema judges its shape), form encoding into a record of
 * strings without a prototype. Malformed input, invalid UTF-8 (also as percent escapes or
 * lone surrogates in JSON) and repeated form fields are 400s.
 */
export function parseBody(kind: BodyKind, body: Buffer): unknown {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    throw new BodyError(400, "invalid UTF-8");
  }
  return kind === "json" ? parseJson(text) : parseForm(text);
}

function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError(400, "malformed JSON");
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const field of Object.values(value)) {
      // "\ud800" is valid JSON but no text: it cannot be stored or forwarded as UTF-8.
      if (typeof field === "string" && !field.isWellFormed()) {
        throw new BodyError(400, "invalid UTF-16 in JSON string");
      }
    }
  }
  return value;
}

function parseForm(text: string): Record<string, string> {
  const record: Record<string, string> = Object.create(null);
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const key = decodeFormComponent(equals < 0 ? pair : pair.slice(0, equals));
    const value = decodeFormComponent(equals < 0 ? "" : pair.slice(equals + 1));
    if (Object.hasOwn(record, key)) throw new BodyError(400, "repeated field");
    record[key] = value;
  }
  return record;
}

// Unlike URLSearchParams, decodeURIComponent refuses invalid UTF-8 in percent escapes
// instead of replacing it with U+FFFD.
function decodeFormComponent(component: string): string {
  try {
    return decodeURIComponent(component.replaceAll("+", " "));
  } catch {
    throw new BodyError(400, "invalid percent encoding");
  }
}

/**
 * Browsers say where a request comes from (`Sec-Fetch-Site`, `Origin`). A post from another
 * site (submitting through a visitor's browser) is refused. Clients that send neither header
 * (curl, server-to-server) are not browsers acting for someone else, so they may post: the
 * public endpoints (contact form, beacon) take this rule.
 */
export function sameOrigin(req: IncomingMessage, siteOrigin: string): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = req.headers.origin;
  return origin === undefined || isOwnOrigin(req, origin, siteOrigin);
}

/**
 * The stricter rule of the signed-in pages: `Sec-Fetch-Site` where the browser sends it, else
 * an `Origin` naming this host. A request with neither is refused.
 */
export function fromOwnOrigin(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  return Boolean(origin) && isOwnOrigin(req, origin ?? "");
}

function isOwnOrigin(req: IncomingMessage, origin: string, siteOrigin?: string): boolean {
  if (origin === siteOrigin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false; // `Origin: null` (sandboxed or privacy-sensitive contexts) and garbage
  }
}

export type Headers = Record<string, string>;

/**
 * The headers an area (the public site, the back office) gives every answer are set once at
 * its entry with `res.setHeader`; the helpers below never replace them. Where the area set no
 * Cache-Control, an answer is one that no cache keeps.
 */
const noStoreUnlessSet = (res: ServerResponse): Headers =>
  res.hasHeader("Cache-Control") ? {} : { "Cache-Control": "no-store" };

/** Answers with a body that no cache keeps. */
export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Uint8Array,
  headers: Headers = {},
): void {
  res.writeHead(status, bodyHeaders(res, type, body, headers));
  res.end(body);
}

export const sendText = (res: ServerResponse, status: number, text: string, headers?: Headers) =>
  send(res, status, "text/plain; charset=utf-8", text, headers);

export const sendJson = (res: ServerResponse, status: number, value: unknown, headers?: Headers) =>
  send(res, status, "application/json; charset=utf-8", JSON.stringify(value), headers);

/** 303 See Other: after a form post, the browser asks for `location` with a GET. */
export function redirect(res: ServerResponse, location: string, headers: Headers = {}): void {
  res.writeHead(303, { Location: location, ...noStoreUnlessSet(res), ...headers });
  res.end();
}

/**
 * Answers a request whose body may not have been read to its end (it was refused): the answer
 * goes out now, and the connection closes once the rest of the body is read and dropped (up
 * to `discardBound` bytes), so the sender sees the answer and not a reset.
 */
export function sendBeforeBodyEnds(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  discardBound: number,
): void {
  if (req.complete) {
    send(res, status, type, body);
    return;
  }
  res.writeHead(status, bodyHeaders(res, type, body, { Connection: "close" }));
  res.write(body);
  void discardRest(req, discardBound).then(() => res.end());
}

const bodyHeaders = (
  res: ServerResponse,
  type: string,
  body: string | Uint8Array,
  headers: Headers,
): Headers => ({
  "Content-Type": type,
  ...noStoreUnlessSet(res),
  "Content-Length": String(Buffer.byteLength(body)),
  ...headers,
});
