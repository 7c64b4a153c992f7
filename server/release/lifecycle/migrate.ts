/**
 * Runs the content migrations the history does not record yet (server/release/migrations),
 * in order, once each: first on the working copy (so unpublished work is upgraded and stays
 * unpublished), then on a snapshot of the published content, committed as
 * "Tartalom-migráció: <name>" with a `Migration: <id>` trailer by a system identity. A kill
 * between the two runs it again at the next start: migrations are idempotent.
 *
 * Each migration is all or nothing: the working copy is copied aside first, and when the
 * migration (or its commit) fails, the working copy is put back exactly as it was; the history
 * only changes by the commit, the last step.
 */
import { type Dirent, existsSync, readdirSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
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
    const backup = join(scratch, `migration-${migration.id}.working.partial`);
    await rm(backup, { recursive: true, force: true });
    await cp(contentDir, backup, { recursive: true, verbatimSymlinks: true });
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
      await putBack(backup, contentDir);
      throw new Error(`content migration ${migration.id} failed: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      await rm(snapshot, { recursive: true, force: true });
      await rm(backup, { recursive: true, force: true });
    }
  }
  return ran;
}

/** Makes `dir` hold exactly what `copy` holds: what the migration added goes, the rest comes back. */
async function putBack(copy: string, dir: string): Promise<void> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const added = (entry: Dirent) =>
    !existsSync(join(copy, relative(dir, join(entry.parentPath, entry.name))));
  for (const entry of entries.filter((e) => !e.isDirectory() && added(e)))
    await rm(join(entry.parentPath, entry.name), { force: true });
  for (const entry of entries.filter((e) => e.isDirectory() && added(e)))
    await rm(join(entry.parentPath, entry.name), { recursive: true, force: true });
  await cp(copy, dir, { recursive: true, force: true, verbatimSymlinks: true });
}
