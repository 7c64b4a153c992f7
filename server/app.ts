/**
 * The HTTP server: the prerendered site, the contact endpoint, the page script's beacon and
 * a health check, and the content editor when it is on — nothing else. Page views, inquiries and
 * beacons go to counting's one entrance (server/analytics/, docs/analytics.md). Every response carries the security headers; every request is
 * logged (method, path, status, duration) without addresses, query strings or form data.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { languageOfPath } from "../app/site/pages.ts";
import { loggedPath } from "./accounts/index.ts";
import { type Counter, eventPath, handleBeacon, Ingest } from "./analytics/index.ts";
import { type Editor, isEditorPath } from "./back-office/index.ts";
import { type ContactLimiter, contactPath, handleContact } from "./contact/index.ts";
import type { Config } from "./env.ts";
import type { HealthCheck } from "./health/index.ts";
import type { InquiryStore, StoredInquiry } from "./inquiries/index.ts";
import type { LiveSite } from "./publishing/index.ts";
import { clientAddress } from "./shared/client-address.ts";
import { sendJson, sendText } from "./shared/http.ts";
import { errorMessage, type Logger } from "./shared/log.ts";
import { baseSecurityHeaders } from "./shared/security-headers.ts";
import { sendAsset } from "./shared/static-files.ts";

export interface AppDeps {
  config: Config;
  site: LiveSite;
  /** The content editor (/admin, /api/keystatic), when it is on. */
  editor?: Editor;
  store: InquiryStore;
  /** The contact form's per-client limit (shared by the instances when DATABASE_URL is set). */
  limiter: ContactLimiter;
  log: Logger;
  health: HealthCheck;
  /** Called once a new inquiry is committed (wakes the deliverers). */
  onStored: (id: string) => void;
  /** Counts views, inquiries and beacons; undefined when counting is off. */
  counter: Counter | undefined;
}

export const healthPath = "/healthz";

export function createSiteServer(deps: AppDeps): Server {
  const { config, site: live, editor, store, limiter, log, health, onStored, counter } = deps;
  const securityHeaders = baseSecurityHeaders({ hsts: config.hsts });
  const ingest = new Ingest(counter, config.siteUrl);
  const contact = {
    store,
    log,
    onStored: (inquiry: StoredInquiry) => {
      onStored(inquiry.id);
      const { page, language, service } = inquiry;
      ingest.take({ type: "inquiry", page, language, service });
    },
    limiter,
    siteOrigin: config.siteUrl,
    clientOf: (req: IncomingMessage) => clientAddress(req, config.trustProxy),
    runtime: () => live.current.release.runtime,
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = requestTarget(req.url);
    if (!target) return sendText(res, 400, "Bad Request");
    const { path, query } = target;
    if (editor && isEditorPath(path)) return editor.handle(req, res, path, query);
    if (path === contactPath) {
      if (req.method !== "POST") return sendText(res, 405, "Method Not Allowed", { Allow: "POST" });
      return handleContact(req, res, contact);
    }
    if (path === eventPath) {
      if (req.method !== "POST") return sendText(res, 405, "Method Not Allowed", { Allow: "POST" });
      return handleBeacon(req, res, ingest);
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }
    if (path === healthPath) {
      const { status, body } = await health.check();
      return sendJson(res, status, body);
    }
    // Read once: every answer comes wholly from one build, even while a publish swaps it.
    const site = live.current;
    const page = site.pages.get(path);
    if (page) {
      ingest.take({ type: "view", req, path, query });
      return sendAsset(req, res, page, 200);
    }
    const asset = site.files.get(path);
    if (asset) return sendAsset(req, res, asset, 200);
    const canonical = path.replace(/\/+$/, "") || "/";
    if (canonical !== path && site.pages.has(canonical)) {
      res.writeHead(301, {
        Location: `${canonical}${query}`,
        "Cache-Control": "public, max-age=86400",
      });
      return void res.end();
    }
    return sendAsset(req, res, site.notFound[languageOfPath(path)], 404);
  }

  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = config.http;
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      // Node enforces the two limits above only when it checks its connections (every 30 s
      // by default, so a slow client got its 408 after up to 30 s): check often enough that
      // they hold to about a tenth.
      connectionsCheckingInterval: Math.min(1_000, Math.max(10, headersTimeoutMs / 10)),
    },
    async (req, res) => {
      const started = performance.now();
      res.on("finish", () => {
        log.info("http", {
          method: req.method,
          path: loggedPath((req.url ?? "").split("?")[0] ?? "").slice(0, 200),
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      });
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      try {
        await route(req, res);
      } catch (error) {
        log.error("http.error", { error: errorMessage(error) });
        if (!res.headersSent) sendText(res, 500, "Internal Server Error");
        else res.destroy();
      }
    },
  );
  return server;
}

/**
 * The decoded path and the raw query of a request target. Only origin-form targets
 * ("/path?query") are ours; the query is kept for redirects only when it is plain ASCII.
 */
export function requestTarget(
  url: string | undefined,
): { path: string; query: string } | undefined {
  if (!url?.startsWith("/")) return undefined;
  const mark = url.indexOf("?");
  const rawPath = mark < 0 ? url : url.slice(0, mark);
  const rawQuery = mark < 0 ? "" : url.slice(mark);
  try {
    return {
      path: decodeURIComponent(rawPath),
      query: /^[\x21-\x7e]*$/.test(rawQuery) ? rawQuery : "",
    };
  } catch {
    return undefined;
  }
}
