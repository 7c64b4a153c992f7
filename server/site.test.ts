import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "../app/site/pages.ts";
import { rawRequest, start, testConfig } from "../test/support.ts";
import type { RunningServer } from "./main.ts";

let running: RunningServer;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${running.url}${path}`, { headers, redirect: "manual" });

beforeAll(async () => {
  running = await start(testConfig());
});
afterAll(() => running.close());

describe("serving the prerendered site", () => {
  it("serves every page of the route table with 200 and HTML", async () => {
    for (const { path } of pageRoutes) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain(`page ${path}`);
    }
  });

  it.each([
    ["/nincs-ilyen", "hu"],
    ["/security/old", "en"],
    ["/agb/alt", "de"],
    ["/en/nope", "en"],
    ["/de/nope", "de"],
    ["/biztonsag/index.html", "hu"],
    ["/__spa-fallback.html", "hu"],
  ])(
    "answers the unknown path %s with 404 and the not-found page in %s",
    async (path, language) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(`<html lang="${language}">`);
    },
  );

  it("redirects a trailing slash permanently, keeping the query", async () => {
    const response = await get("/security/?a=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/security?a=1");
    // Only a listed page is redirected to: no path can become an open redirect.
    const hostLike = await get("//evil.example/");
    expect(hostLike.status).toBe(404);
    expect(hostLike.headers.get("location")).toBeNull();
  });

  it("answers HEAD without a body and GET revalidation with 304", async () => {
    const head = await fetch(`${running.url}/en`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get("/en", { "If-None-Match": etag ?? "" });
    expect(again.status).toBe(304);
  });

  it("serves hashed assets as immutable and precompressed when accepted", async () => {
    const plain = await get("/assets/entry-abc123.js", { "Accept-Encoding": "identity" });
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const br = await fetch(`${running.url}/assets/entry-abc123.js`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe(await plain.text());
    expect((await get("/")).headers.get("cache-control")).toBe("no-cache");
  });

  it("refuses other methods on pages and answers the health check", async () => {
    const response = await fetch(`${running.url}/`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, status: "ok" });
  });
});

describe("security headers", () => {
  it("are on pages, assets, errors and the API", async () => {
    const responses = [
      await get("/"),
      await get("/assets/entry-abc123.js"),
      await get("/missing"),
      await fetch(`${running.url}/api/contact`),
    ];
    for (const response of responses) {
      const headers = response.headers;
      expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("strict-transport-security")).toContain("max-age=");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(headers.get("origin-agent-cluster")).toBe("?1");
      expect(headers.get("cross-origin-opener-policy")).toBeNull();
    }
  });

  it("allows each page's inline scripts by hash and nothing inline besides", async () => {
    const response = await get("/en");
    const csp = response.headers.get("content-security-policy") ?? "";
    const script = csp.split(/;\s*/).find((directive) => directive.startsWith("script-src")) ?? "";
    expect(script).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    const inline = `window.page=${JSON.stringify("/en")}`;
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(script).toBe(`script-src 'self' 'sha256-${hash}'`);
    const styleHash = createHash("sha256").update("h1{color:#123}").digest("base64");
    expect(csp).toContain(`style-src 'self' 'sha256-${styleHash}';`);
    expect(csp).toContain("form-action 'self'");
    // Fetches, fonts and the manifest fall back to default-src: the site's own origin.
    expect(csp).toMatch(/^default-src 'self';/);
    expect(csp).not.toMatch(/(connect|font|manifest)-src/);
  });
});

describe("serving details", () => {
  it("sends each language's own not-found file with 404 and no caching", async () => {
    for (const [path, language] of [
      ["/nincs", "hu"],
      ["/privacy-old", "en"],
      ["/datenschutz/alt", "de"],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const page = { hu: "/404", en: "/404/not-found-terms", de: "/404/nicht-gefunden-agb" }[
        language
      ];
      expect(await response.text()).toContain(`page ${page}<`);
    }
    const head = await fetch(`${running.url}/nincs`, { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
  });

  it("serves the well-known security.txt as plain UTF-8 text", async () => {
    const response = await get("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Contact: mailto:security@example.org\n");
  });

  it("never serves files outside the build, hidden files, symbolic links or directories", async () => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2fpackage.json",
      "/assets/../../package.json",
      "//etc/passwd",
      "/.env",
      "/.git/config",
      "/.well-known/.hidden",
      "/linked.txt",
      "/assets",
      "/assets/",
      "/index.html",
      "/biztonsag/index.html",
    ]) {
      const response = await rawRequest(running.url, { method: "GET", path });
      expect(response.status, path).toBe(404);
      expect(response.body).toContain("<html");
    }
    const raw = await rawRequest(running.url, { method: "GET", path: "/%ff%fe" });
    expect(raw.status).toBe(400);
  });

  it("revalidates with If-Modified-Since and answers 304 for any variant's ETag", async () => {
    const first = await get("/biztonsag");
    const lastModified = first.headers.get("last-modified") ?? "";
    expect(lastModified).toMatch(/GMT$/);
    expect((await get("/biztonsag", { "If-Modified-Since": lastModified })).status).toBe(304);
    const br = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br" });
    const etag = br.headers.get("etag") ?? "";
    const gzip = await get("/assets/entry-abc123.js", {
      "Accept-Encoding": "gzip",
      "If-None-Match": `"other", W/${etag}`,
    });
    expect(gzip.status).toBe(304);
    expect(gzip.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/entry-abc123.js", { "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("picks brotli, then gzip, then identity from Accept-Encoding and varies on it", async () => {
    const cases = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["*", "br"],
      ["identity", null],
    ] as const;
    for (const [accept, encoding] of cases) {
      const response = await rawRequest(running.url, {
        method: "GET",
        path: "/assets/entry-abc123.js",
        headers: { "Accept-Encoding": accept },
      });
      expect(response.headers["content-encoding"] ?? null, accept).toBe(encoding);
      expect(response.headers.vary).toBe("Accept-Encoding");
    }
  });

  it("serves other files with a moderate cache and lets share images be embedded", async () => {
    const robots = await get("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const image = await get("/og/home-hu.png");
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await get("/")).headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
