/**
 * Brings a backup back where the environment says the site keeps its files (site-files.ts):
 * the stores, the content's history and working copy, and, when the backup holds a history,
 * the release of its live version made with this code build and the backup's settings, made
 * live — so the server starts serving the same pages, with nothing left to decide. A backup of
 * an older version gets this code's content migrations first, as a start of the server would.
 *
 * The whole file is checked before anything is written (archive.ts). Existing data is never
 * overwritten unless asked (`force`); each store file is written under a temporary name and
 * renamed, and a store's old `-wal`/`-shm` files go first, or SQLite would lay them over the
 * restored file.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ContentRepo, FolderContentStore } from "../content-store/index.ts";
import {
  type ContentMigration,
  contentMigrations,
  Releases,
  runMigrations,
} from "../publishing/index.ts";
import { codeRecord, codeVersion } from "../release/index.ts";
import { lockDataFolder } from "../shared/data-lock.ts";
import { createLogger } from "../shared/log.ts";
import { ArchiveReader } from "./archive.ts";
import { contentPrefix, historyPart } from "./backup.ts";
import { type LiveRecord, liveRecordPart, parseLiveRecord } from "./live-record.ts";
import type { SiteFiles } from "./site-files.ts";

/** Why a restore did not start; nothing was written. */
export class RestoreRefused extends Error {}

export interface RestoreSummary {
  stores: string[];
  contentFiles: number;
  history: boolean;
  live: LiveRecord | undefined;
  /** The release made live (editor backups only). */
  release: string | undefined;
}

const storeCompanions = ["", "-wal", "-shm", "-journal"];

/** What of the site's data exists at `files`' paths (the content folder is not data). */
export function existingData(files: SiteFiles): string[] {
  const stores = files.stores.flatMap(({ path }) =>
    storeCompanions.map((suffix) => `${path}${suffix}`),
  );
  const folders = [files.gitDir, files.releasesDir].filter(
    (dir) => existsSync(dir) && readdirSync(dir).length > 0,
  );
  return [...stores.filter((path) => existsSync(path)), ...folders];
}

export async function restoreBackup(
  file: string,
  files: SiteFiles,
  {
    force = false,
    log = () => {},
    migrations = contentMigrations,
  }: {
    force?: boolean;
    log?: (line: string) => void;
    /** The content migrations of this code (server/publishing/migrations; tests bring their own). */
    migrations?: readonly ContentMigration[];
  } = {},
): Promise<RestoreSummary> {
  refuseNonFile(file);
  // Held while it writes: refused while a server runs on the folder (server/shared/data-lock.ts).
  const inquiries = files.stores.find(({ part }) => part === "inquiries.sqlite")?.path;
  // No folder yet: no server runs there, and a refused restore leaves none behind.
  const lock =
    inquiries && existsSync(dirname(inquiries)) ? lockDataFolder(inquiries) : { release() {} };
  if (!lock) {
    throw new RestoreRefused(
      `A server is running on this site's data (${dirname(inquiries ?? "")}): a restore would replace the files under it, and it would go on writing into the replaced ones. Stop it first (systemctl stop, docker stop, or Ctrl-C where npm start runs; every process started with these settings), then restore, then start it again.`,
    );
  }
  let backup: ArchiveReader;
  try {
    backup = new ArchiveReader(file);
  } catch (error) {
    lock.release();
    throw error;
  }
  try {
    const live = backup.has(liveRecordPart)
      ? parseLiveRecord(backup.bytes(liveRecordPart).toString("utf8"))
      : undefined;
    const history = backup.has(historyPart);
    // The editor's live version is released again here; BUILD_DIR's is made by `npm start`.
    const liveTree = history && live?.source === "editor" ? live.tree : undefined;
    const { cwd, codeDir, codeBuildDir = codeDir } = files.release;
    const codeBuild = resolve(cwd, codeBuildDir);
    if (liveTree && !existsSync(join(codeBuild, codeRecord))) {
      throw new RestoreRefused(
        `No code build in ${codeBuild}: run \`npm run build\` first, then restore (the live pages are made with it).`,
      );
    }
    const existing = existingData(files);
    if (existing.length > 0 && !force) {
      throw new RestoreRefused(
        `The site has data already; a restore would replace it:\n${existing.map((path) => `  ${path}`).join("\n")}\nStop the server and add --force to replace it, or restore into an empty data folder.`,
      );
    }
    // Empty folders too: the history is created anew, and previews die with their server.
    for (const path of [
      ...existing,
      files.gitDir,
      files.releasesDir,
      `${files.releasesDir}-preview`,
    ])
      await rm(path, { recursive: true, force: true });
    const stores = await writeStores(backup, files, log);
    const contentFiles = await writeContent(backup, files.contentDir, log);
    let release: string | undefined;
    if (history) {
      const repo = await writeHistory(backup, files, log);
      if (live && liveTree) {
        // A backup of an older version: the content migrations this code brings run first, as
        // the server would run them at start, and their commit is what goes live.
        const migrated = await runMigrations({
          content: new FolderContentStore({ contentDir: files.contentDir, gitDir: files.gitDir }),
          migrations,
          scratch: dirname(files.gitDir),
          log: createLogger("warn"),
        });
        for (const id of migrated) log(`content migration ${id} applied`);
        const tree = migrated.length > 0 ? await repo.headTree() : liveTree;
        release = await releaseLive(repo, files, live, tree, log);
      }
    }
    return {
      stores,
      contentFiles,
      history,
      live,
      release,
    };
  } finally {
    backup.close();
    lock.release();
  }
}

