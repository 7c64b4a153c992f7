/**
 * The back office put together for the server: the editor store (server/accounts/), the content
 * store (server/content-store: the content folder and its git repository, or PostgreSQL when
 * the server has a pool for DATABASE_URL), the publisher and the scheduler (start-up.ts), the
 * Keystatic guard (server/keystatic/), and the router of /admin and /api/keystatic (admin.ts)
 * over the rooms, each wired from its own context: sign-in and accounts
 * (server/staff-sign-in/), the publishing desk (server/publishing-desk/), the records
 * (server/staff-records/) and Keystatic's host (keystatic-routes.ts).
 *
 * Start-up, in order: leftovers of releases cut short are removed; a fresh install (see
 * startsFresh, or an empty database) gets its history from the shipped content, while a
 * missing or damaged repository stops publishing (never re-created over a history); pending
 * content migrations run; then the release of the published version made with this code goes
 * live: at once when there is one, before listening when nothing was ever released here, and
 * otherwise in the background while the previous release keeps being served. A scheduled
 * change whose time passed goes live before serving. With PostgreSQL, the instance then
 * follows the others: a version another instance publishes, or a preview it makes, is made and
 * switched to here too.
 */

import { contentFiles } from "../../app/content/keystatic.config.ts";
import { type EditorStore, openEditorStore, Sessions } from "../accounts/index.ts";
import { type ContentStore, openContentStore } from "../content-store/index.ts";
import { warmContentWork } from "../content-work/index.ts";
import { ContentGuard } from "../keystatic/index.ts";
import type { ContentMigration, LiveSite, Publisher, Release } from "../publishing/index.ts";
import type { Pool } from "../shared/postgres.ts";
import { type EditorDeps, editorRoutes } from "./admin.ts";
import type { EditorConfig } from "./config.ts";
import { followOthers, startPublishing, startScheduler } from "./start-up.ts";

export { messages } from "../staff-frame/index.ts";
export { exportHeader } from "../staff-records/index.ts";
export { editorRoutes, isEditorPath, staffPages } from "./admin.ts";
export { maxUpdateBytes } from "./keystatic-routes.ts";

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
 * What the server gives the editor: what its rooms are handed as it is (the log, the client's
 * address, the inquiry store, the channels on, the counts, staff mail, the weekly e-mail's
 * setting, Keystatic's prefix, the editor's URL, the clock), and what the start-up takes.
 */
export interface EditorOptions
  extends Pick<
    EditorDeps,
    | "log"
    | "clientOf"
    | "keystatic"
    | "editorUrl"
    | "inquiries"
    | "channelsOn"
    | "analytics"
    | "mail"
    | "weeklyReport"
    | "now"
  > {
  /** What is served, read from the live release (server/publishing/live-site.ts). */
  site: LiveSite;
  /** The editors' release `site` was read from; none when it is BUILD_DIR's. */
  published: Release | undefined;
  /**
   * PostgreSQL (DATABASE_URL): the editor store, and the content's working copy and
   * history, are shared there.
   */
  pool?: Pool;
  /** The site's origin (SITE_URL): the editor's, unless EDITOR_ORIGIN says otherwise. */
  siteUrl?: string;
  migrations?: readonly ContentMigration[];
  /** Called between a publish's commit and its switch (tests stop the process there). */
  afterCommit?: () => Promise<void> | void;
}

export async function startEditor(config: EditorConfig, options: EditorOptions): Promise<Editor> {
  const { log, site } = options;
  // The content thread loads the schema and the readers once, now, not in an editor's first save.
  warmContentWork();
  const store = await openEditorStore({ path: config.databasePath, pool: options.pool });
  const content = await openContentStore({ ...config, pool: options.pool });
  const { publisher, deployed } = await startPublishing(config, content, options);
  const { schedules, scheduler } = await startScheduler(
    config,
    { content, publisher, store },
    options,
  );
  const unwatch = followOthers(content, publisher, log);
  const guard = new ContentGuard({ content, store, files: contentFiles });
  const handle = editorRoutes({
    ...options,
    store,
    sessions: new Sessions(store),
    origin: config.origin ?? options.siteUrl,
    secondFactorRequired: config.secondFactor !== "off",
    content,
    publisher,
    scheduler,
    guard,
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
