/**
 * Personal data that expires and can be handed out or erased on request: retention by age,
 * `--export` and `--erase` while the server runs, on both back-ends, checked against the
 * bytes of the database's files themselves, not only through SQL: the SQLite file and its
 * write-ahead log, or the PostgreSQL database's folder (its tables and indexes).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { filledFields } from "../../app/form/protocol.ts";
import { backends, configOn, databaseUrlFor, storeEnv } from "../../test/backends.ts";
import { postJson, start, until, WebhookReceiver } from "../../test/support.ts";
import { runCli } from "../cli/inquiries.ts";
import type { Config } from "../env.ts";
import { openInquiryStore } from "./open-store.ts";
import type { NewInquiry } from "./store.ts";

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

/**
 * The store's files as bytes on disk: the SQLite file and its log, or every file of the
 * PostgreSQL database (after a checkpoint has written its pages out).
 */
async function fileBytes(config: Config): Promise<string> {
  const read = (files: string[]) =>
    files
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString("latin1"))
      .join("\n");
  if (!config.databaseUrl) {
    const path = config.databasePath;
    return read([path, `${path}-wal`, `${path}-shm`]);
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query("CHECKPOINT");
    const { rows } = await client.query(
      `SELECT current_setting('data_directory') AS dir, oid FROM pg_database
       WHERE datname = current_database()`,
    );
    const folder = join(rows[0].dir, "base", String(rows[0].oid));
    return read(readdirSync(folder).map((file) => join(folder, file)));
  } finally {
    await client.end();
  }
}

