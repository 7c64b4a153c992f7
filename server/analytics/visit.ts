/**
 * What a request tells about a visit, and nothing more: the page, its language, the host of
 * an external page that linked to it, and the campaign tags of its address. The address,
 * the user agent and cookies are read only to decide whether to count (is it a bot, is it a
 * prefetch) and are never kept (docs/analytics.md).
 */
import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import type { CountKey } from "./store.ts";

export type VisitFields = Pick<CountKey, "referrer" | "source" | "medium" | "campaign">;

/** A visit with no external referrer and no campaign tags. */
export const noVisitFields: VisitFields = { referrer: "", source: "", medium: "", campaign: "" };

/** Campaign tags are free text in a link: bounded, on one line. */
const maxTagLength = 64;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const controls = /[\u0000-\u001f\u007f]/g;
const tag = (value: string | null) =>
  (value ?? "").replace(controls, "").trim().slice(0, maxTagLength);

/** Whether a request comes from a person's browser, as far as its headers tell. */
export function fromPerson(req: IncomingMessage): boolean {
  const agent = req.headers["user-agent"];
  return agent !== undefined && agent !== "" && !isbot(agent);
}

/**
 * A speculative fetch (speculation rules, `<link rel=prefetch>`): nobody sees the page
 * unless it is opened, and then the page script counts it.
 */
export function isSpeculative(req: IncomingMessage): boolean {
  return String(req.headers["sec-purpose"] ?? req.headers.purpose ?? "").includes("prefetch");
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The host of a referring page when it is another site's; "" for ours, none or garbage. */
export function externalHost(referrer: string | undefined, ownHosts: readonly string[]): string {
  if (!referrer) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = bareHost(url.hostname);
  return ownHosts.some((own) => bareHost(own) === host) ? "" : url.hostname;
}

/** utm_source, utm_medium and utm_campaign of a query string ("?a=b…" or ""). */
export function campaignOf(query: string): Pick<VisitFields, "source" | "medium" | "campaign"> {
  if (!query.includes("utm_")) return { source: "", medium: "", campaign: "" };
  const params = new URLSearchParams(query);
  return {
    source: tag(params.get("utm_source")),
    medium: tag(params.get("utm_medium")),
    campaign: tag(params.get("utm_campaign")),
  };
}

/** The hosts that are this site: the one asked for and the canonical one. */
export function ownHostsOf(req: IncomingMessage, siteHost: string): string[] {
  const asked = req.headers.host?.replace(/:\d+$/, "");
  return asked ? [asked, siteHost] : [siteHost];
}

/** The fields of a visit from where it came (a Referer) and its query string. */
export function visitFields(
  referrer: string | undefined,
  query: string,
  ownHosts: readonly string[],
): VisitFields {
  return { referrer: externalHost(referrer, ownHosts), ...campaignOf(query) };
}
