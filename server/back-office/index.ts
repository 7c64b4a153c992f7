/**
 * The back office put together for the server: accounts and sessions (server/accounts/), the
 * Keystatic guard (server/keystatic/), the content store
 * (server/content-store: the content folder and its git repository, or PostgreSQL when the
 * server has a pool for DATABASE_URL), the releases and the publisher that swaps the live
 * site, the guarded content writes, and the routes under /admin and /api/keystatic.
 *
 * Start-up, in order: leftovers of releases cut short are removed; a fresh install (see
 * startsFresh, or an empty database) gets its history from the shipped content, while a
 * missing or damaged repository stops publishing (never re-created over a history); pending content migrations run; then the release of the published version
 * made with this code goes live: at once when there is one, before listening when nothing was
 * ever released here, and otherwise in the background while the previous release keeps being
 * served. With PostgreSQL, the instance then follows the others: a version another instance
 * publishes, or a preview it makes, is made and switched to here too.
 */

import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { contentFiles } from "../../app/content/keystatic.config.ts";
import {
  DeviceCookies,
  type EditorStore,
  openEditorStore,
  relyingParty,
  SecondFactors,
  Sessions,
  SignInLimiter,
} from "../accounts/index.ts";
import type { AnalyticsStore } from "../analytics/index.ts";
import { type ContentStore, openContentStore, ScheduleStore } from "../content-store/index.ts";
import { warmContentWork } from "../content-work/index.ts";
import {
  ContentGuard,
  type EditorBundle,
  guardKeystatic,
  loadEditorBundle,
} from "../keystatic/index.ts";
import type { LiveSite } from "../publishing/index.ts";
import {
  type ContentMigration,
  contentMigrations,
  Publisher,
  type Release,
  Releases,
  runMigrations,
  Scheduler,
} from "../publishing/index.ts";
import { contentVersion } from "../release/index.ts";
import type { Channel, InquiryRecords } from "../shared/inquiry-records.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import type { Pool } from "../shared/postgres.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import { editorRoutes } from "./admin.ts";
import { type EditorConfig, schedulePathOf } from "./config.ts";
import type { WeeklyReportSetting } from "./figures.ts";
import { scheduleMail } from "./schedule-mail.ts";

export { editorRoutes, isEditorPath, staffPages } from "./admin.ts";
export { exportHeader } from "./inquiry-export.ts";
export { maxUpdateBytes } from "./keystatic-routes.ts";
export { messages } from "./messages.ts";

