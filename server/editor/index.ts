/**
 * The editor's parts put together for the server: accounts and sessions, the content
 * repository, the releases and the publisher that swaps the live site, the guarded content
 * writes, and the routes under /admin and /api/keystatic.
 *
 * Start-up, in order: leftovers of releases cut short are removed; a fresh install gets its
 * repository (startFresh), while a missing or damaged one stops publishing (never re-created
 * over a history); pending content migrations run; then
 * the release of the last commit made with this code goes live: at once when there is one,
 * before listening when nothing was ever released, and otherwise in the background while the
 * previous release keeps being served.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { contentFiles } from "../../app/content/keystatic.config.ts";
import type { AnalyticsStore } from "../analytics/index.ts";
import type { InquiryRecords } from "../inquiry-records.ts";
import type { LiveSite } from "../release/lifecycle/live-site.ts";
import { runMigrations } from "../release/lifecycle/migrate.ts";
import { Publisher } from "../release/lifecycle/publisher.ts";
import { type Release, Releases } from "../release/lifecycle/releases.ts";
import { type ContentMigration, contentMigrations } from "../release/migrations/index.ts";
import { contentVersion } from "../release/versions.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import type { Pool } from "../shared/postgres.ts";
import { editorRoutes } from "./admin.ts";
import { type EditorBundle, loadEditorBundle } from "./bundle.ts";
import type { EditorConfig } from "./config.ts";
import { ContentGuard } from "./content-guard.ts";
import { ContentRepo } from "./content-repo.ts";
import { DeviceCookies } from "./device-cookie.ts";
import { guardKeystatic } from "./keystatic.ts";
import { openEditorStore } from "./open-store.ts";
import { Sessions } from "./sessions.ts";
import { SignInLimiter } from "./sign-in-limiter.ts";
import type { EditorStore } from "./store.ts";

export { isEditorPath } from "./admin.ts";

export interface Editor {
  handle: ReturnType<typeof editorRoutes>;
  store: EditorStore;
  repo: ContentRepo;
  publisher: Publisher;
  guard: ContentGuard;
  /** What is served: the live release (or BUILD_DIR's when the editors have released none). */
  site: LiveSite;
  /** Settles when the start-up release is live (or has failed, which is logged). */
  deployed: Promise<void>;
  /** Ends a release in progress and waits for it. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The editor's bundle, read once it exists and matches the schema (it may be built after the
 * server started).
 */
function lazyBundle(): () => EditorBundle | "stale" | undefined {
  let bundle: EditorBundle | undefined;
  return () => {
    if (bundle) return bundle;
    const loaded = loadEditorBundle();
    if (typeof loaded === "object") bundle = loaded;
    return loaded;
  };
}

/**
 * Whether this is a fresh install, whose content starts the history by itself: neither the
 * history nor any release exists, and the working content is exactly the content of the
 * release being served (the build shipped with the code), so taking it as the first published
 * version publishes nothing new. Any other content with nothing recorded (a lost data volume
 * beside a content folder with drafts) pauses publishing until the operator restores a backup
 * or confirms a fresh start (`npm run content -- --start-fresh`, which creates the history).
 */
function startsFresh(config: EditorConfig, releases: Releases, site: LiveSite): boolean {
  if (existsSync(config.gitDir) || releases.hasHistory()) return false;
  return contentVersion(config.contentDir) === site.current.release.contentVersion;
}

export async function startEditor(
  config: EditorConfig,
  options: {
    log: Logger;
    clientOf: (req: IncomingMessage) => string;
    /** The process's PostgreSQL pool when the editor store lives there (`DATABASE_URL`). */
    pool?: Pool;
    /** What is served, read from the live release (server/release/lifecycle/live-site.ts). */
    site: LiveSite;
    /** The editors' release `site` was read from; none when it is BUILD_DIR's. */
    published: Release | undefined;
    /** Keystatic's local-mode API handler, and the content folder's path as it names files. */
    keystatic?: { prefix: string };
    /** Where Keystatic's pages are mounted. */
    editorUrl?: string;
    /** The inquiry store, shown to accounts with the right at /admin/inquiries. */
    inquiries?: InquiryRecords;
    /** The counts, shown at /admin/figures; absent when counting is off. */
    analytics?: AnalyticsStore;
    now?: () => number;
    migrations?: readonly ContentMigration[];
    /** Called between a publish's commit and its switch (tests stop the process there). */
    afterCommit?: () => Promise<void> | void;
  },
): Promise<Editor> {
  const { log } = options;
  const store = await openEditorStore({ path: config.databasePath, pool: options.pool });
  const repo = new ContentRepo({ gitDir: config.gitDir, workTree: config.contentDir });
  const releases = new Releases(config.releasesDir, config.keepReleases);
  const previews = new Releases(`${config.releasesDir}-preview`, 1);
  await releases.clean();
  // A preview lives as long as the process that made it.
  await rm(previews.dir, { recursive: true, force: true });
  if (startsFresh(config, releases, options.site)) {
    await repo.init();
    log.info("editor.repository_created", { gitDir: config.gitDir });
  }
  const { site } = options;
  const publisher = new Publisher({
    repo,
    live: site,
    releases,
    previews,
    release: config.release,
    contentDir: config.contentDir,
    log,
    afterCommit: options.afterCommit,
  });
  let deployed: Promise<void> = Promise.resolve();
  if (!(await publisher.fault())) {
    try {
      await publisher.exclusive(() =>
        runMigrations({
          repo,
          contentDir: config.contentDir,
          migrations: options.migrations ?? contentMigrations,
          scratch: releases.dir,
          log,
        }),
      );
    } catch (error) {
      log.error("content.migration_failed", { error: errorMessage(error) });
      publisher.stopForMigration();
    }
    const deploy = (make: boolean) =>
      publisher.deploy({ make }).then(
        () => undefined,
        (error: unknown) => log.error("deploy.failed", { error: errorMessage(error) }),
      );
    // A complete release of the last commit goes live before listening; one to be made is
    // made before listening only when nothing was ever released.
    if (options.published) {
      await publisher.deploy({ make: false }).catch((error: unknown) => {
        log.error("deploy.failed", { error: errorMessage(error) });
      });
      deployed = deploy(true);
    } else await deploy(true);
  }
  const guard = new ContentGuard({
    contentDir: config.contentDir,
    store,
    repo,
    publisher,
    files: contentFiles,
  });
  const handle = editorRoutes({
    store,
    sessions: new Sessions(store),
    limiter: new SignInLimiter(store.signInSlots),
    devices: new DeviceCookies(() => store.secret("device-cookies")),
    repo,
    publisher,
    keystatic:
      options.keystatic && guardKeystatic({ guard, store, prefix: options.keystatic.prefix }),
    editorUrl: options.editorUrl,
    inquiries: options.inquiries,
    analytics: options.analytics,
    now: options.now,
    editorBundle: lazyBundle(),
    clientOf: options.clientOf,
    log,
  });
  return {
    handle,
    store,
    repo,
    publisher,
    guard,
    site,
    deployed,
    stop: async () => {
      await publisher.stop();
      await deployed;
    },
    close: () => store.close(),
  };
}
