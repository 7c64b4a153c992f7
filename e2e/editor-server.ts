/**
 * A server of our own with the content editor on, for the editor's browser tests (the shared
 * server has it off): a copy of the content in a temporary folder, two editor accounts (the
 * first with the right to see inquiries, the second without), a free port. `stop()` ends the
 * server and removes the folder.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  addDays,
  budapestDay,
  type CountKey,
  openAnalyticsStore,
} from "../server/analytics/index.ts";
import { openInquiryStore } from "../server/inquiries/index.ts";
import { unusedPort } from "../test/servers.ts";

export const editorName = "Kovács Anna";
export const editorPassword = "hosszú-jelszó-2025";
/** An account without the right to see inquiries. */
export const plainEditorName = "Szabó Béla";

/** The address of the first of the inquiries `twoInquiries` stores. */
export const seededAddress = "arpad.szoke@pelda.hu";

/**
 * A `seed` storing two inquiries: Szőke Árpád's (at `seededAddress`, with a phone number and
 * `message`) and Kiss Anna's.
 */
export const twoInquiries = (message: string) => async (dataDir: string) => {
  const store = await openInquiryStore({
    databasePath: join(dataDir, "inquiries.sqlite"),
    databaseUrl: undefined,
  });
  const base = { service: "security", language: "hu", page: "/biztonsag" } as const;
  await store.add({
    ...base,
    name: "Szőke Árpád",
    email: seededAddress,
    phone: "+36 30 123 4567",
    message,
  });
  await store.add({
    ...base,
    name: "Kiss Anna",
    email: "anna@pelda.hu",
    message: "Ajánlatot kérek.",
  });
  await store.close();
};

/**
 * A `seed` writing counts into the analytics store, as the server would have counted them:
 * `countsOf` gets today in Budapest, and a day `back` days before it, and the dimensions a
 * count leaves blank.
 */
export const countsSeed =
  (
    countsOf: (
      dayBack: (back: number) => string,
      blank: typeof noDimensions,
    ) => Array<[CountKey, number]>,
  ) =>
  async (dataDir: string) => {
    const today = budapestDay(Date.now());
    const store = await openAnalyticsStore({
      path: join(dataDir, "analytics.sqlite"),
      pool: undefined,
    });
    await store.add(countsOf((back) => addDays(today, -back), noDimensions));
    await store.close();
  };
const noDimensions = { service: "", referrer: "", source: "", medium: "", campaign: "" };

export interface EditorServer {
  origin: string;
  /** The folder of the server's SQLite files (DATABASE_PATH's). */
  dataDir: string;
  contentDir: string;
  /** The server's environment, for running the project's commands against its files. */
  env: Record<string, string | undefined>;
  /** Ends the server and, once it has exited, removes its folders. */
  stop(): Promise<void>;
}

export interface EditorServerOptions {
  /** Count visits, in data/analytics.sqlite; `seed` may write that file first. */
  analytics?: boolean;
  seed?: (dataDir: string) => Promise<void>;
  /** More settings, read as the server starts (a webhook receiver's address). */
  env?: () => Record<string, string>;
}

/** The server's settings for the folder `work` (its content/ and data/) and `port`. */
function serverEnv(work: string, port: number, options: EditorServerOptions = {}) {
  return {
    ...process.env,
    CONTENT_EDITOR: "on",
    CONTENT_DIR: join(work, "content"),
    DATABASE_PATH: join(work, "data", "inquiries.sqlite"),
    ANALYTICS: options.analytics ? "on" : "off",
    ANALYTICS_REPORT: "off",
    ANALYTICS_FLUSH_MS: "200",
    HOST: "127.0.0.1",
    PORT: String(port),
    HSTS: "false",
    // Passkeys need a host name: the browser tests that make them open the server at localhost.
    EDITOR_ORIGIN: `http://localhost:${port}`,
    LOG_LEVEL: "warn",
    ...options.env?.(),
  };
}

