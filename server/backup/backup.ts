/**
 * Writes one backup file of the site while it runs (archive.ts says what the file is):
 * - the live release's record first, then the content's history as a git bundle, which holds
 *   every commit made before it, the live one included (a publish commits before it switches);
 * - the content folder as it is (the working copy, unpublished saves included); a save replaces
 *   a file by a rename, so each file is read whole, old or new;
 * - each SQLite store with `VACUUM INTO`: one read transaction, so a consistent copy of the file
 *   while the server goes on writing (WAL mode lets it), without the pages of erased rows.
 * The stores are copied from their files, not through the server's store classes, so the
 * copy holds whatever schema the server wrote.
 */
import { existsSync, mkdtempSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ContentRepo } from "../content-store/index.ts";
import { filesUnder } from "../shared/files-under.ts";
import { lockWaitMs } from "../shared/sqlite.ts";
import { ArchiveWriter } from "./archive.ts";
import { type LiveRecord, liveRecord, liveRecordPart } from "./live-record.ts";
import type { SiteFiles } from "./site-files.ts";

export const historyPart = "content.bundle";
export const contentPrefix = "content/";

/** A file a save is writing (content-guard.ts): `<file>.<pid>.tmp`, renamed when complete. */
const unfinishedSave = /\.\d+\.tmp$/;

export interface BackupSummary {
  stores: string[];
  contentFiles: number;
  history: boolean;
  live: LiveRecord | undefined;
  bytes: number;
}

export async function writeBackup(files: SiteFiles, target: string): Promise<BackupSummary> {
  if (!existsSync(dirname(target)))
    throw new Error(`The folder ${dirname(target)} does not exist.`);
  const writer = new ArchiveWriter(target);
  const scratch = mkdtempSync(join(dirname(target), ".backup-scratch-"));
  try {
    const live = liveRecord(files.releasesDir, files.buildDir);
    if (live) writer.addBytes(liveRecordPart, Buffer.from(JSON.stringify(live)));
    const history = existsSync(files.gitDir);
    if (history) {
      const bundle = join(scratch, historyPart);
      await new ContentRepo({ gitDir: files.gitDir, workTree: files.contentDir }).bundle(bundle);
      writer.addFile(historyPart, bundle);
    }
    let contentFiles = 0;
    for (const name of existsSync(files.contentDir) ? contentNames(files.contentDir) : []) {
      try {
        writer.addFile(`${contentPrefix}${name}`, join(files.contentDir, name));
        contentFiles++;
      } catch (error) {
        // Deleted by a save since the folder was listed: not part of the working copy.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    const stores: string[] = [];
    for (const store of files.stores.filter(({ path }) => existsSync(path))) {
      const copy = join(scratch, store.part);
      const db = new DatabaseSync(store.path, { timeout: lockWaitMs });
      try {
        db.prepare("VACUUM INTO ?").run(copy);
      } finally {
        db.close();
      }
      writer.addFile(store.part, copy);
      stores.push(store.part);
    }
    await writer.finish({ madeAt: new Date().toISOString() });
    return {
      stores,
      contentFiles,
      history,
      live,
      bytes: statSync(target).size,
    };
  } catch (error) {
    await writer.abandon();
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The content folder's files, by their paths inside it, but saves still being written. */
function contentNames(contentDir: string): string[] {
  return filesUnder(contentDir)
    .map((file) => relative(contentDir, file).split(sep).join("/"))
    .filter((name) => !unfinishedSave.test(name) && !name.split("/").includes(".git"))
    .sort();
}
