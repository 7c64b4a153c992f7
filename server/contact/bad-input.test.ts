/**
 * Malformed requests thrown at /api/contact (docs/contact-pipeline.md). Each must get its exact status,
 * leave the server answering, and store and deliver nothing.
 */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { rawRequest, serveWithReceiver } from "../../test/support.ts";

const json = { "Content-Type": "application/json", Accept: "application/json" };
const formJson = {
  "Content-Type": "application/x-www-form-urlencoded",
  Accept: "application/json",
};
const valid = { name: "Kovács Anna", email: "anna@example.com" };
const withField = (fields: Record<string, unknown>) => JSON.stringify({ ...valid, ...fields });
const long = (length: number) => "a".repeat(length);

interface Case {
  name: string;
  status: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunks?: Buffer[];
}

/** A JSON inquiry, valid but for `fields`: refused with 400. */
const badField = (name: string, fields: Record<string, unknown>): Case => ({
  name,
  status: 400,
  headers: json,
  body: withField(fields),
});

/** An inquiry in a content type the endpoint does not read (none when undefined): 415. */
const badType = (name: string, type: string | undefined, body = withField({})): Case => ({
  name,
  status: 415,
  headers: type === undefined ? {} : { "Content-Type": type },
  body,
});

/** A valid JSON inquiry sent from another site, as `headers` say: refused with 403. */
const crossSite = (name: string, headers: Record<string, string>): Case => ({
  name,
  status: 403,
  headers: { ...json, ...headers },
  body: withField({}),
});

