/**
 * A content editor for tests: a real content folder and git repository in a temp dir, the
 * small release step (test/fake-release.ts) as the release command, and a real server on 127.0.0.1.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type EditorStore,
  hashPassword,
  openEditorStore,
  type Rights,
} from "../server/accounts/index.ts";
import type { EditorConfig } from "../server/back-office/config.ts";
import { FolderContentStore } from "../server/content-store/index.ts";
import type { Config } from "../server/env.ts";
import { ContentGuard } from "../server/keystatic/index.ts";
import type { RunningServer, StartOptions } from "../server/main.ts";
import { codeVersion, contentVersion } from "../server/release/index.ts";
import { editorName, editorPassword, fetchAnswered, formPost, signIn } from "./admin-client.ts";
import { type Backend, databaseUrlFor } from "./backends.ts";
import { enrolTestFactor } from "./second-factor.ts";
import { fakeBuild, type perTest, start, tempDir, testConfig, testRuntime } from "./support.ts";

export { editorName, editorPassword, formPost, signIn } from "./admin-client.ts";
export { enrolTestFactor, nextTestRecoveryCode, testTotpCode } from "./second-factor.ts";

let writtenRuntime: string | undefined;
/** `testRuntime` in a file, for the small release step to read instead of content/. */
function runtimeFile(): string {
  // Written again once a test file's folders are gone (the next file may run in this worker).
  if (!writtenRuntime || !existsSync(writtenRuntime)) {
    writtenRuntime = join(tempDir("dp-runtime-"), "runtime.json");
    writeFileSync(writtenRuntime, JSON.stringify(testRuntime));
  }
  return writtenRuntime;
}

export function editorConfig(text = "Első változat"): EditorConfig {
  const root = tempDir("dp-editor-");
  const contentDir = join(root, "content");
  mkdirSync(contentDir);
  writeFileSync(join(contentDir, "page.txt"), text);
  return {
    contentDir,
    databasePath: join(root, "data", "editor.sqlite"),
    gitDir: join(root, "data", "content.git"),
    releasesDir: join(root, "data", "releases"),
    keepReleases: 2,
    release: {
      command: process.execPath,
      args: [join(import.meta.dirname, "fake-release.ts"), "--runtime", runtimeFile()],
      cwd: root,
      codeDir: join(root, "code"),
    },
  };
}

/**
 * The server's settings with `editor` on, serving first a build of exactly its content (as
 * shipped with the code), so that the editor starts its history by itself as on a fresh install.
 */
export function configWithEditor(editor: EditorConfig = editorConfig()): Config {
  return testConfig({ editor, buildDir: shippedBuild(editor) });
}

/** A build of the content `editor` has now: a fresh install's first release. */
export const shippedBuild = (editor: EditorConfig) =>
  fakeBuild({ contentVersion: contentVersion(editor.contentDir) });

/**
 * The tests' account, hashed at a 32 times lower cost than real accounts: sign-in verifies at
 * the cost stored with each hash, and hundreds of sign-ins at the real cost (32 MiB and about
 * 0.15 s of CPU each) would be a large part of the tests' time. The real cost is what the
 * editors command stores, which its tests and the sign-in tests' own account check.
 */
export const hashedPassword = await hashPassword(editorPassword, { N: 2 ** 10, r: 8, p: 1 });

/**
 * Adds the tests' editor account (`editorName`, `editorPassword`) to `store`, with the tests'
 * second factor (test/second-factor.ts), so that `signIn` passes the second step.
 */
export async function addTestEditor(
  store: Pick<EditorStore, "addEditor" | "setTotp" | "setRecoveryCodes">,
): Promise<void> {
  await store.addEditor(editorName, hashedPassword);
  await enrolTestFactor(store, editorName);
}

/**
 * The history and first release of a fresh install with the content and code `editor` has:
 * made once per test file by a real first start (history created, content migrations run,
 * the first release made), then copied into each new editor's folders. A server starting on
 * the copy finds what it would have made itself, without the git processes and the release
 * step of a first start: most tests start one or more editors, and each process a test worker
 * starts costs it a fork of its whole memory. The tests of the fresh start itself start on
 * empty folders (`servers.server(configWithEditor(…))`).
 */
const freshInstalls = new Map<string, string>();

async function freshInstallOf(editor: EditorConfig): Promise<string> {
  const key = `${contentVersion(editor.contentDir)} ${codeVersion(editor.release.codeDir)}`;
  const made = freshInstalls.get(key);
  if (made && existsSync(made)) return made;
  const root = tempDir("dp-editor-install-");
  cpSync(editor.contentDir, join(root, "content"), { recursive: true });
  const data = join(root, "data");
  // The same release step and code folder: the release records the same code version.
  const install: EditorConfig = {
    ...editor,
    contentDir: join(root, "content"),
    databasePath: join(data, "editor.sqlite"),
    gitDir: join(data, "content.git"),
    releasesDir: join(data, "releases"),
    release: { ...editor.release, env: undefined },
  };
  const running = await start(configWithEditor(install));
  await running.editor?.deployed;
  await running.close();
  freshInstalls.set(key, data);
  return data;
}

