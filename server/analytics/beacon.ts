/**
 * POST /api/event: what the page script reports that the server cannot see — a click on a
 * phone or e-mail link, and a page opened from a prefetch (its request was not counted).
 * The body is form-encoded (navigator.sendBeacon with URLSearchParams): `t` the event,
 * `p` the page path, and for a view `q` its query string and `r` document.referrer. The
 * answer is always 204: a beacon's sender never reads it, and a refused event is not worth
 * more than a log line.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type BeaconEvent,
  beaconEndpoint,
  beaconEvents,
} from "../../app/browser/beacon-protocol.ts";
import { findPageRoute } from "../../app/site/pages.ts";
import { readBody, sameOrigin } from "../http.ts";
import type { Counter } from "./counter.ts";
import { fromPerson, noVisitFields, ownHostsOf, visitFields } from "./visit.ts";

export const eventPath = beaconEndpoint;
const maxBeaconBytes = 2048;

const isEvent = (value: string | null): value is BeaconEvent =>
  (beaconEvents as readonly (string | null)[]).includes(value);

export async function handleBeacon(
  req: IncomingMessage,
  res: ServerResponse,
  deps: { counter: Counter | undefined; siteOrigin: string },
): Promise<void> {
  let params: URLSearchParams | undefined;
  try {
    params = new URLSearchParams((await readBody(req, maxBeaconBytes)).toString("utf8"));
  } catch {
    // Too large or broken: nothing to count.
  }
  const event = params?.get("t") ?? null;
  const route = findPageRoute(params?.get("p") ?? "");
  if (
    deps.counter &&
    params &&
    route &&
    isEvent(event) &&
    sameOrigin(req, deps.siteOrigin) &&
    fromPerson(req)
  ) {
    const visit =
      event === "view"
        ? visitFields(
            params.get("r") ?? undefined,
            params.get("q") ?? "",
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
