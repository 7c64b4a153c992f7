/**
 * The outbox's leases on both back-ends, with two stores on one file or one database as two
 * instances would have: a claim takes a delivery for one holder only, a lease that runs out
 * hands it to the next claim, a failure recorded under a lease that ran out changes nothing,
 * a delivered one is never claimed again, and a failure whose attempt overlapped an accepted
 * delivery on its channel is due at once.
 */
import { afterEach, describe, expect, it } from "vitest";
import { backends, configOn } from "../../test/backends.ts";
import { sampleInquiry } from "../../test/support.ts";
import { openInquiryStore } from "./open-store.ts";
import type { InquiryStore } from "./store.ts";

const { page, ...fields } = sampleInquiry;
const opened: InquiryStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

describe.each(backends)("the outbox's leases (%s)", (backend) => {
  /** Two stores on one back-end, as two instances have them. */
  async function twoStores(): Promise<[InquiryStore, InquiryStore]> {
    const config = await configOn(backend);
    const pair = [await openInquiryStore(config), await openInquiryStore(config)] as const;
    opened.push(...pair);
    return [...pair];
  }
  const inFuture = (ms: number) => new Date(Date.now() + ms);

  it("gives each due delivery to one of two claims made at once", async () => {
    const [one, two] = await twoStores();
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add((await one.add({ ...fields, page, language: "hu" })).id);
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? two : one).outbox.claimDue("webhook", inFuture(60_000), 10),
      ),
    );
    const claimed = rounds.flat().map((claim) => claim.id);
    expect(claimed.length).toBe(30);
    expect(new Set(claimed)).toEqual(ids);
    expect(await one.outbox.claimDue("webhook", inFuture(60_000), 10)).toEqual([]);
    // The other channel's deliveries are untouched.
    expect(await two.outbox.claimDue("email", inFuture(60_000), 50)).toHaveLength(30);
  });

  it("hands a delivery on once its lease runs out, and ignores the first holder's late failure", async () => {
    const [one, two] = await twoStores();
    const { id } = await one.add({ ...fields, page, language: "hu" });
    const [first] = await one.outbox.claimDue("webhook", inFuture(200), 5);
    expect(first?.id).toBe(id);
    expect(await two.outbox.claimDue("webhook", inFuture(60_000), 5)).toEqual([]);
    const [second] = await two.outbox.claimDue("webhook", inFuture(60_000), 5, inFuture(300));
    expect(second).toMatchObject({ id, attempts: 0 });
    if (!first || !second) throw new Error("unreachable");

    // The first holder comes back late with a failure: the second's lease stands.
    await one.outbox.markFailed(first, "webhook", "TimeoutError", new Date(), new Date());
    expect((await one.get(id))?.delivery.webhook).toMatchObject({ attempts: 0, lastError: null });
    expect(await one.outbox.claimDue("webhook", inFuture(60_000), 5, inFuture(1_000))).toEqual([]);

    await two.outbox.markFailed(second, "webhook", "HTTP 503", new Date(), new Date());
    expect((await one.get(id))?.delivery.webhook).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "HTTP 503",
    });
  });

  it("never claims a delivery again once one holder recorded it delivered", async () => {
    const [one, two] = await twoStores();
    const { id } = await one.add({ ...fields, page, language: "hu" });
    await one.outbox.claimDue("webhook", inFuture(100), 5);
    // The lease ran out, another instance took over, then the first one's 2xx arrives.
    const [second] = await two.outbox.claimDue("webhook", inFuture(60_000), 5, inFuture(200));
    await one.outbox.markDelivered("webhook", id);
    if (!second) throw new Error("unreachable");
    await two.outbox.markFailed(second, "webhook", "HTTP 500", new Date(), new Date());
    expect((await two.get(id))?.delivery.webhook).toMatchObject({ state: "delivered" });
    expect(await two.outbox.retryNow(id)).toEqual({ webhook: 0, email: 1 });
    expect(await two.outbox.claimDue("webhook", inFuture(60_000), 5, inFuture(120_000))).toEqual(
      [],
    );
    expect(await one.outbox.nextDueAt("webhook")).toBeUndefined();
  });

  it("makes a failure due at once when another delivery was accepted during its attempt", async () => {
    const [one, two] = await twoStores();
    const failing = (await one.add({ ...fields, page, language: "hu" })).id;
    const overlapping = (await one.add({ ...fields, page, language: "hu" })).id;
    const later = (await one.add({ ...fields, page, language: "hu" })).id;
    const started = new Date();
    const claims = await one.outbox.claimDue("webhook", inFuture(60_000), 3);
    const claimOf = (id: string) => {
      const claim = claims.find((each) => each.id === id);
      if (!claim) throw new Error(`${id} is claimed`);
      return claim;
    };
    const nextAttempt = async (id: string) =>
      Date.parse((await two.get(id))?.delivery.webhook?.nextAttemptAt ?? "");
    // The other instance's attempt is accepted and hurries what waits: nothing yet.
    await two.outbox.markDelivered("webhook", claimOf(overlapping).id);
    expect(await two.outbox.hurry("webhook")).toBe(0);
    const failedAt = Date.now();
    await one.outbox.markFailed(
      claimOf(failing),
      "webhook",
      "HTTP 503",
      inFuture(3_600_000),
      started,
    );
    expect(await nextAttempt(failing)).toBeLessThanOrEqual(Date.now());
    expect(await nextAttempt(failing)).toBeGreaterThanOrEqual(failedAt);
    // An attempt that started after the acceptance and failed waits out its backoff.
    await one.outbox.markFailed(
      claimOf(later),
      "webhook",
      "HTTP 503",
      inFuture(3_600_000),
      new Date(),
    );
    expect(await nextAttempt(later)).toBeGreaterThan(Date.now() + 3_500_000);
    const due = await two.outbox.claimDue("webhook", inFuture(60_000), 5);
    expect(due.map((claim) => claim.id)).toEqual([failing]);
  });
});