const cases: Case[] = [
  // Not JSON, or JSON of the wrong shape
  { name: "malformed JSON", status: 400, headers: json, body: '{"name": "Anna",' },
  { name: "truncated JSON string", status: 400, headers: json, body: '{"name": "An' },
  { name: "empty JSON body", status: 400, headers: json, body: "" },
  { name: "JSON array", status: 400, headers: json, body: JSON.stringify([valid]) },
  { name: "JSON null", status: 400, headers: json, body: "null" },
  { name: "JSON number", status: 400, headers: json, body: "42" },
  { name: "JSON string", status: 400, headers: json, body: '"name=Anna"' },
  { name: "JSON boolean", status: 400, headers: json, body: "true" },
  {
    name: "deeply nested arrays",
    status: 400,
    headers: json,
    body: `${"[".repeat(8000)}${"]".repeat(8000)}`,
  },
  { name: "empty object", status: 400, headers: json, body: "{}" },
  // Wrong types
  badField("right-to-left override in the name", { name: "Kovács \u202eannA" }),
  badField("left-to-right isolate in the message", {
    message: "Hívjon: \u2066+36 1 234 5678\u2069",
  }),
  badField("right-to-left mark in the e-mail address", { email: "anna\u200f@example.com" }),
  badField("Arabic letter mark in the phone number", { phone: "+36 1 234\u061c 5678" }),
  badField("name is a number", { name: 12345 }),
  badField("name is null", { name: null }),
  badField("email is an array", { email: ["a@b"] }),
  badField("phone is a boolean", { phone: true }),
  badField("message is an object", { message: { text: "hi" } }),
  badField("service is nested", { service: [["security"]] }),
  badField("page is a number", { page: 1 }),
  badField("page is an object", { page: { path: "/" } }),
  // Unknown and dangerous keys
  {
    name: "__proto__ key",
    status: 400,
    headers: json,
    body: '{"name":"Anna","email":"a@b.hu","__proto__":{"admin":true}}',
  },
  badField("constructor key", { constructor: { prototype: { admin: true } } }),
  badField("unknown field", { admin: "true" }),
  badField("HTML as a key", { "<script>alert(1)</script>": "x" }),
  {
    name: "form __proto__ field",
    status: 400,
    headers: formJson,
    body: "name=Anna&email=a%40b.hu&__proto__=x",
  },
  {
    name: "form repeated field",
    status: 400,
    headers: formJson,
    body: "name=Anna&name=Bela&email=a%40b.hu",
  },
  // Field rules
  badField("name too short", { name: " A " }),
  badField("email without @", { email: "anna.example.com" }),
  badField("10,000-character name", { name: long(10_000) }),
  badField("10,000-character email", { email: `${long(9_990)}@b.hu` }),
  badField("10,000-character message", { message: long(10_000) }),
  badField("10,000-character phone", { phone: long(10_000) }),
  badField("10,000-character service", { service: long(10_000) }),
  // Control characters (header and log injection)
  badField("CR/LF in name", { name: "Anna\r\nX-Injected: 1" }),
  badField("LF in email", { email: "a@b.hu\nBcc: x@y.hu" }),
  badField("NUL in phone", { phone: "+36\u0000 1" }),
  badField("escape in service", { service: "\u001b[31msecurity" }),
  {
    name: "form CR/LF in name",
    status: 400,
    headers: formJson,
    body: "name=Anna%0D%0AX-Injected%3A%201&email=a%40b.hu",
  },
  // HTML/JS payloads in otherwise invalid requests (valid ones are stored verbatim: contact.test.ts)
  badField("script as email", { email: "<script>alert(1)</script>" }),
  {
    name: "script with a short name",
    status: 400,
    headers: json,
    body: JSON.stringify({ name: "<", email: "<img src=x onerror=alert(1)>" }),
  },
  // Encoding
  {
    name: "invalid UTF-8 bytes",
    status: 400,
    headers: json,
    body: Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","email":"a@b.hu"}'),
    ]),
  },
  {
    name: "overlong UTF-8",
    status: 400,
    headers: json,
    body: Buffer.concat([
      Buffer.from('{"name":"An'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('","email":"a@b.hu"}'),
    ]),
  },
  {
    name: "lone surrogate escape",
    status: 400,
    headers: json,
    body: '{"name":"An\\ud800na","email":"a@b.hu"}',
  },
  {
    name: "form invalid UTF-8 escape",
    status: 400,
    headers: formJson,
    body: "name=An%FFna&email=a%40b.hu",
  },
  {
    name: "form broken percent escape",
    status: 400,
    headers: formJson,
    body: "name=An%zzna&email=a%40b.hu",
  },
  // Size
  {
    name: "1 MB JSON body",
    status: 413,
    headers: json,
    body: withField({ message: long(1024 * 1024) }),
  },
  {
    name: "1 MB chunked body",
    status: 413,
    headers: json,
    chunks: Array.from({ length: 64 }, () => Buffer.alloc(16 * 1024, 0x61)),
  },
  {
    name: "body just over 16 KB",
    status: 413,
    headers: json,
    body: withField({ message: long(16 * 1024) }),
  },
  {
    name: "declared length over 16 KB",
    status: 413,
    headers: { ...json, "Content-Length": "17000" },
    body: long(17_000),
  },
  // Methods
  ...["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"].map((method) => ({
    name: `${method} method`,
    method,
    status: 405,
  })),
  // Content types
  badType("text/plain", "text/plain"),
  badType("multipart/form-data", "multipart/form-data; boundary=x", "--x\r\n"),
  badType("no content type", undefined),
  badType("application/xml", "application/xml", "<a/>"),
  badType("JSON in Latin-1", "application/json; charset=iso-8859-1"),
  // Origin
  crossSite("foreign Origin", { Origin: "https://evil.example" }),
  crossSite("Origin null", { Origin: "null" }),
  crossSite("cross-site fetch", { "Sec-Fetch-Site": "cross-site" }),
  { name: "missing Origin, malformed body", status: 400, headers: json, body: "{" },
];

describe("bad input on /api/contact", () => {
  const harness = serveWithReceiver();

  it("has at least 40 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("$name → $status", async ({ status, method, headers, body, chunks }) => {
    const answer = await rawRequest(harness.running.url, {
      method: method ?? "POST",
      headers: headers ?? {},
      ...(body !== undefined && { body }),
      ...(chunks && { chunks }),
    });
    expect(answer.status).toBe(status);
    if (status === 405) expect(answer.headers.allow).toBe("POST");
    if (answer.headers["content-type"]?.startsWith("application/json")) {
      expect(JSON.parse(answer.body)).toMatchObject({
        ok: false,
        notice: { title: expect.any(String) },
      });
    }
    const health = await fetch(`${harness.running.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await harness.running.store.inquiryCount()).toBe(0);
    expect(harness.receiver.calls).toHaveLength(0);
  });

  it.each([
    ["an unparsable Content-Length", "Content-Length: abc\r\n"],
    ["both Content-Length and chunked", "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n"],
  ])("refuses a request with %s at the HTTP layer", async (_label, extra) => {
    const { port } = new URL(harness.running.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1");
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString("latin1");
      });
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${extra}\r\n{}`,
      );
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect((await fetch(`${harness.running.url}/healthz`)).status).toBe(200);
  });

  it("delivered nothing at all", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(harness.receiver.calls).toHaveLength(0);
    expect(await harness.running.store.list()).toEqual([]);
  });
});