async function cli(
  argv: string[],
  env: Record<string, string>,
): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  try {
    return { code: await runCli(argv, env), text: lines.join("\n") };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe.each(backends)("retention (%s)", (backend) => {
  it("purges inquiries older than INQUIRY_RETENTION_DAYS with `--purge`, and keeps the rest", async () => {
    const config = await configOn(backend);
    const store = await openInquiryStore(config);
    const now = Date.now();
    const old = await store.add({ ...base, message: "PurgeMarkerOld" }, new Date(now - 91 * dayMs));
    const recent = await store.add(
      { ...base, message: "KeepMarkerRecent" },
      new Date(now - 89 * dayMs),
    );
    await store.close();
    expect(await fileBytes(config)).toContain("PurgeMarkerOld");

    const env = { ...storeEnv(config), INQUIRY_RETENTION_DAYS: "90" };
    const { code, text } = await cli(["--purge"], env);
    expect(code).toBe(0);
    expect(text).toMatch(/^1 inquiry received before .* deleted \(INQUIRY_RETENTION_DAYS=90\)\.$/);
    const reopened = await openInquiryStore(config);
    expect(await reopened.get(old.id)).toBeUndefined();
    expect((await reopened.get(recent.id))?.message).toBe("KeepMarkerRecent");
    await reopened.close();
    expect(await fileBytes(config)).not.toContain("PurgeMarkerOld");
  });

  it("purges at start-up with the configured period", async () => {
    const config = await configOn(backend, { retentionDays: 30 });
    const store = await openInquiryStore(config);
    const old = await store.add(base, new Date(Date.now() - 31 * dayMs));
    const recent = await store.add(base, new Date(Date.now() - 29 * dayMs));
    await store.close();
    const running = await start(config);
    try {
      expect(await running.store.get(old.id)).toBeUndefined();
      expect(await running.store.get(recent.id)).toBeDefined();
    } finally {
      await running.close();
    }
  });
});

describe.each(backends)("data-subject requests while the server runs (%s)", (backend) => {
  it("exports one address's inquiries with both channels' state, and erases them from the files", async () => {
    const hook = new WebhookReceiver();
    await hook.listen();
    const config = await configOn(backend, { webhookUrl: hook.url });
    const running = await start(config);
    const env = storeEnv(config);
    try {
      const send = async (fields: Record<string, string>) => {
        const response = await postJson(`${running.url}/api/contact`, { page: "/", ...fields });
        expect(response.status).toBe(200);
      };
      await send({ name: "Anna Eraseme", email: "anna@example.com", message: "AnnaMarkerOne" });
      await send({ name: "Anna Eraseme", email: "Anna@Example.com", message: "AnnaMarkerTwo" });
      await send({ name: "Béla Keepme", email: "bela@example.com", message: "BelaMarker" });
      await until(async () => (await running.store.outbox.counts()).webhook.delivered === 3);
      const before = await fileBytes(config);
      for (const marker of ["AnnaMarkerOne", "AnnaMarkerTwo", "Eraseme", "BelaMarker"]) {
        expect(before).toContain(marker);
      }

      const exported = await cli(["--export", "ANNA@example.com"], env);
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

      const erased = await cli(["--erase", "anna@EXAMPLE.com"], env);
      expect(erased).toEqual({
        code: 0,
        text: "2 inquiries from anna@EXAMPLE.com erased, also from the database files.",
      });
      const bytes = await fileBytes(config);
      for (const gone of ["AnnaMarkerOne", "AnnaMarkerTwo", "Eraseme", "anna@example.com"]) {
        expect(bytes).not.toContain(gone);
      }
      expect(bytes).toContain("BelaMarker");
      expect(JSON.parse((await cli(["--export", "anna@example.com"], env)).text)).toEqual([]);

      // The running server goes on storing and delivering.
      await send({ name: "Cecília Új", email: "cecilia@example.com", message: "After" });
      await until(async () => (await running.store.outbox.counts()).webhook.delivered === 2);
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
      expect(await running.store.inquiryCount()).toBe(2);
    } finally {
      await running.close();
      await hook.close();
    }
  });
});

describe("an erase on PostgreSQL beside other sessions", () => {
  /**
   * A session on `url` in a transaction begun now: one that reads (its snapshot), or one that
   * writes (a transaction id of its own). `end` commits it.
   */
  async function openTransaction(url: string, writes = false) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    if (writes) await client.query("CREATE TABLE IF NOT EXISTS other_work (n int)");
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
    await client.query(writes ? "INSERT INTO other_work VALUES (1)" : "SELECT 1");
    return { end: () => client.query("COMMIT").then(() => client.end()) };
  }

  /** Erases while `holder` is open: the erase must wait for it, and leave no copy after it. */
  async function eraseWaitsFor(config: Config, holder: { end(): Promise<unknown> }) {
    const store = await openInquiryStore(config);
    let erased = false;
    const erase = store.erase(base.email).then((count) => {
      erased = true;
      return count;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // VACUUM FULL would have kept the row's bytes for the open transaction: the erase waits.
      expect(erased).toBe(false);
    } finally {
      await holder.end();
    }
    expect(await erase).toBe(1);
    await store.close();
    expect(await fileBytes(config)).not.toContain("HeldMarker");
  }

  async function storeWithMarker() {
    const config = await configOn("postgres");
    const store = await openInquiryStore(config);
    await store.add({ ...base, message: "HeldMarker" });
    await store.close();
    return config;
  }

  it("waits for a snapshot of its own database that still sees the rows, then leaves no copy", async () => {
    const config = await storeWithMarker();
    await eraseWaitsFor(config, await openTransaction(config.databaseUrl ?? ""));
  });

  it("waits for a transaction writing in another database, which keeps the rows too", async () => {
    const config = await storeWithMarker();
    const elsewhere = (await databaseUrlFor("postgres")) ?? "";
    await eraseWaitsFor(config, await openTransaction(elsewhere, true));
  });

  it("does not wait for a snapshot another database reads from, which keeps nothing here", async () => {
    const config = await storeWithMarker();
    const elsewhere = await openTransaction((await databaseUrlFor("postgres")) ?? "");
    const store = await openInquiryStore(config);
    try {
      // Within seconds (it takes a tenth of one): the wait is up to 30 s.
      const outcome = await Promise.race([
        store.erase(base.email),
        new Promise((resolve) => setTimeout(() => resolve("still waiting"), 4_000)),
      ]);
      expect(outcome).toBe(1);
      await store.close();
      expect(await fileBytes(config)).not.toContain("HeldMarker");
    } finally {
      await elsewhere.end();
    }
  });
});
