import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../../test/postgres.ts";
import { tempDir } from "../../test/support.ts";
import { PostgresContentStore, pendingChanges } from "../content-store/index.ts";
import { createLogger } from "../shared/log.ts";
import { openPostgres, type Pool } from "../shared/postgres.ts";
import { migrationAuthor, runMigrations } from "./migrate.ts";
import type { ContentMigration } from "./migrations/index.ts";

/** No file of these tests is near any size limit. */
const anySize = Number.POSITIVE_INFINITY;

const pools: Pool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

describe("content migrations with PostgreSQL", () => {
  it("run once when two instances start together, on the working copy and the published content", async () => {
    const url = await freshDatabase(inject("postgresUrl"));
    const shipped = join(tempDir("dp-migrate-"), "content");
    mkdirSync(shipped);
    writeFileSync(join(shipped, "page.txt"), "A");
    const [a, b] = [openPostgres(url), openPostgres(url)].map((pool) => {
      pools.push(pool);
      return new PostgresContentStore(pool, { contentDir: shipped });
    }) as [PostgresContentStore, PostgresContentStore];
    await a.migrate();
    await a.initialize();
    // An edit not published yet: it is migrated and stays unpublished.
    await a.save(
      "Kovács Anna",
      [{ path: "page.txt", contents: Buffer.from("B") }],
      await a.files(),
    );

    let runs = 0;
    const migration: ContentMigration = {
      id: "001-note",
      name: "Megjegyzés mező",
      async migrate(dir) {
        runs++;
        // Slow enough that the second instance asks while the first runs.
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (!existsSync(join(dir, "note.txt"))) writeFileSync(join(dir, "note.txt"), "alap");
      },
    };
    const log = createLogger("error");
    const ran = await Promise.all(
      [a, b].map((content) =>
        runMigrations({ content, migrations: [migration], scratch: tempDir("dp-scratch-"), log }),
      ),
    );
    expect(ran.flat()).toEqual(["001-note"]);
    // Once on the working copy, once on the published content.
    expect(runs).toBe(2);
    const history = await b.history();
    expect(history.filter((version) => version.author === migrationAuthor.name)).toHaveLength(1);
    expect(await b.migrations()).toEqual(new Set(["001-note"]));
    expect((await b.read("note.txt", anySize))?.toString()).toBe("alap");
    expect(await pendingChanges(b)).toEqual([{ status: "modified", path: "page.txt" }]);
    const published = join(tempDir("dp-published-"), "content");
    await b.materialize((await b.head())?.tree ?? "", published);
    expect(existsSync(join(published, "note.txt"))).toBe(true);

    // A later start finds it recorded.
    expect(
      await runMigrations({ content: b, migrations: [migration], scratch: tempDir("dp-s-"), log }),
    ).toEqual([]);
    expect(runs).toBe(2);
  });
});
