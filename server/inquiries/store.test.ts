/**
 * Files written by an earlier version of the store open without losing anything, a field
 * added to the form after a file was written gets its column there, and both back-ends keep
 * only what the store keeps.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { backends, configOn } from "../../test/backends.ts";
import { tempDir } from "../../test/support.ts";
import { SqliteInquiryStore as InquiryStore, openInquiryStore } from "./open-store.ts";

/** A file as schema 2 leaves it, with one inquiry delivered by webhook and waiting for e-mail. */
function schemaTwoFile(): string {
  const path = join(tempDir("dp-store-"), "inquiries.sqlite");
  const db = new DatabaseSync(path);
  db.exec(`
    CREATE TABLE inquiries (
      id TEXT PRIMARY KEY, received_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
      phone TEXT NOT NULL DEFAULT '', service TEXT NOT NULL DEFAULT '',
      message TEXT NOT NULL DEFAULT '', language TEXT NOT NULL, page TEXT NOT NULL
    ) STRICT;
    CREATE INDEX inquiries_received ON inquiries (received_at);
    CREATE TABLE deliveries (
      inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
      channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
      attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at TEXT,
      claimed_until TEXT, delivered_at TEXT,
      PRIMARY KEY (inquiry_id, channel)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX deliveries_due ON deliveries (channel, delivered_at, next_attempt_at);
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
    INSERT INTO inquiries VALUES ('old-1', '2026-11-20T09:00:00.000Z', 'Kovács Anna',
      'anna@example.com', '+36 30 123 4567', 'security', 'Két sor\nszöveg', 'hu', '/biztonsag');
    INSERT INTO deliveries (inquiry_id, channel, attempts, delivered_at)
      VALUES ('old-1', 'webhook', 1, '2026-11-20T09:00:01.000Z');
    INSERT INTO deliveries (inquiry_id, channel, attempts, last_error, next_attempt_at)
      VALUES ('old-1', 'email', 2, 'SMTP 451', '2026-11-20T09:05:00.000Z');
    PRAGMA user_version = 2;
  `);
  db.close();
  return path;
}

const oldInquiry = {
  id: "old-1",
  receivedAt: "2026-11-20T09:00:00.000Z",
  name: "Kovács Anna",
  email: "anna@example.com",
  phone: "+36 30 123 4567",
  service: "security",
  message: "Két sor\nszöveg",
  language: "hu",
  page: "/biztonsag",
};

const newInquiry = {
  name: "Nagy Béla",
  email: "bela@example.com",
  phone: "+36 1 234 5678",
  language: "en",
  page: "/security",
} as const;

describe("InquiryStore on an existing file", () => {
  it("keeps a schema 2 file's inquiries and delivery state, and stores new ones beside them", async () => {
    const path = schemaTwoFile();
    const store = new InquiryStore(path);
    expect(await store.get("old-1")).toMatchObject({
      ...oldInquiry,
      delivery: {
        webhook: {
          state: "delivered",
          attempts: 1,
          lastError: null,
          nextAttemptAt: null,
          deliveredAt: "2026-11-20T09:00:01.000Z",
        },
        email: {
          state: "pending",
          attempts: 2,
          lastError: "SMTP 451",
          nextAttemptAt: "2026-11-20T09:05:00.000Z",
          deliveredAt: null,
        },
      },
    });
    const added = await store.add(newInquiry);
    await store.close();
    const reopened = new InquiryStore(path);
    expect(await reopened.get(added.id)).toMatchObject({
      ...newInquiry,
      service: "",
      message: "",
    });
    expect(await reopened.inquiryCount()).toBe(2);
    await reopened.close();
  });

  it("adds the column of a field the file lacks; earlier inquiries read it as empty", async () => {
    const path = schemaTwoFile();
    const older = new DatabaseSync(path);
    older.exec("ALTER TABLE inquiries DROP COLUMN phone");
    older.close();

    const store = new InquiryStore(path);
    expect(await store.get("old-1")).toMatchObject({ ...oldInquiry, phone: "" });
    const added = await store.add(newInquiry);
    await store.close();
    const reopened = new InquiryStore(path);
    expect((await reopened.get(added.id))?.phone).toBe("+36 1 234 5678");
    await reopened.close();
  });
});

describe.each(backends)("InquiryStore.add (%s)", (backend) => {
  it("refuses a key it does not keep, at compile time and when run", async () => {
    const store = await openInquiryStore(await configOn(backend));
    const checked = { ...newInquiry, service: "", message: "", website: "" };
    // @ts-expect-error: the honeypot is not a field the store keeps
    await expect(store.add({ ...checked })).rejects.toThrow(/website/);
    expect(await store.inquiryCount()).toBe(0);
    await store.close();
  });

  it("reads back what it stored, queued on both channels, newest first", async () => {
    const store = await openInquiryStore(await configOn(backend));
    const older = await store.add(newInquiry, new Date("2026-11-20T09:00:00.000Z"));
    const newer = await store.add({ ...newInquiry, email: "B@example.com" });
    expect(await store.get(older.id)).toEqual(older);
    expect((await store.list()).map((row) => row.id)).toEqual([newer.id, older.id]);
    expect((await store.list(1, 1)).map((row) => row.id)).toEqual([older.id]);
    expect(await store.byAddress(" b@EXAMPLE.com ")).toEqual([newer]);
    expect(await store.outbox.counts()).toEqual({
      webhook: { pending: 2, delivered: 0 },
      email: { pending: 2, delivered: 0 },
    });
    await store.close();
  });
});

describe.each(backends)("InquiryStore.search (%s)", (backend) => {
  it("finds any part of a name or address in any case and without accents, newest first", async () => {
    const store = await openInquiryStore(await configOn(backend));
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    // Added in this order, received at these minutes.
    const people = [
      ["Szőke Árpád", "arpad@pelda.hu", 1],
      ["Kovács Anna", "ANNA.K@Example.com", 2],
      ["100% Kft_", "iroda@pelda.hu", 3],
      ["Szabó Péter", "peter@example.com", 0],
    ] as const;
    const added = [];
    for (const [name, email, minute] of people)
      added.push(await store.add({ ...newInquiry, name, email }, at(minute)));
    const [arpad, anna, percent, szabo] = added.map((row) => row.id);
    const ids = async (text: string, limit = 10) =>
      (await store.search(text, limit)).map((row) => row.id);
    expect(await ids("ÁRPÁD")).toEqual([arpad]);
    expect(await ids("szŐ")).toEqual([arpad]);
    expect(await ids("Arpad")).toEqual([arpad]); // the address, not the name
    expect(await ids("árpád")).toEqual([arpad]);
    expect(await ids("arpád")).toEqual([arpad]);
    expect(await ids("Szoke")).toEqual([arpad]);
    expect(await ids("SZŐKE ÁRPAD")).toEqual([arpad]);
    expect(await ids("szabo")).toEqual([szabo]);
    expect(await ids("Szabó")).toEqual([szabo]);
    // Typed as a letter and a combining accent (NFD), as some keyboards send it.
    expect(await ids("Szabo\u0301")).toEqual([szabo]);
    expect(await ids("szabi")).toEqual([]);
    expect(await ids("anna.k@example")).toEqual([anna]);
    expect(await ids("pelda.hu")).toEqual([percent, arpad]);
    expect(await ids("pelda.hu", 1)).toEqual([percent]);
    // Characters a LIKE pattern would read as wildcards match only themselves.
    expect(await ids("%")).toEqual([percent]);
    expect(await ids("_")).toEqual([percent]);
    expect(await ids("a_")).toEqual([]);
    await store.close();
  });
});