export interface Editor {
  handle: ReturnType<typeof editorRoutes>;
  store: EditorStore;
  content: ContentStore;
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
 * With PostgreSQL the history is the database's: an empty one takes the shipped content.
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
    /** What is served, read from the live release (server/publishing/live-site.ts). */
    site: LiveSite;
    /** The editors' release `site` was read from; none when it is BUILD_DIR's. */
    published: Release | undefined;
    /** Keystatic's local-mode API, answered from the content store; how it names files. */
    keystatic?: { prefix: string };
    /**
     * PostgreSQL (DATABASE_URL): the editor store, and the content's working copy and
     * history, are shared there.
     */
    pool?: Pool;
    /** Where Keystatic's pages are mounted. */
    editorUrl?: string;
    /** The site's origin (SITE_URL): the editor's, unless EDITOR_ORIGIN says otherwise. */
    siteUrl?: string;
    /** The inquiry store, shown to accounts with the right at /admin/inquiries. */
    inquiries?: InquiryRecords;
    /** The delivery channels set up to send; all when absent. */
    channelsOn?: readonly Channel[];
    /** The counts, shown at /admin/figures; absent when counting is off. */
    analytics?: AnalyticsStore;
    /**
     * Staff mail, when SMTP is set up: set-up links, the owners' warnings, and who scheduled a
     * change (with NOTIFY_TO) hearing that it went live or was held.
     */
    mail?: StaffMail;
    /** The weekly e-mail's setting, told on the figures page. */
    weeklyReport?: WeeklyReportSetting;
    now?: () => number;
    migrations?: readonly ContentMigration[];
    /** Called between a publish's commit and its switch (tests stop the process there). */
    afterCommit?: () => Promise<void> | void;
  },
): Promise<Editor> {
  const { log } = options;
  // The content thread loads the schema and the readers once, now, not in an editor's first save.
  warmContentWork();
  const store = await openEditorStore({ path: config.databasePath, pool: options.pool });
  const content = await openContentStore({ ...config, pool: options.pool });
  const releases = new Releases(config.releasesDir, config.keepReleases);
  const previews = new Releases(`${config.releasesDir}-preview`, 1);
  await releases.clean();
  // A preview lives as long as the process that made it.
  await rm(previews.dir, { recursive: true, force: true });
  const fresh = options.pool || startsFresh(config, releases, options.site);
  if (fresh && (await content.initialize())) log.info("editor.history_created");
  const { site } = options;
  const publisher = new Publisher({
    content,
    live: site,
    releases,
    previews,
    release: config.release,
    log,
    afterCommit: options.afterCommit,
  });
  const { deployed } = await deployAtStart(publisher, {
    content,
    migrations: options.migrations ?? contentMigrations,
    scratch: releases.dir,
    published: options.published,
    log,
  });
  const schedules = await ScheduleStore.open({ path: schedulePathOf(config), pool: options.pool });
  const scheduler = new Scheduler({
    content,
    schedules,
    publisher,
    log,
    ...(options.mail && {
      notify: scheduleMail(options.mail, {
        siteUrl: options.siteUrl,
        emailOf: async (name) => (await store.account(name))?.email,
      }),
    }),
    now: options.now,
  });
  // A change whose time passed while no instance ran goes live before this one serves.
  await scheduler.publishDue();
  scheduler.start();
  const unwatch = followOthers(content, publisher, log);
  const guard = new ContentGuard({ content, store, files: contentFiles });
  const handle = editorRoutes({
    store,
    sessions: new Sessions(store),
    limiter: new SignInLimiter(store.signInSlots),
    codeLimiter: new SignInLimiter(store.signInSlots, Date.now, "code"),
    factors: new SecondFactors(
      store,
      relyingParty(config.origin ?? options.siteUrl ?? "http://localhost", "Danubius Protect"),
    ),
    secondFactorRequired: config.secondFactor !== "off",
    devices: new DeviceCookies(() => store.secret("device-cookies")),
    content,
    publisher,
    scheduler,
    keystatic:
      options.keystatic && guardKeystatic({ guard, store, prefix: options.keystatic.prefix }),
    editorUrl: options.editorUrl,
    inquiries: options.inquiries,
    channelsOn: options.channelsOn,
    analytics: options.analytics,
    mail: options.mail,
    weeklyReport: options.weeklyReport,
    now: options.now,
    editorBundle: lazyBundle(),
    clientOf: options.clientOf,
    log,
  });
  return {
    handle,
    store,
    content,
    publisher,
    guard,
    site,
    deployed,
    stop: async () => {
      await scheduler.stop();
      await unwatch();
      await publisher.stop();
      await deployed;
    },
    close: async () => {
      await schedules.close();
      await content.close();
      await store.close();
    },
  };
}

/**
 * The start-up's release: pending content migrations run, then the release of the published
 * version made with this code goes live. A complete release of the last commit goes live
 * before listening; one to be made is made before listening only when nothing was ever
 * released, else in the background (`deployed` settles when it is live). Nothing
 * runs while publishing is stopped by a fault.
 */
async function deployAtStart(
  publisher: Publisher,
  start: {
    content: ContentStore;
    migrations: readonly ContentMigration[];
    scratch: string;
    published: Release | undefined;
    log: Logger;
  },
): Promise<{ deployed: Promise<void> }> {
  const { content, migrations, scratch, published, log } = start;
  // Read whole once at start-up: a present but corrupted object pauses publishing too.
  if (await publisher.checkDeeply()) return { deployed: Promise.resolve() };
  try {
    await publisher.exclusive(() => runMigrations({ content, migrations, scratch, log }));
  } catch (error) {
    log.error("content.migration_failed", { error: errorMessage(error) });
    publisher.stopForMigration();
  }
  const deploy = (make: boolean) =>
    publisher.deploy({ make }).then(
      () => undefined,
      (error: unknown) => log.error("deploy.failed", { error: errorMessage(error) }),
    );
  if (!published) {
    await deploy(true);
    return { deployed: Promise.resolve() };
  }
  await deploy(false);
  return { deployed: deploy(true) };
}

/** With PostgreSQL: a version or preview another instance makes is made and switched to here. */
function followOthers(content: ContentStore, publisher: Publisher, log: Logger) {
  return content.watch((event) => {
    publisher.follow(event).catch((error: unknown) => {
      log.error("deploy.follow_failed", { event, error: errorMessage(error) });
    });
  });
}
