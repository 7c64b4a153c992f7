import { describe, expect, it } from "vitest";
import type { Delivery } from "../shared/inquiry-records.ts";
import { deliveryState } from "./delivery-words.ts";

const waiting: Delivery = {
  state: "pending",
  attempts: 0,
  lastError: null,
  nextAttemptAt: "2026-11-26T09:00:00.000Z",
  deliveredAt: null,
};

describe("deliveryState", () => {
  it("says a channel that is not set up is not set up, not that it waits", () => {
    expect(deliveryState(waiting, true).text).toBe("Várakozik");
    expect(deliveryState(waiting, false).text).toBe("Nincs beállítva");
    expect(deliveryState({ ...waiting, attempts: 3, lastError: "HTTP 500" }, false).text).toBe(
      "Nincs beállítva",
    );
  });

  it("still shows a delivery made while the channel was set up", () => {
    const delivered = { ...waiting, state: "delivered", deliveredAt: waiting.nextAttemptAt };
    expect(deliveryState(delivered as Delivery, false)).toMatchObject({ text: "Kézbesítve" });
  });

  it("names the failed attempts, the next try and the error", () => {
    const failed = { ...waiting, attempts: 2, lastError: "HTTP 503" };
    expect(deliveryState(failed, true)).toEqual({
      badge: "bad",
      text: "Sikertelen (2 próba)",
      detail: ["Következő próba: 2026. nov. 26. 10:00", "Hiba: HTTP 503"],
    });
  });
});
