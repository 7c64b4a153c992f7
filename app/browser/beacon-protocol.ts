/**
 * What the page script reports to the server with navigator.sendBeacon (server/analytics/beacon.ts):
 * one module both import, so the names cannot drift apart.
 */
export const beaconEndpoint = "/api/event";

/** A page opened from a prefetch, a click on a tel: link, a click on a mailto: link. */
export const beaconEvents = ["view", "call", "email"] as const;
export type BeaconEvent = (typeof beaconEvents)[number];