/** Starts the server on `env` and resolves once it answers /healthz; the process to stop. */
async function spawnServer(env: Record<string, string | undefined>) {
  const server = spawn(process.execPath, ["server/main.ts"], { env, stdio: "ignore" });
  const origin = `http://127.0.0.1:${env.PORT}`;
  const status = () =>
    fetch(`${origin}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
  await expect.poll(status, { timeout: 120_000 }).toBe(200);
  return { server, origin };
}

/** Sends SIGTERM and resolves once the process has exited (SIGKILL after 15 s). */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  const late = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(late);
}

/**
 * A fresh install as every editor test starts from, made once for the run by the first test
 * that asks (the others wait for it): a copy of content/, the two accounts added with the
 * editors command and given the tests' second factor, and the first release, which the
 * server makes before it listens. Each test's server starts from a copy of its folders in
 * about a second, instead of adding accounts and making a release anew.
 */
async function freshInstall(): Promise<string> {
  const base = process.env.E2E_EDITOR_TEMPLATE;
  if (!base) throw new Error("E2E_EDITOR_TEMPLATE is not set (playwright.config.ts sets it)");
  const ready = join(base, "ready");
  const failed = join(base, "failed");
  try {
    mkdirSync(base);
  } catch {
    // Another worker makes it.
    await expect
      .poll(() => existsSync(ready) || existsSync(failed), { timeout: 180_000 })
      .toBe(true);
    if (existsSync(failed)) throw new Error(readFileSync(failed, "utf8"));
    return base;
  }
  try {
    cpSync("content", join(base, "content"), { recursive: true });
    mkdirSync(join(base, "data"));
    const env = serverEnv(base, await unusedPort());
    for (const [name, right] of [
      [editorName, ["--inquiries"]],
      [plainEditorName, []],
    ] as const) {
      execFileSync(process.execPath, ["server/cli/editors.ts", "add", name, ...right], {
        env,
        input: `${editorPassword}\n`,
      });
    }
    // The tests' second factor for both (test/second-factor.ts): sign-in passes the second step.
    execFileSync(process.execPath, ["test/enrol-test-factor.ts", editorName, plainEditorName], {
      env,
    });
    const { server } = await spawnServer(env);
    // Stopped as in production: its stores closed, nothing half written in the copies.
    await stopProcess(server);
    writeFileSync(ready, "");
  } catch (error) {
    writeFileSync(failed, `The editor tests' fresh install failed: ${String(error)}`);
    throw error;
  }
  return base;
}

export async function startEditorServer(options: EditorServerOptions = {}): Promise<EditorServer> {
  const install = await freshInstall();
  const work = mkdtempSync(join(tmpdir(), "dp-e2e-editor-"));
  cpSync(join(install, "content"), join(work, "content"), { recursive: true });
  cpSync(join(install, "data"), join(work, "data"), {
    recursive: true,
    filter: (source) => basename(source) !== "server.lock",
  });
  const dataDir = join(work, "data");
  await options.seed?.(dataDir);
  const env = serverEnv(work, await unusedPort(), options);
  const { server, origin } = await spawnServer(env);
  return {
    origin,
    dataDir,
    contentDir: join(work, "content"),
    env,
    async stop() {
      // Removed only once the server has closed its stores: closing writes to their files.
      await stopProcess(server);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** One such server for the tests of the calling file: its origin, once it is up. */
export function editorServerForThisFile(options: EditorServerOptions = {}): EditorServer {
  const shared: EditorServer = {
    origin: "",
    dataDir: "",
    contentDir: "",
    env: {},
    stop: async () => {},
  };
  let server: EditorServer | undefined;
  test.beforeAll(async () => {
    server = await startEditorServer(options);
    Object.assign(shared, { ...server, stop: shared.stop });
  });
  test.afterAll(() => server?.stop());
  return shared;
}
