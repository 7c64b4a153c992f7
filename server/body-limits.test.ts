/**
 * Every route that takes a body holds it to its documented limit while it arrives: a body past
 * it is answered before it ends (a declared one before a byte is sent), twenty at once; a body
 * at the limit is read. Real server on 127.0.0.1, the editor on.
 */
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { editorConfig, serverWithEditor, signIn } from "../test/editor.ts";
import { perTest } from "../test/support.ts";
import { maxUpdateBytes } from "./back-office/index.ts";

const servers = perTest();

interface Route {
  path: string;
  limit: number;
  headers: Record<string, string>;
  /** What a body past the limit is answered with (the beacon tells nothing: 204). */
  refused: number;
}

const routes = (cookie: string): Route[] => [
  {
    path: "/api/contact",
    limit: 16 * 1024,
    headers: { "Content-Type": "application/json" },
    refused: 413,
  },
  {
    path: "/api/event",
    limit: 2048,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    refused: 204,
  },
  {
    path: "/admin/sign-in",
    limit: 8 * 1024,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
    },
    refused: 413,
  },
  {
    path: "/api/keystatic/update",
    limit: maxUpdateBytes,
    headers: {
      Cookie: cookie,
      "no-cors": "1",
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
    },
    refused: 413,
  },
];

/**
 * Sends the headers and `bytes` of a body (declared as `declare` bytes, or chunked), never its
 * end, and resolves with the status of an answer that comes before it, or 0 when none comes.
 */
function unfinished(url: string, route: Route, bytes: number, declare?: number): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const req = request({
      hostname,
      port,
      path: route.path,
      method: "POST",
      headers: {
        ...route.headers,
        ...(declare === undefined ? {} : { "Content-Length": String(declare) }),
      },
      agent: false,
    });
    const timer = setTimeout(() => done(0), 20_000);
    const done = (status: number) => {
      clearTimeout(timer);
      req.destroy();
      resolve(status);
    };
    req.on("response", (res) => done(res.statusCode ?? 0));
    req.on("error", () => done(0));
    req.flushHeaders();
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let sent = 0; sent < bytes; sent += chunk.length)
      req.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)));
  });
}

/** A whole body of exactly `bytes`: JSON or form fields padded with spaces. */
function complete(url: string, route: Route, bytes: number): Promise<number> {
  const { hostname, port } = new URL(url);
  const json = route.headers["Content-Type"] === "application/json";
  const start = json ? '{"additions":[],"deletions":[]' : "name=x&password=";
  const body = Buffer.alloc(bytes, 0x20);
  body.write(start);
  body.write(json ? "}" : "x", bytes - 1);
  return new Promise((resolve) => {
    const req = request(
      { hostname, port, path: route.path, method: "POST", headers: route.headers, agent: false },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

async function setUp() {
  const running = await serverWithEditor(servers, editorConfig());
  const cookie = await signIn(running.url);
  // The session is shown the files, so that an (empty) save is taken rather than sent back.
  await fetch(`${running.url}/api/keystatic/tree`, { headers: { Cookie: cookie, "no-cors": "1" } });
  return { url: running.url, routes: routes(cookie) };
}

describe("request bodies", () => {
  it("past each route's declared limit: 20 at once are answered before a byte of them is sent", async () => {
    const { url, routes } = await setUp();
    for (const route of routes) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => unfinished(url, route, 0, route.limit + 1)),
      );
      expect(answers, route.path).toEqual(Array(20).fill(route.refused));
    }
  });

  it("past each route's limit, chunked: 20 at once are answered as they pass it, before they end", async () => {
    const { url, routes } = await setUp();
    for (const route of routes) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => unfinished(url, route, route.limit + 1)),
      );
      expect(answers, route.path).toEqual(Array(20).fill(route.refused));
    }
  });

  it("at each route's limit: 20 at once are read and answered on their contents", {
    timeout: 120_000,
  }, async () => {
    const { url, routes } = await setUp();
    for (const route of routes) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => complete(url, route, route.limit)),
      );
      for (const status of answers) {
        expect(status, route.path).toBeGreaterThanOrEqual(200);
        expect(status, route.path).not.toBe(413);
        expect(status, route.path).toBeLessThan(500);
      }
      if (route.path === "/api/keystatic/update") expect(answers).toEqual(Array(20).fill(200));
    }
  });
});
