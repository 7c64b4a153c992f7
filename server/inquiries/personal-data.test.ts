/**
 * Personal data that expires and can be handed out or erased on request: retention by age,
 * `--export` and `--erase` while the server runs, checked against the bytes of the database
 * files themselves (the database and its write-ahead log), not only through SQL.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { filledFields } from "../../app/contact/protocol.ts";
import {
  postJson,
  start,
  tempDir,
  testConfig,
  until,
  WebhookReceiver,
} from "../../test/support.ts";
import { runCli } from "../cli/inquiries.ts";
import { InquiryStore, type NewInquiry } from "./store.ts";

const dayMs = 86_400_000;

const base: NewInquiry = {
  name: "Kovács Anna",
  email: "anna@example.com",
  phone: "",
  service: "security",
  message: "",
  language: "hu",
  page: "/biztonsag",
};

/** The database file and its log, as bytes on disk. */
function fileBytes(databasePath: string): string {
  return [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString("latin1"))
    .join("\n");
}

function cli(argv: string[], env: Record<string, string>): { code: number; text: string } {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  try {
    return { code: runCli(argv, env), text: lines.join("\n") };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("retention", () => {
  it("purges inquiries older than INQUIRY_RETENTION_DAYS with `--purge`, and keeps the rest", () => {
    const path = join(tempDir("dp-retention-"), "inquiries.sqlite");
    const store = new InquiryStore(path);
    const now = Date.now();
    const old = store.add({ ...base, message: "PurgeMarkerOld" }, new Date(now - 91 * dayMs));
    const recent = store.add({ ...base, message: "KeepMarkerRecent" }, new Date(now - 89 * dayMs));
    store.close();
    expect(fileBytes(path)).toContain("PurgeMarkerOld");

    const { code, text } = cli(["--purge"], { DATABASE_PATH: path, INQUIRY_RETENTION_DAYS: "90" });
    expect(code).toBe(0);
    expect(text).toMatch(/^1 inquiry received before .* deleted \(INQUIRY_RETENTION_DAYS=90\)\.$/);
    const reopened = new InquiryStore(path);
    expect(reopened.get(old.id)).toBeUndefined();
    expect(reopened.get(recent.id)?.message).toBe("KeepMarkerRecent");
    reopened.close();
    expect(fileBytes(path)).not.toContain("PurgeMarkerOld");
  });

  it("purges at start-up with the configured period", async () => {
    const config = testConfig({ retentionDays: 30 });
    const store = new InquiryStore(config.databasePath);
    const old = store.add(base, new Date(Date.now() - 31 * dayMs));
    const recent = store.add(base, new Date(Date.now() - 29 * dayMs));
    store.close();
    const running = await start(config);
    try {
      expect(running.store.get(old.id)).toBeUndefined();
      expect(running.store.get(recent.id)).toBeDefined();
    } finally {
      await running.close();
    }
  });
});

describe("data-subject requests while the server runs", () => {
  it("exports one address's inquiries with both channels' state, and erases them from the files", async () => {
    const hook = new WebhookReceiver();
    await hook.listen();
    const config = testConfig({ webhookUrl: hook.url });
    const running = await start(config);
    const env = { DATABASE_PATH: config.databasePath };
    try {
      const send = async (fields: Record<string, string>) => {
        const response = await postJson(`${running.url}/api/contact`, { page: "/", ...fields });
        expect(response.status).toBe(200);
      };
      await send({ name: "Anna Eraseme", email: "anna@example.com", message: "AnnaMarkerOne" });
      await send({ name: "Anna Eraseme", email: "Anna@Example.com", message: "AnnaMarkerTwo" });
      await send({ name: "Béla Keepme", email: "bela@example.com", message: "BelaMarker" });
      await until(() => running.store.counts().webhook.delivered === 3);
      for (const marker of ["AnnaMarkerOne", "AnnaMarkerTwo", "Eraseme", "BelaMarker"]) {
        expect(fileBytes(config.databasePath)).toContain(marker);
      }

      const exported = cli(["--export", "ANNA@example.com"], env);
      expect(exported.code).toBe(0);
      const rows = JSON.parse(exported.text);
      expect(rows).toHaveLength(2);
      expect(rows.map((row: { message: string }) => row.message)).toEqual([
        "AnnaMarkerOne",
        "AnnaMarkerTwo",
      ]);
      expect(Object.keys(rows[0]).sort()).toEqual(
        ["id", "receivedAt", ...filledFields, "language", "page", "delivery"].sort(),
      );
      expect(rows[0].delivery.webhook).toMatchObject({ state: "delivered", attempts: 1 });
      expect(rows[0].delivery.email).toMatchObject({ state: "pending", attempts: 0 });

      const erased = cli(["--erase", "anna@EXAMPLE.com"], env);
      expect(erased).toEqual({
        code: 0,
        text: "2 inquiries from anna@EXAMPLE.com erased, also from the database files.",
      });
      const bytes = fileBytes(config.databasePath);
      for (const gone of ["AnnaMarkerOne", "AnnaMarkerTwo", "Eraseme", "anna@example.com"]) {
        expect(bytes).not.toContain(gone);
      }
      expect(bytes).toContain("BelaMarker");
      expect(JSON.parse(cli(["--export", "anna@example.com"], env).text)).toEqual([]);

      // The running server goes on storing and delivering.
      await send({ name: "Cecília Új", email: "cecilia@example.com", message: "After" });
      await until(() => running.store.counts().webhook.delivered === 2);
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
      expect(running.store.inquiryCount()).toBe(2);
    } finally {
      await running.close();
      await hook.close();
    }
  });
});
