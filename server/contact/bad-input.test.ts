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
  { name: "name is a number", status: 400, headers: json, body: withField({ name: 12345 }) },
  { name: "name is null", status: 400, headers: json, body: withField({ name: null }) },
  { name: "email is an array", status: 400, headers: json, body: withField({ email: ["a@b"] }) },
  { name: "phone is a boolean", status: 400, headers: json, body: withField({ phone: true }) },
  {
    name: "message is an object",
    status: 400,
    headers: json,
    body: withField({ message: { text: "hi" } }),
  },
  {
    name: "service is nested",
    status: 400,
    headers: json,
    body: withField({ service: [["security"]] }),
  },
  { name: "page is a number", status: 400, headers: json, body: withField({ page: 1 }) },
  {
    name: "page is an object",
    status: 400,
    headers: json,
    body: withField({ page: { path: "/" } }),
  },
  // Unknown and dangerous keys
  {
    name: "__proto__ key",
    status: 400,
    headers: json,
    body: '{"name":"Anna","email":"a@b.hu","__proto__":{"admin":true}}',
  },
  {
    name: "constructor key",
    status: 400,
    headers: json,
    body: withField({ constructor: { prototype: { admin: true } } }),
  },
  { name: "unknown field", status: 400, headers: json, body: withField({ admin: "true" }) },
  {
    name: "HTML as a key",
    status: 400,
    headers: json,
    body: withField({ "<script>alert(1)</script>": "x" }),
  },
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
  { name: "name too short", status: 400, headers: json, body: withField({ name: " A " }) },
  {
    name: "email without @",
    status: 400,
    headers: json,
    body: withField({ email: "anna.example.com" }),
  },
  {
    name: "10,000-character name",
    status: 400,
    headers: json,
    body: withField({ name: long(10_000) }),
  },
  {
    name: "10,000-character email",
    status: 400,
    headers: json,
    body: withField({ email: `${long(9_990)}@b.hu` }),
  },
  {
    name: "10,000-character message",
    status: 400,
    headers: json,
    body: withField({ message: long(10_000) }),
  },
  {
    name: "10,000-character phone",
    status: 400,
    headers: json,
    body: withField({ phone: long(10_000) }),
  },
  {
    name: "10,000-character service",
    status: 400,
    headers: json,
    body: withField({ service: long(10_000) }),
  },
  // Control characters (header and log injection)
  {
    name: "CR/LF in name",
    status: 400,
    headers: json,
    body: withField({ name: "Anna\r\nX-Injected: 1" }),
  },
  {
    name: "LF in email",
    status: 400,
    headers: json,
    body: withField({ email: "a@b.hu\nBcc: x@y.hu" }),
  },
  { name: "NUL in phone", status: 400, headers: json, body: withField({ phone: "+36\u0000 1" }) },
  {
    name: "escape in service",
    status: 400,
    headers: json,
    body: withField({ service: "\u001b[31msecurity" }),
  },
  {
    name: "form CR/LF in name",
    status: 400,
    headers: formJson,
    body: "name=Anna%0D%0AX-Injected%3A%201&email=a%40b.hu",
  },
  // HTML/JS payloads in otherwise invalid requests (valid ones are stored verbatim: contact.test.ts)
  {
    name: "script as email",
    status: 400,
    headers: json,
    body: withField({ email: "<script>alert(1)</script>" }),
  },
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
  {
    name: "text/plain",
    status: 415,
    headers: { "Content-Type": "text/plain" },
    body: withField({}),
  },
  {
    name: "multipart/form-data",
    status: 415,
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    body: "--x\r\n",
  },
  { name: "no content type", status: 415, headers: {}, body: withField({}) },
  {
    name: "application/xml",
    status: 415,
    headers: { "Content-Type": "application/xml" },
    body: "<a/>",
  },
  {
    name: "JSON in Latin-1",
    status: 415,
    headers: { "Content-Type": "application/json; charset=iso-8859-1" },
    body: withField({}),
  },
  // Origin
  {
    name: "foreign Origin",
    status: 403,
    headers: { ...json, Origin: "https://evil.example" },
    body: withField({}),
  },
  { name: "Origin null", status: 403, headers: { ...json, Origin: "null" }, body: withField({}) },
  {
    name: "cross-site fetch",
    status: 403,
    headers: { ...json, "Sec-Fetch-Site": "cross-site" },
    body: withField({}),
  },
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
    expect(harness.running.store.inquiryCount()).toBe(0);
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
    expect(harness.running.store.list()).toEqual([]);
  });
});
