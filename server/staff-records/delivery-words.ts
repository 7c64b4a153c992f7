/**
 * A channel's delivery in staff's words, as the list shows it and the exports write it: its
 * state, and for a failed one the attempts, the next try and the error.
 */
import type { Channel, Delivery, StoredInquiry } from "../shared/inquiry-records.ts";
import { formatTime } from "../shared/staff-time.ts";

const number = new Intl.NumberFormat("hu-HU");
const when = (iso: string) => formatTime(iso);

/** A delivery's state in words, as the list and the CSV export show it. */
export function deliveryState(
  delivery: Delivery | undefined,
  configured: boolean,
): { badge: "good" | "wait" | "bad" | "none"; text: string; detail: string[] } {
  if (delivery?.state === "delivered")
    return { badge: "good", text: "Kézbesítve", detail: [when(delivery.deliveredAt ?? "")] };
  // A channel that is not set up never sends: its queue waits for a setting, not for a try.
  if (!configured) return { badge: "none", text: "Nincs beállítva", detail: [] };
  if (!delivery) return { badge: "none", text: "Nincs sorban", detail: [] };
  if (delivery.attempts === 0) return { badge: "wait", text: "Várakozik", detail: [] };
  return {
    badge: "bad",
    text: `Sikertelen (${number.format(delivery.attempts)} próba)`,
    detail: [
      ...(delivery.nextAttemptAt ? [`Következő próba: ${when(delivery.nextAttemptAt)}`] : []),
      ...(delivery.lastError ? [`Hiba: ${delivery.lastError.slice(0, 160)}`] : []),
    ],
  };
}

/** The words of a channel's delivery state in one line, as the exports write them. */
export const deliveryText =
  (channelsOn: readonly Channel[]) => (inquiry: StoredInquiry, channel: Channel) => {
    const { text, detail } = deliveryState(inquiry.delivery[channel], channelsOn.includes(channel));
    return [text, ...detail].join(" – ");
  };