/**
 * Ends every session of a restored editor store: the accounts and passwords are the backup's,
 * so a session made before the restore (the backup's, or a stolen one) is not trusted after
 * it; everyone signs in again.
 */
function endSessions(path: string): void {
  const db = new DatabaseSync(path);
  try {
    const present = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[]
      ).map((row) => row.name),
    );
    // What refers to a session first; "sessions" is the table's name in files before schema 5.
    for (const name of ["session_views", "editor_sessions", "sessions"])
      if (present.has(name)) db.exec(`DELETE FROM ${name}`);
  } finally {
    db.close();
  }
}

/**
 * A backup is a regular file: a folder, a named pipe (whose read would wait for a writer), a
 * device or a socket is refused before anything is opened.
 */
function refuseNonFile(file: string): void {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return; // the reader names a missing file
  if (stat.isDirectory())
    throw new RestoreRefused(`${file} is a folder: name the backup file in it.`);
  if (!stat.isFile())
    throw new RestoreRefused(
      `${file} is not a regular file (a named pipe, a device or a socket): copy the backup into a file first, then restore that file.`,
    );
}

/** Each store of the backup, under a temporary name first; the names of those written. */
async function writeStores(
  backup: ArchiveReader,
  files: SiteFiles,
  log: (line: string) => void,
): Promise<string[]> {
  const stores = files.stores.filter(({ part }) => backup.has(part));
  for (const { part, path } of stores) {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.restore-partial`;
    await rm(temporary, { force: true });
    backup.writeTo(part, temporary);
    if (part === "editor.sqlite") endSessions(temporary);
    await rename(temporary, path);
    log(`${part} → ${path}`);
  }
  return stores.map(({ part }) => part);
}

/** The backup's working copy in place of the folder's files; how many. */
async function writeContent(
  backup: ArchiveReader,
  contentDir: string,
  log: (line: string) => void,
): Promise<number> {
  const names = backup.names.filter((name) => name.startsWith(contentPrefix));
  if (names.length === 0) return 0;
  await emptyFolder(contentDir);
  for (const name of names) {
    const target = insideFolder(contentDir, name.slice(contentPrefix.length));
    mkdirSync(dirname(target), { recursive: true });
    backup.writeTo(name, target);
  }
  log(`${names.length} content files → ${contentDir}`);
  return names.length;
}

/** The content's repository, made from the backup's bundle. */
async function writeHistory(
  backup: ArchiveReader,
  files: SiteFiles,
  log: (line: string) => void,
): Promise<ContentRepo> {
  mkdirSync(dirname(files.gitDir), { recursive: true });
  const scratch = mkdtempSync(join(dirname(files.gitDir), ".restore-"));
  try {
    const bundle = join(scratch, historyPart);
    backup.writeTo(historyPart, bundle);
    const repo = new ContentRepo({ gitDir: files.gitDir, workTree: files.contentDir });
    await repo.initFromBundle(bundle);
    log(`content history → ${files.gitDir}`);
    return repo;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Removes what a folder holds, not the folder (it may be a volume of its own). */
async function emptyFolder(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) await rm(join(dir, name), { recursive: true, force: true });
}

/** The path of a content file inside `dir`; a name that would lead out of it is refused. */
function insideFolder(dir: string, name: string): string {
  const path = resolve(dir, name);
  if (!path.startsWith(`${resolve(dir)}${sep}`) || name.split("/").includes(".git")) {
    throw new Error(`The backup names a content file outside the content folder: ${name}`);
  }
  return path;
}

/**
 * Makes the release of the live version with this code build and the backup's settings, as a
 * publish would (the same release step, a snapshot of the committed tree), and makes it live.
 */
async function releaseLive(
  repo: ContentRepo,
  files: SiteFiles,
  live: LiveRecord,
  tree: string,
  log: (line: string) => void,
): Promise<string> {
  const releases = new Releases(files.releasesDir);
  const stage = await releases.stage();
  const { command, args, cwd, codeDir, codeBuildDir = codeDir } = files.release;
  try {
    await repo.snapshot(tree, stage.snapshot);
    log(`making the release of content ${tree.slice(0, 10)} for ${live.siteUrl}…`);
    const code = await new Promise<number | null>((done, fail) => {
      const child = spawn(
        command,
        [...args, "--content", stage.snapshot, "--out", stage.path, "--code", codeBuildDir],
        {
          cwd,
          env: {
            ...process.env,
            SITE_URL: live.siteUrl,
            INQUIRY_RETENTION_DAYS: String(live.retentionDays),
          },
          stdio: ["ignore", "ignore", "inherit"],
        },
      );
      child.once("error", fail);
      child.once("close", done);
    });
    if (code !== 0) throw new Error(`The release step failed (exit ${code}): see above.`);
    await releases.complete(stage.id, { tree, code: codeVersion(codeDir) });
    await releases.makeCurrent(stage.id);
    return stage.id;
  } finally {
    await rm(stage.snapshot, { recursive: true, force: true });
    await releases.discard(stage.id);
  }
}
