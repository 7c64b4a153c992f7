/**
 * The editor's start-up steps, in the order startEditor (index.ts) takes them: the publisher
 * over the releases, with the start-up's release; the scheduler, once what fell due is out; and,
 * with PostgreSQL, following the other instances.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { EditorStore } from "../accounts/index.ts";
import type { ContentStore } from "../content-store/index.ts";
import { ScheduleStore } from "../content-store/index.ts";
import {
  type ContentMigration,
  contentMigrations,
  type LiveSite,
  Publisher,
  type Release,
  Releases,
  runMigrations,
  Scheduler,
} from "../publishing/index.ts";
import { scheduleMail } from "../publishing-desk/index.ts";
import { contentVersion } from "../release/index.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import type { Pool } from "../shared/postgres.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import { type EditorConfig, schedulePathOf } from "./config.ts";

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

/**
 * The publisher over the releases, and the start-up's release: leftovers of releases cut short
 * are removed, a fresh install gets its history from the shipped content, then deployAtStart.
 */
export async function startPublishing(
  config: EditorConfig,
  content: ContentStore,
  options: {
    site: LiveSite;
    published: Release | undefined;
    pool?: Pool;
    migrations?: readonly ContentMigration[];
    afterCommit?: () => Promise<void> | void;
    log: Logger;
  },
): Promise<{ publisher: Publisher; deployed: Promise<void> }> {
  const { site, log } = options;
  const releases = new Releases(config.releasesDir, config.keepReleases);
  const previews = new Releases(`${config.releasesDir}-preview`, 1);
  await releases.clean();
  // A preview lives as long as the process that made it.
  await rm(previews.dir, { recursive: true, force: true });
  const fresh = options.pool || startsFresh(config, releases, site);
  if (fresh && (await content.initialize())) log.info("editor.history_created");
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
  return { publisher, deployed };
}

/**
 * The scheduler of changes staff set a time for, started once a change whose time passed while
 * no instance ran has gone live (before this one serves). Who scheduled a change hears, with
 * staff mail, that it went live or was held.
 */
export async function startScheduler(
  config: EditorConfig,
  parts: { content: ContentStore; publisher: Publisher; store: EditorStore },
  options: {
    pool?: Pool;
    mail?: StaffMail;
    siteUrl?: string;
    now?: () => number;
    log: Logger;
  },
): Promise<{ schedules: ScheduleStore; scheduler: Scheduler }> {
  const { content, publisher, store } = parts;
  const schedules = await ScheduleStore.open({ path: schedulePathOf(config), pool: options.pool });
  const scheduler = new Scheduler({
    content,
    schedules,
    publisher,
    log: options.log,
    ...(options.mail && {
      notify: scheduleMail(options.mail, {
        siteUrl: options.siteUrl,
        emailOf: async (name) => (await store.account(name))?.email,
      }),
    }),
    now: options.now,
  });
  await scheduler.publishDue();
  scheduler.start();
  return { schedules, scheduler };
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
export function followOthers(content: ContentStore, publisher: Publisher, log: Logger) {
  return content.watch((event) => {
    publisher.follow(event).catch((error: unknown) => {
      log.error("deploy.follow_failed", { event, error: errorMessage(error) });
    });
  });
}
