/**
 * POST /api/event: what the page script reports that the server cannot see — a click on a
 * phone or e-mail link, and a page opened from a prefetch (its request was not counted).
 * The body is form-encoded (navigator.sendBeacon with URLSearchParams): `t` the event,
 * `p` the page path, and for a view `q` its query string and `r` document.referrer. The
 * answer is always 204: a beacon's sender never reads it. What it counts, or why not, is
 * ingest.ts's to judge.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { beaconEndpoint } from "../../app/browser/beacon-protocol.ts";
import { readBody } from "../shared/http.ts";
import type { Ingest } from "./ingest.ts";

export const eventPath = beaconEndpoint;
const maxBeaconBytes = 2048;

export async function handleBeacon(
  req: IncomingMessage,
  res: ServerResponse,
  ingest: Ingest,
): Promise<void> {
  let body: URLSearchParams | undefined;
  try {
    body = new URLSearchParams((await readBody(req, maxBeaconBytes)).toString("utf8"));
  } catch {
    // Too large or broken: counted as unreadable.
  }
  ingest.take({ type: "beacon", req, body });
  res.writeHead(204, {
    "Cache-Control": "no-store",
    ...(!req.complete && { Connection: "close" }),
  });
  res.end();
}
