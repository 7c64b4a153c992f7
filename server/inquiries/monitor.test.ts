/**
 * The overdue monitor against a real SQLite file or PostgreSQL database and a real SMTP
 * server: an alert goes out at most once per incident, even when the store cannot record the
 * incident.
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Backend, backends, configOn } from "../../test/backends.ts";
import { perTest, type SmtpSink, sampleInquiry } from "../../test/support.ts";
import type { Config } from "../env.ts";
import { createLogger } from "../shared/log.ts";
import { alertMail } from "./mail.ts";
import { DeliveryMonitor } from "./monitor.ts";
import { openInquiryStore } from "./open-store.ts";
import type { InquiryStore } from "./store.ts";

const { later, smtp: sink, staffMail } = perTest();
const alertAfterMs = 1_000;

/** A store holding one inquiry that the webhook has not taken for an hour. */
async function storeWithOverdue(config: Config): Promise<InquiryStore> {
  const store = await openInquiryStore(config);
  later(() => store.close());
  const { page, ...fields } = sampleInquiry;
  await store.add({ ...fields, page, language: "hu" }, new Date(Date.now() - 3_600_000));
  return store;
}

function monitorOf(store: InquiryStore, smtp: SmtpSink): DeliveryMonitor {
  const mail = staffMail(smtp);
  return new DeliveryMonitor(store, createLogger("silent"), {
    channels: ["webhook"],
    alertAfterMs,
    mail,
  });
}

/**
 * Makes every write to the table of the monitor's incident fail with the error a full disk
 * gives, from another connection, as another process could.
 */
async function refuseWrites(backend: Backend, config: Config): Promise<void> {
  if (backend === "sqlite") {
    const other = new DatabaseSync(config.databasePath);
    for (const event of ["INSERT", "UPDATE", "DELETE"]) {
      other.exec(`CREATE TRIGGER full_${event} BEFORE ${event} ON inquiry_incidents
        BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`);
    }
    other.close();
    return;
  }
  const other = new pg.Client({ connectionString: config.databaseUrl });
  await other.connect();
  await other.query(`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS
    $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$;
    CREATE TRIGGER disk_full BEFORE INSERT OR UPDATE OR DELETE ON inquiry_incidents
    FOR EACH ROW EXECUTE FUNCTION disk_full();`);
  await other.end();
}

describe.each(backends)("the delivery alert (%s)", (backend) => {
  it("goes out at most once while the store refuses to record the incident", async () => {
    const smtp = await sink();
    const config = await configOn(backend);
    const store = await storeWithOverdue(config);
    await refuseWrites(backend, config);
    const monitor = monitorOf(store, smtp);
    for (let look = 0; look < 4; look++) await monitor.check();
    expect(smtp.messages.length).toBeLessThanOrEqual(1);
  });

  it("is tried again on the next look when sending fails, and then sent once", async () => {
    const smtp = await sink();
    const store = await storeWithOverdue(await configOn(backend));
    const monitor = monitorOf(store, smtp);
    smtp.refuseWith = 451;
    await monitor.check();
    expect(smtp.refused).toBe(1);
    expect(await store.incidents.openSince()).toBeUndefined();
    smtp.refuseWith = undefined;
    for (let look = 0; look < 3; look++) await monitor.check();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.parsed.text).toContain(
      "1 megkeresés 1 másodpercnél régebben vár arra, hogy a webhook átvegye.",
    );
    expect(await store.incidents.openSince()).toBeDefined();
  });
});

describe("the alert's text", () => {
  it.each([
    [15_000, "15 másodpercnél"],
    [90_000, "90 másodpercnél"],
    [1_800_000, "30 percnél"],
    [5_400_000, "90 percnél"],
    [7_200_000, "2 óránál"],
    [400, "400 ezredmásodpercnél"],
  ])("states a threshold of %i ms as %j", (alertAfterMs, threshold) => {
    const overdue = { count: 2, since: "2026-11-23T17:04:05.000Z", lastError: "HTTP 500" };
    expect(alertMail(overdue, alertAfterMs).text).toContain(
      `2 megkeresés ${threshold} régebben vár arra, hogy a webhook átvegye.`,
    );
  });
});
