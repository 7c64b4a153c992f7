import { afterAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../../test/postgres.ts";
import { claimRun, migratePostgres, openPostgres, whileHolding } from "./postgres.ts";

const pool = openPostgres(await freshDatabase(inject("postgresUrl")));
afterAll(() => pool.end());

describe("PostgreSQL plumbing", () => {
  it("runs each migration once when instances start together, and refuses a newer schema", async () => {
    const others = [
      openPostgres(pool.options.connectionString ?? ""),
      openPostgres(pool.options.connectionString ?? ""),
    ];
    const migrations = [
      "CREATE TABLE things (id BIGINT PRIMARY KEY)",
      "INSERT INTO things VALUES (9007199254740991)",
    ];
    await Promise.all([pool, ...others].map((one) => migratePostgres(one, "things", migrations)));
    const { rows } = await pool.query<{ id: number }>("SELECT id FROM things");
    expect(rows).toEqual([{ id: 9007199254740991 }]);
    await expect(migratePostgres(pool, "things", migrations.slice(0, 1))).rejects.toThrow(
      /at schema 2; this server knows up to 1/,
    );
    await Promise.all(others.map((one) => one.end()));
  });

  it("lets one holder at a time run a locked job, and one claimer a period", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = whileHolding(pool, "job", () => held.then(() => "first"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await whileHolding(pool, "job", async () => "second")).toBeUndefined();
    release();
    expect(await first).toEqual({ value: "first" });
    expect(await whileHolding(pool, "job", async () => "third")).toEqual({ value: "third" });
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimRun(pool, "purge", "2026-11-26")));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
