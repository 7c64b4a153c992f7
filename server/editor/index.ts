/**
 * The editor's parts put together for the server: accounts and sessions, the content
 * repository, the publisher that swaps the live site, the guarded content writes, and the
 * routes under /admin and /api/keystatic.
 */
import type { IncomingMessage } from "node:http";
import { contentFiles } from "../../app/content/keystatic.config.ts";
import type { AnalyticsStore } from "../analytics/store.ts";
import type { InquiryRecords } from "../inquiry-records.ts";
import type { Logger } from "../log.ts";
import type { LiveSite } from "../static-files.ts";
import { editorRoutes } from "./admin.ts";
import { Builds } from "./builds.ts";
import { type EditorBundle, loadEditorBundle } from "./bundle.ts";
import type { EditorConfig } from "./config.ts";
import { ContentGuard } from "./content-guard.ts";
import { ContentRepo } from "./content-repo.ts";
import { guardKeystatic, type KeystaticHandler } from "./keystatic.ts";
import { Publisher } from "./publisher.ts";
import { Sessions } from "./sessions.ts";
import { SignInLimiter } from "./sign-in-limiter.ts";
import { EditorStore } from "./store.ts";

export { isEditorPath } from "./admin.ts";

export interface Editor {
  handle: ReturnType<typeof editorRoutes>;
  store: EditorStore;
  repo: ContentRepo;
  publisher: Publisher;
  guard: ContentGuard;
  close(): void;
}

/** The folder a restart serves: the last published build, if there is one. */
export function publishedBuild(config: EditorConfig): string | undefined {
  return new Builds(config.buildsDir, config.keepBuilds).currentClient();
}

/** The editor's bundle, read once it exists (it may be built after the server started). */
function lazyBundle(): () => EditorBundle | undefined {
  let bundle: EditorBundle | undefined;
  return () => {
    bundle ??= loadEditorBundle();
    return bundle;
  };
}

export async function startEditor(
  config: EditorConfig,
  live: LiveSite,
  options: {
    log: Logger;
    clientOf: (req: IncomingMessage) => string;
    /** Keystatic's local-mode API handler, and the content folder's path as it names files. */
    keystatic?: { handler: KeystaticHandler; prefix: string };
    /** Where Keystatic's pages are mounted. */
    editorUrl?: string;
    /** The inquiry store, shown to accounts with the right at /admin/inquiries. */
    inquiries?: InquiryRecords;
    /** The counts, shown at /admin/figures; absent when counting is off. */
    analytics?: AnalyticsStore;
    now?: () => number;
  },
): Promise<Editor> {
  const store = new EditorStore(config.databasePath);
  const repo = new ContentRepo({ gitDir: config.gitDir, workTree: config.contentDir });
  await repo.init();
  const builds = new Builds(config.buildsDir, config.keepBuilds);
  const publisher = new Publisher({ repo, live, builds, build: config.build, log: options.log });
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
    limiter: new SignInLimiter(),
    repo,
    publisher,
    keystatic:
      options.keystatic &&
      guardKeystatic(options.keystatic.handler, { guard, store, prefix: options.keystatic.prefix }),
    editorUrl: options.editorUrl,
    inquiries: options.inquiries,
    analytics: options.analytics,
    now: options.now,
    editorBundle: lazyBundle(),
    clientOf: options.clientOf,
    log: options.log,
  });
  return { handle, store, repo, publisher, guard, close: () => store.close() };
}
