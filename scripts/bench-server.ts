/** The production server on 127.0.0.1 for the benches: the site alone, or with the editor on. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdirSync, mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { signIn as signInWithSecondStep } from "../test/admin-client.ts";
import { unusedPort } from "../test/servers.ts";

/** Starts the server on `port` serving `buildDir`, and resolves once it answers. */
export async function startBenchServer(port: number, buildDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      HSTS: "false",
      BUILD_DIR: buildDir,
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "dp-bench-")), "inquiries.sqlite"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForServer(`http://127.0.0.1:${port}/healthz`, child);
  return child;
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  await once(child, "exit");
  throw new Error(`The server did not answer ${url} within 20 s`);
}

/**
 * The environment of a bench's server with the content editor on, over `work`: its copy of the
 * content (`work`/content) and its SQLite store (`work`/data/inquiries.sqlite).
 */
export function editorEnv(work: string, buildDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CONTENT_EDITOR: "on",
    CONTENT_DIR: join(work, "content"),
    DATABASE_PATH: join(work, "data", "inquiries.sqlite"),
    BUILD_DIR: resolve(buildDir),
    HSTS: "false",
    LOG_LEVEL: "warn",
  };
}

/**
 * The production server with the content editor on, over a copy of content/ in `work`, as a
 * child process of the bench, its log appended to `work`/server.log: the URL once it answers, and the process (to read or stop).
 */
export async function startEditorServer(
  work: string,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; child: ChildProcess }> {
  cpSync("content", join(work, "content"), { recursive: true });
  mkdirSync(join(work, "data"));
  const port = await unusedPort();
  const log = openSync(join(work, "server.log"), "a");
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start; see ${join(work, "server.log")}`);
}

/**
 * The bench's account, added as the operator adds one (`npm run editors -- add`, with the right
 * to see inquiries when `inquiries`), given the tests' second factor and signed in: its cookie.
 */
export function signInBenchAccount(
  url: string,
  env: NodeJS.ProcessEnv,
  password: string,
  { inquiries = false } = {},
): Promise<string> {
  const name = "Mérés";
  const editors = (...args: string[]) =>
    execFileSync(process.execPath, ["server/cli/editors.ts", ...args], {
      env,
      input: `${password}\n`,
    });
  editors("add", name);
  if (inquiries) editors("grant", name);
  // The tests' second factor, so that sign-in passes the second step (test/second-factor.ts).
  execFileSync(process.execPath, ["test/enrol-test-factor.ts", name], { env });
  return signInWithSecondStep(url, name, password);
}
