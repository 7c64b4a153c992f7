/**
 * The content's back-end for this configuration: PostgreSQL when the server has a pool for
 * DATABASE_URL (every instance shares the working copy and the history), else the content
 * folder with its git repository.
 */
import type { Pool } from "../shared/postgres.ts";
import type { ContentStore } from "./content-store.ts";
import { FolderContentStore } from "./folder-store.ts";
import { PostgresContentStore } from "./postgres-store.ts";

export { ContentRepo } from "./content-repo.ts";
export * from "./content-store.ts";
export { FolderContentStore } from "./folder-store.ts";
export { PostgresContentStore } from "./postgres-store.ts";
export * from "./schedules.ts";
export { blobSha, gitTree } from "./tree.ts";

export async function openContentStore(options: {
  contentDir: string;
  gitDir: string;
  pool?: Pool;
}): Promise<ContentStore> {
  const { contentDir, gitDir, pool } = options;
  if (!pool) return new FolderContentStore({ contentDir, gitDir });
  const store = new PostgresContentStore(pool, { contentDir });
  await store.migrate();
  return store;
}
