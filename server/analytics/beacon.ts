/**
 * POST /api/event: what the page script reports that the server cannot see — a click on a
 * phone or e-mail link, and a page opened from a prefetch (its request was not counted).
 * The body is form-encoded (navigator.sendBeacon with URLSearchParams): `t` the event,
 * `p` the page path, and for a view `q` its query string and `r` document.referrer. The
 * answer is always 204: a beacon's sender never reads it. A refused event is counted by its
 * reason, and the counts go to the log at most once a minute (`analytics.beacons_dropped`).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type BeaconEvent,
  beaconEndpoint,
  beaconEvents,
} from "../../app/browser/beacon-protocol.ts";
import { findPageRoute, type PageRoute } from "../../app/site/pages.ts";
import { readBody, sameOrigin } from "../shared/http.ts";
import type { Logger } from "../shared/log.ts";
import type { Counter } from "./counter.ts";
import { fromPerson, noVisitFields, ownHostsOf, visitFields } from "./visit.ts";

export const eventPath = beaconEndpoint;
const maxBeaconBytes = 2048;

const isEvent = (value: string | null): value is BeaconEvent =>
  (beaconEvents as readonly (string | null)[]).includes(value);

export const dropReasons = [
  "unreadable",
  "unknownEvent",
  "unknownPage",
  "crossSite",
  "notAPerson",
] as const;
export type DropReason = (typeof dropReasons)[number];

/** Beacons refused, by reason; logged at most once per `everyMs`, with the counts since. */
export class DroppedBeacons {
  readonly #log: Logger;
  readonly #now: () => number;
  readonly #everyMs: number;
  #since: Partial<Record<DropReason, number>> = {};
  #loggedAt = Number.NEGATIVE_INFINITY;

  constructor(log: Logger, options: { now?: () => number; everyMs?: number } = {}) {
    this.#log = log;
    this.#now = options.now ?? Date.now;
    this.#everyMs = options.everyMs ?? 60_000;
  }

  add(reason: DropReason): void {
    this.#since[reason] = (this.#since[reason] ?? 0) + 1;
    if (this.#now() - this.#loggedAt < this.#everyMs) return;
    this.#log.warn("analytics.beacons_dropped", this.#since);
    this.#since = {};
    this.#loggedAt = this.#now();
  }
}

export interface BeaconDeps {
  counter: Counter | undefined;
  drops: DroppedBeacons;
  siteOrigin: string;
}

export async function handleBeacon(
  req: IncomingMessage,
  res: ServerResponse,
  deps: BeaconDeps,
): Promise<void> {
  let params: URLSearchParams | undefined;
  try {
    params = new URLSearchParams((await readBody(req, maxBeaconBytes)).toString("utf8"));
  } catch {
    // Too large or broken: nothing to count.
  }
  const beacon = judge(req, params, deps.siteOrigin);
  if (deps.counter && typeof beacon === "string") deps.drops.add(beacon);
  else if (deps.counter && typeof beacon === "object") {
    const { event, route, params: fields } = beacon;
    const visit =
      event === "view"
        ? visitFields(
            fields.get("r") ?? undefined,
            fields.get("q") ?? "",
            ownHostsOf(req, new URL(deps.siteOrigin).hostname),
          )
        : noVisitFields;
    deps.counter.count({
      kind: event,
      page: route.path,
      language: route.language,
      service: "",
      ...visit,
    });
  }
  res.writeHead(204, {
    "Cache-Control": "no-store",
    ...(!req.complete && { Connection: "close" }),
  });
  res.end();
}

/** The event a beacon reports, or why it is not counted. */
function judge(
  req: IncomingMessage,
  params: URLSearchParams | undefined,
  siteOrigin: string,
): { event: BeaconEvent; route: PageRoute; params: URLSearchParams } | DropReason {
  if (!params) return "unreadable";
  const event = params.get("t");
  if (!isEvent(event)) return "unknownEvent";
  const route = findPageRoute(params.get("p") ?? "");
  if (!route) return "unknownPage";
  if (!sameOrigin(req, siteOrigin)) return "crossSite";
  if (!fromPerson(req)) return "notAPerson";
  return { event, route, params };
}
