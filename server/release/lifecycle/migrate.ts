/**
 * Runs the content migrations the history does not record yet (server/release/migrations),
 * in order, once each: first on the working copy (so unpublished work is upgraded and stays
 * unpublished), then on a snapshot of the published content, committed as
 * "Tartalom-migráció: <name>" with a `Migration: <id>` trailer by a system identity. A kill
 * between the two runs it again at the next start: migrations are idempotent.
 */
import { rm } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Author, ContentRepo } from "../../editor/content-repo.ts";
import type { Logger } from "../../shared/log.ts";
import type { ContentMigration } from "../migrations/index.ts";

export const migrationAuthor: Author = {
  name: "Tartalom-migráció",
  email: "migration@editor.invalid",
};

/** The ids applied now; throws (naming the migration) when one fails. */
export async function runMigrations(options: {
  repo: ContentRepo;
  contentDir: string;
  migrations: readonly ContentMigration[];
  scratch: string;
  log: Logger;
}): Promise<string[]> {
  const { repo, contentDir, migrations, scratch, log } = options;
  if (migrations.length === 0) return [];
  const applied = await repo.migrations();
  const ran: string[] = [];
  for (const migration of migrations.filter((m) => !applied.has(m.id))) {
    const snapshot = join(scratch, `migration-${migration.id}.partial`);
    try {
      await migration.migrate(contentDir);
      await repo.snapshot(await repo.headTree(), snapshot);
      await migration.migrate(join(snapshot, relative(repo.workTree, contentDir)));
      const message = `Tartalom-migráció: ${migration.name}\n\nMigration: ${migration.id}`;
      const commit = await repo.commitTree(
        await repo.treeOfFolder(snapshot),
        migrationAuthor,
        message,
      );
      log.info("content.migrated", { migration: migration.id, commit });
      ran.push(migration.id);
    } catch (error) {
      throw new Error(`content migration ${migration.id} failed: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      await rm(snapshot, { recursive: true, force: true });
    }
  }
  return ran;
}
