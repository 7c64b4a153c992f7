/**
 * Every page as the server sends it fits the first flight: the bytes of its response over
 * HTTP/1.1 — the header block as the server writes it and the brotli body — are at most ten
 * TCP segments (10 × 1,460 bytes), what a server may send before the visitor's first
 * acknowledgement (docs/decisions/027). HTTP/2 compresses the headers (HPACK), so this is the
 * upper bound. The server is the real one on 127.0.0.1, serving the build `npm run build` left,
 * with the headers production sends (HSTS included).
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundPaths, pageRoutes } from "../app/site/pages.ts";
import type { RunningServer } from "../server/main.ts";
import { start, testConfig } from "../test/support.ts";
import { buildDir } from "./page-assets.ts";

/** Ten segments of 1,460 bytes (a 1,500-byte MTU less the IP and TCP headers). */
const firstFlight = 10 * 1460;
/** A found page is served at its path; a not-found page at any unknown path of its language. */
const requests = [
  ...pageRoutes.map((route) => ({ path: route.path, status: 200 })),
  ...Object.entries(notFoundPaths).map(([language, path]) => ({
    path: language === "hu" ? "/nincs-ilyen-oldal" : `/${language}/no-such-page`,
    page: path,
    status: 404,
  })),
];

interface Sent {
  status: number;
  headerBytes: number;
  bodyBytes: number;
  encoding: string | undefined;
}

/** One GET over a fresh connection, as a browser asks for a page; the bytes as they arrive. */
function get(url: string, path: string): Promise<Sent> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      const bytes = Buffer.concat(chunks);
      const end = bytes.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const head = bytes.subarray(0, end + 4).toString("latin1");
      const length = Number(head.match(/\r\ncontent-length: *(\d+)/i)?.[1]);
      if (!Number.isFinite(length) || bytes.length < end + 4 + length) return false;
      socket.destroy();
      resolve({
        status: Number(head.slice(9, 12)),
        headerBytes: end + 4,
        bodyBytes: length,
        encoding: head.match(/\r\ncontent-encoding: *([^\r]+)/i)?.[1],
      });
      return true;
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      finish();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      if (!finish()) reject(new Error(`${path}: the connection closed before the whole answer`));
    });
    socket.write(
      `GET ${encodeURI(path)} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        "Accept: text/html,application/xhtml+xml\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n" +
        "Accept-Language: hu-HU,hu;q=0.9\r\nConnection: keep-alive\r\n\r\n",
    );
  });
}

let running: RunningServer;
beforeAll(async () => {
  running = await start(testConfig({ buildDir }));
});
afterAll(() => running.close());

it("sends the speculation rules as a header naming a file of the site, served with their type", async () => {
  const page = await fetch(`${running.url}/en`);
  const named = page.headers.get("speculation-rules")?.match(/^"(\/[^"]+)"$/)?.[1];
  expect(named).toBeDefined();
  const rules = await fetch(`${running.url}${named}`);
  expect(rules.status).toBe(200);
  expect(rules.headers.get("content-type")).toBe("application/speculationrules+json");
  expect((await rules.json()).prefetch).toEqual([
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] },
      eagerness: "moderate",
    },
  ]);
});

describe.each(requests)("$path", ({ path, status }) => {
  it(`is sent whole in the first flight: headers and brotli body ≤ ${firstFlight} bytes`, async () => {
    const sent = await get(running.url, path);
    expect(sent.status).toBe(status);
    expect(sent.encoding).toBe("br");
    const total = sent.headerBytes + sent.bodyBytes;
    expect(
      total,
      `${path}: ${sent.headerBytes} bytes of headers + ${sent.bodyBytes} of body`,
    ).toBeLessThanOrEqual(firstFlight);
  });
});
