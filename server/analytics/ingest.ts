/**
 * The one way into the counts: a page view the server served, an inquiry committed by the
 * contact form, or a beacon from the page script goes through the same list of named steps.
 * A step either fills in what is counted or drops the arrival with its reason; a drop is
 * counted too (`dropReasons`, shown by `npm run report`), so nothing vanishes uncounted.
 */
import type { IncomingMessage } from "node:http";
import { type BeaconEvent, beaconEvents } from "../../app/browser/beacon-protocol.ts";
import { findPageRoute, type PageRoute } from "../../app/site/pages.ts";
import { isServiceKey } from "../../app/site/services.ts";
import { sameOrigin } from "../shared/http.ts";
import { inPreview, previewPageOf, refererInPreview } from "../shared/preview.ts";
import type { Counter, CountFields } from "./counter.ts";
import type { CountKind, DropReason } from "./store.ts";
import {
  fromPerson,
  isSpeculative,
  noVisitFields,
  ownHostsOf,
  type VisitFields,
  visitFields,
} from "./visit.ts";

export type Arrival =
  /** A page GET the server answered (200 or 304: a revisit counts too). */
  | { type: "view"; req: IncomingMessage; path: string; query: string }
  /** An inquiry committed to its store. */
  | { type: "inquiry"; page: string; language: string; service: string }
  /** A beacon's form-encoded body; undefined when it was too large or broken. */
  | { type: "beacon"; req: IncomingMessage; body: URLSearchParams | undefined };

/** An arrival on its way through the steps, with what they found so far. */
interface Candidate {
  arrival: Arrival;
  kind?: CountKind;
  /** The page path to look up (a view's own, a beacon's `p`). */
  path?: string;
  route?: PageRoute;
  visit: VisitFields;
}

interface Step {
  name: string;
  /** Undefined to go on; a reason to drop the arrival. */
  run(candidate: Candidate, siteHost: string, siteOrigin: string): DropReason | undefined;
}

const isEvent = (value: string | null): value is BeaconEvent =>
  (beaconEvents as readonly (string | null)[]).includes(value);

const requestOf = (arrival: Arrival) => (arrival.type === "inquiry" ? undefined : arrival.req);

/** The steps, in order. An inquiry is a person's by construction: it skips the request's. */
export const steps: readonly Step[] = [
  {
    name: "pageGet",
    // A HEAD asks whether the page is there; nobody reads it.
    run(c) {
      if (c.arrival.type === "view" && c.arrival.req.method !== "GET") return "head";
    },
  },
  {
    name: "readBeacon",
    run(c) {
      if (c.arrival.type !== "beacon") return;
      const { body } = c.arrival;
      if (!body) return "unreadable";
      const event = body.get("t");
      if (!isEvent(event)) return "unknownEvent";
      c.kind = event;
      c.path = body.get("p") ?? "";
    },
  },
  {
    name: "notPreview",
    // A preview in the editor is staff at work: neither its pages (a beacon naming one, or sent
    // from one) nor a page opened from one counts.
    run(c) {
      if (c.arrival.type === "inquiry") return;
      if (inPreview(c.path ?? "") || refererInPreview(c.arrival.req)) return "preview";
      const { arrival } = c;
      if (arrival.type === "beacon" && previewPageOf(arrival.body?.get("r"), arrival.req))
        return "preview";
    },
  },
  {
    name: "findPage",
    run(c) {
      if (c.arrival.type === "inquiry") return;
      c.route = findPageRoute(c.path ?? "");
      if (!c.route) return "unknownPage";
    },
  },
  {
    name: "sameSite",
    run(c, _host, siteOrigin) {
      if (c.arrival.type === "beacon" && !sameOrigin(c.arrival.req, siteOrigin)) {
        return "crossSite";
      }
    },
  },
  {
    name: "person",
    run(c) {
      const req = requestOf(c.arrival);
      if (req && !fromPerson(req)) return "bot";
    },
  },
  {
    name: "notPrefetched",
    // A speculative fetch: nobody sees the page unless it is opened, and then its beacon counts.
    run(c) {
      if (c.arrival.type === "view" && isSpeculative(c.arrival.req)) return "prefetch";
    },
  },
  {
    name: "visit",
    run(c, siteHost) {
      const { arrival } = c;
      if (arrival.type === "view") {
        c.visit = visitFields(
          arrival.req.headers.referer,
          arrival.query,
          ownHostsOf(arrival.req, siteHost),
        );
      } else if (arrival.type === "beacon" && c.kind === "view") {
        c.visit = visitFields(
          arrival.body?.get("r") ?? undefined,
          arrival.body?.get("q") ?? "",
          ownHostsOf(arrival.req, siteHost),
        );
      }
    },
  },
];

/** What an arrival counts as, or why it does not count. */
export function judge(
  arrival: Arrival,
  siteOrigin: string,
): { fields: CountFields } | { dropped: DropReason } {
  const candidate: Candidate = {
    arrival,
    visit: noVisitFields,
    ...(arrival.type === "view" && { kind: "view", path: arrival.path }),
  };
  const siteHost = new URL(siteOrigin).hostname;
  for (const step of steps) {
    const dropped = step.run(candidate, siteHost, siteOrigin);
    if (dropped) return { dropped };
  }
  if (arrival.type === "inquiry") {
    const { page, language, service } = arrival;
    const known = isServiceKey(service) ? service : "";
    return { fields: { kind: "inquiry", page, language, service: known, ...noVisitFields } };
  }
  const { kind, route, visit } = candidate;
  if (!kind || !route) throw new Error(`ingest: ${arrival.type} passed the steps unjudged`);
  return {
    fields: { kind, page: route.path, language: route.language, service: "", ...visit },
  };
}

/** Counting's entrance: judges each arrival and counts it or its drop; nothing when off. */
export class Ingest {
  readonly #counter: Counter | undefined;
  readonly #siteOrigin: string;

  constructor(counter: Counter | undefined, siteOrigin: string) {
    this.#counter = counter;
    this.#siteOrigin = siteOrigin;
  }

  take(arrival: Arrival): void {
    if (!this.#counter) return;
    const judged = judge(arrival, this.#siteOrigin);
    if ("dropped" in judged) this.#counter.drop(judged.dropped);
    else this.#counter.count(judged.fields);
  }
}
