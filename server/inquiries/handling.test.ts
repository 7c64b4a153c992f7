/**
 * Staff's work on the inquiries, on both back-ends: a date range with or without a search,
 * the "kezelve" mark (who, when) and the filter for unhandled ones, and an erasure taking the
 * mark with the inquiry.
 */
import { afterEach, describe, expect, it } from "vitest";
import { backends, configOn } from "../../test/backends.ts";
import { inquiryFrom } from "../../test/support.ts";
import { openInquiryStore } from "./open-store.ts";
import type { InquiryStore } from "./store.ts";

let open: InquiryStore[] = [];
afterEach(async () => {
  await Promise.all(open.map((store) => store.close()));
  open = [];
});

describe.each(backends)("handling inquiries (%s)", (backend) => {
  async function storeWithThree() {
    const store = await openInquiryStore(await configOn(backend));
    open.push(store);
    const october = await store.add(
      inquiryFrom("Kovács Anna", "anna@example.com"),
      new Date("2026-10-31T22:59:59.000Z"),
    );
    const first = await store.add(
      inquiryFrom("Szőke Árpád", "arpad@example.com"),
      new Date("2026-10-31T23:00:00.000Z"),
    );
    const late = await store.add(
      inquiryFrom("Kovács Béla", "bela@example.com"),
      new Date("2026-11-15T10:00:00.000Z"),
    );
    return { store, october, first, late };
  }

  it("takes a date range: from inclusive, to exclusive, newest first, with a search", async () => {
    const { store, october, first, late } = await storeWithThree();
    // November in Budapest time: from 2026-10-31T23:00Z to 2026-11-30T23:00Z.
    const november = {
      from: new Date("2026-10-31T23:00:00.000Z"),
      to: new Date("2026-11-30T23:00:00.000Z"),
    };
    expect((await store.handling.find(november, 100)).map((i) => i.id)).toEqual([
      late.id,
      first.id,
    ]);
    expect(await store.handling.count(november)).toBe(2);
    const kovacs = await store.handling.find({ ...november, text: "KOVÁCS" }, 100);
    expect(kovacs.map((i) => i.name)).toEqual(["Kovács Béla"]);
    expect(kovacs[0]?.delivery.webhook?.state).toBe("pending");
    expect(await store.handling.count({ text: "kovács" })).toBe(3 - 1);
    // Without accents, in any case: what staff type on a keyboard without Hungarian letters.
    expect(await store.handling.count({ text: "KOVACS" })).toBe(2);
    expect((await store.handling.find({ text: "szoke arpad" }, 100)).map((i) => i.id)).toEqual([
      first.id,
    ]);
    expect(await store.handling.count({})).toBe(3);
    expect((await store.handling.find({}, 1, 1)).map((i) => i.id)).toEqual([first.id]);
    // An export's next page: those after the last one it wrote, in the same order.
    const after = { receivedAt: late.receivedAt, id: late.id };
    expect((await store.handling.find({ after }, 100)).map((i) => i.id)).toEqual([
      first.id,
      october.id,
    ]);
    expect(await store.handling.count({ ...november, after })).toBe(1);
  });

  it("marks an inquiry handled with who and when, filters the unhandled, and unmarks", async () => {
    const { store, october, first, late } = await storeWithThree();
    const at = new Date("2026-11-16T08:30:00.000Z");
    expect(await store.handling.mark(first.id, "mari", at)).toBe(true);
    expect(await store.handling.mark("no-such-inquiry", "mari", at)).toBe(false);
    expect(await store.handling.marks([first.id, late.id])).toEqual(
      new Map([[first.id, { by: "mari", at: at.toISOString() }]]),
    );
    expect((await store.handling.find({ unhandledOnly: true }, 100)).map((i) => i.id)).toEqual([
      late.id,
      october.id,
    ]);
    expect(await store.handling.count({ unhandledOnly: true })).toBe(2);
    // Marked again by someone else: the newer mark is kept.
    await store.handling.mark(first.id, "peti", new Date("2026-11-17T08:00:00.000Z"));
    expect((await store.handling.marks([first.id])).get(first.id)?.by).toBe("peti");
    expect(await store.handling.unmark(first.id)).toBe(true);
    expect(await store.handling.unmark(first.id)).toBe(false);
    expect(await store.handling.count({ unhandledOnly: true })).toBe(3);
  });

  it("takes the mark away with the inquiry when its address is erased", async () => {
    const { store, first } = await storeWithThree();
    await store.handling.mark(first.id, "mari", new Date());
    expect(await store.erase("arpad@example.com")).toBe(1);
    expect(await store.handling.marks([first.id])).toEqual(new Map());
    expect(await store.handling.count({ unhandledOnly: true })).toBe(2);
  });
});
