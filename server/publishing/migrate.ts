/**
 * Runs the content migrations the history does not record yet (server/publishing/migrations),
 * in order, once each: first on the working copy (so unpublished work is upgraded and stays
 * unpublished), then on the published content, recorded as "Tartalom-migráció: <name>" with a
 * `Migration: <id>` trailer by a system identity. Each runs on a folder the version is written
 * into, under the store's publishing turn, so instances starting together run it once: the
 * others wait, then find it recorded. A kill between the two steps runs it again at the next
 * start: migrations are idempotent.
 *
 * Each migration is all or nothing: when it (or its commit) fails, the working copy is put
 * back to the version it was; the history only changes by the commit, the last step.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Author, ContentStore } from "../content-store/index.ts";
import type { Logger } from "../shared/log.ts";
import type { ContentMigration } from "./migrations/index.ts";

export const migrationAuthor: Author = {
  name: "Tartalom-migráció",
  email: "migration@editor.invalid",
};

/** The ids applied now; throws (naming the migration) when one fails. */
export async function runMigrations(options: {
  content: ContentStore;
  migrations: readonly ContentMigration[];
  scratch: string;
  log: Logger;
}): Promise<string[]> {
  const { content, migrations, scratch, log } = options;
  const pending = async () => {
    const applied = await content.migrations();
    return migrations.filter((migration) => !applied.has(migration.id));
  };
  if ((await pending()).length === 0) return [];
  return content.publishing(async () => {
    const ran: string[] = [];
    // Asked again in our turn: another instance may have run them meanwhile.
    for (const migration of await pending()) {
      let changed: { from: string; to: string } | undefined;
      try {
        changed = await migrateWorkingCopy(
          content,
          migration,
          join(scratch, `migration-${migration.id}`),
        );
        const head = await content.head();
        if (!head) throw new Error("nothing was ever published");
        const tree = await migrated(content, head.tree, migration, join(scratch, "published"));
        const message = `Tartalom-migráció: ${migration.name}\n\nMigration: ${migration.id}`;
        const commit = await content.commit(tree, migrationAuthor, message, head.hash);
        log.info("content.migrated", { migration: migration.id, commit });
        ran.push(migration.id);
      } catch (error) {
        if (changed) await content.restore(changed.from, changed.to, migrationAuthor.name);
        throw new Error(`content migration ${migration.id} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    return ran;
  });
}

/**
 * The working copy migrated (tried again when an editor saved in between); the versions it
 * went from and to, when it changed.
 */
async function migrateWorkingCopy(
  content: ContentStore,
  migration: ContentMigration,
  scratch: string,
): Promise<{ from: string; to: string } | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const working = await content.workingTree();
    const tree = await migrated(content, working, migration, scratch);
    if (tree === working) return undefined;
    if (await content.restore(tree, working, migrationAuthor.name))
      return { from: working, to: tree };
  }
  throw new Error("the working copy kept changing while it was migrated");
}

/** The version `tree` migrated, as a version of its own. */
async function migrated(
  content: ContentStore,
  tree: string,
  migration: ContentMigration,
  scratch: string,
): Promise<string> {
  const dir = `${scratch}.partial`;
  try {
    await rm(dir, { recursive: true, force: true });
    await content.materialize(tree, dir);
    await migration.migrate(dir);
    return await content.treeOfFolder(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
