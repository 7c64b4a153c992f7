/**
 * The health check on PostgreSQL: its probe is a committed write, so a table locked by
 * another session (as a stuck migration or a full disk would refuse writes) answers 503
 * within about a second, and 200 again once the lock is gone; a page never waits for it.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { configOn } from "../../test/backends.ts";
import { perTest, until } from "../../test/support.ts";

const { later, server } = perTest();

describe("health on PostgreSQL", () => {
  it("answers 503 while the probe's write is refused, and 200 once it is accepted", async () => {
    const config = await configOn("postgres");
    const running = await server(config);
    const status = async () => (await fetch(`${running.url}/healthz`)).status;
    expect(await status()).toBe(200);

    const other = new pg.Client({ connectionString: config.databaseUrl });
    await other.connect();
    later(() => other.end());
    await other.query("BEGIN");
    await other.query("LOCK TABLE inquiry_health_probe IN ACCESS EXCLUSIVE MODE");
    await until(async () => (await status()) === 503, 5_000);
    const started = performance.now();
    expect((await fetch(`${running.url}/en`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);
    await other.query("ROLLBACK");
    await until(async () => (await status()) === 200, 5_000);
  });
});