/** `editor`'s history and first release, as its first start would make them (see above). */
async function installFresh(editor: EditorConfig): Promise<void> {
  if (existsSync(editor.gitDir) || existsSync(editor.releasesDir)) return;
  const data = await freshInstallOf(editor);
  cpSync(join(data, "content.git"), editor.gitDir, { recursive: true });
  // `current` is a relative link: copied as it is, it names the copy's release.
  cpSync(join(data, "releases"), editor.releasesDir, { recursive: true, verbatimSymlinks: true });
}

/**
 * A server (closed after the test by `servers`) with `editor` on and `overrides` set, and the
 * tests' editor account (`editorName`, `editorPassword`) in its store. With the folders' stores
 * (no `databaseUrl`), it starts on a copy of a fresh install's history and first release.
 */
export async function serverWithEditor(
  servers: Pick<ReturnType<typeof perTest>, "server">,
  editor: EditorConfig = editorConfig(),
  overrides: Partial<Config> = {},
  options?: StartOptions,
): Promise<RunningServer> {
  if (!overrides.databaseUrl) await installFresh(editor);
  const running = await servers.server({ ...configWithEditor(editor), ...overrides }, options);
  if (running.editor) await addTestEditor(running.editor.store);
  return running;
}

/**
 * The instances of `backend`, each with `editor` on and `overrides` set: one server on SQLite,
 * two on one PostgreSQL database, as two instances; the tests' editor account in the store.
 */
export async function instancesOn(
  servers: Pick<ReturnType<typeof perTest>, "server">,
  backend: Backend,
  overrides: Partial<Config> = {},
  editor: EditorConfig = editorConfig(),
): Promise<RunningServer[]> {
  const shared = { databaseUrl: await databaseUrlFor(backend), ...overrides };
  const first = await serverWithEditor(servers, editor, shared);
  if (!shared.databaseUrl) return [first];
  return [first, await servers.server({ ...configWithEditor(editor), ...shared })];
}

/**
 * A running server and the tests' editor signed in to it, with the requests a script makes:
 * `post` a form (answered as JSON), `get` a staff page, `page` a public one, and the content
 * folder's files read and written as a save writes them.
 */
export async function signedInTo(running: RunningServer, editor: EditorConfig) {
  const cookie = await signIn(running.url);
  return {
    running,
    editor,
    post: (path: string, fields: Record<string, string> = {}) =>
      formPost(`${running.url}${path}`, fields, { Cookie: cookie, Accept: "application/json" }),
    get: (path: string) => fetchAnswered(`${running.url}${path}`, { headers: { Cookie: cookie } }),
    page: (path = "/") => fetchAnswered(`${running.url}${path}`).then((r) => r.text()),
    file: (name: string) => readFileSync(join(editor.contentDir, name), "utf8"),
    write: (name: string, text: string) => writeFileSync(join(editor.contentDir, name), text),
  };
}

/** An account a test server starts with: its rights, and whether it has the tests' factor. */
export interface TestAccount {
  name: string;
  rights?: Partial<Rights>;
  /** The tests' second factor (default), or none: the account sets one up at its first sign-in. */
  factor?: boolean;
}

/**
 * A server (closed after the test by `servers`) with `editor` on and its stores on `backend`,
 * and its editor store with `accounts` in it (the tests' password, by default their second
 * factor). On SQLite it starts, as `serverWithEditor` does, on a copy of a fresh install's
 * history and first release.
 */
export async function editorServerOn(
  servers: Pick<ReturnType<typeof perTest>, "server">,
  backend: Backend,
  editor: EditorConfig = editorConfig(),
  accounts: readonly TestAccount[] = [],
) {
  const databaseUrl = await databaseUrlFor(backend);
  if (!databaseUrl) await installFresh(editor);
  const running = await servers.server({ ...configWithEditor(editor), databaseUrl });
  const store = running.editor?.store;
  if (!store) throw new Error("the editor is off");
  for (const { name, rights, factor = true } of accounts) {
    await store.addEditor(name, hashedPassword, rights);
    if (factor) await enrolTestFactor(store, name);
  }
  return { running, store };
}

/**
 * A content folder with one file (services/premium.yaml) under `root`, its git repository and
 * the editor's store beside it (outside `root`), the content store and the guard over them.
 */
export async function guardedContent(
  prefix: string,
  files: readonly string[] = ["services/premium.yaml", "services/new.yaml", "other.yaml"],
) {
  const root = tempDir(prefix);
  const contentDir = join(root, "content");
  mkdirSync(join(contentDir, "services"), { recursive: true });
  writeFileSync(join(contentDir, "services", "premium.yaml"), "price: 120000\n");
  const data = tempDir(`${prefix}data-`);
  const content = new FolderContentStore({ contentDir, gitDir: join(data, "content.git") });
  await content.initialize();
  const store = await openEditorStore({ path: join(data, "editor.sqlite"), pool: undefined });
  const guard = new ContentGuard({ content, store, files });
  return { root, contentDir, content, store, guard };
}
