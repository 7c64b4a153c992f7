/**
 * Security headers for every response (docs/decisions/005). helmet decides the header values; since
 * they never change while the server runs, its middleware is run once at start-up against a
 * recording response and the resulting list is set on each response (no per-request work).
 *
 * The Content-Security-Policy differs per HTML page: the build inlines each page's scripts
 * (the page script, speculation rules, structured data) and its first screen's stylesheet in
 * <style>; both are allowed by their sha256 hashes, computed from each
 * file at start-up, never by 'unsafe-inline'. The markup carries no style attributes, and
 * the contact island's style changes go through the CSSOM, which CSP does not restrict.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Runs connect-style header middleware once and returns the headers it set. */
function recordHeaders(middleware: Middleware): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  // The recorder stands in for the two ServerResponse methods helmet calls.
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

const permissionsPolicy = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(",");

/** The headers every response carries, the Content-Security-Policy aside. */
export function baseSecurityHeaders({ hsts }: { hsts: boolean }): HeaderList {
  const headers = recordHeaders(
    helmet({
      contentSecurityPolicy: false,
      // No COOP: it makes Chrome start the page in a fresh renderer process (and, on Android,
      // isolate the site for good), which adds up to ~40 ms of main thread to every entry;
      // a page with no sign-in and no cross-window API has nothing for it to guard.
      // docs/decisions/006-no-cross-origin-opener-policy.md has the figures.
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: hsts ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      xFrameOptions: { action: "deny" },
    }) as Middleware,
  );
  return [
    ...headers,
    ["permissions-policy", permissionsPolicy],
    // Answers that are not files of the site (API, errors, redirects) load nothing at all;
    // files replace this with the site's policy.
    ["content-security-policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"],
  ];
}

/** The policy for a page whose inline scripts and style sheets have these sources (`'sha256-…'`). */
export function contentSecurityPolicy(
  inline: { scripts?: readonly string[]; styles?: readonly string[] } = {},
): string {
  const [header] = recordHeaders(
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(inline.scripts ?? [])],
        styleSrc: ["'self'", ...(inline.styles ?? [])],
        imgSrc: ["'self'", "data:"],
        // Fonts (the cut files, server/release/fonts.ts), fetches and the manifest come from
        // the site itself: default-src says so, as a font-src, connect-src or manifest-src of
        // 'self' would (every page sends this policy: each byte is in its first flight).
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    }) as Middleware,
  );
  if (!header) throw new Error("helmet set no Content-Security-Policy");
  return header[1];
}
