/**
 * A server of our own with the content editor on, for the editor's browser tests (the shared
 * server has it off): a copy of the content in a temporary folder, one editor account, a free
 * port. `stop()` ends the server and removes the folder.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { unusedPort } from "../server/test-servers.ts";

export const editorName = "Kovács Anna";
export const editorPassword = "hosszú-jelszó-2025";

export interface EditorServer {
  origin: string;
  stop(): void;
}

export async function startEditorServer(): Promise<EditorServer> {
  const work = mkdtempSync(join(tmpdir(), "dp-e2e-editor-"));
  cpSync("content", join(work, "content"), { recursive: true });
  const port = await unusedPort();
  const env = {
    ...process.env,
    CONTENT_EDITOR: "on",
    CONTENT_DIR: join(work, "content"),
    DATABASE_PATH: join(work, "data", "inquiries.sqlite"),
    ANALYTICS: "off",
    HOST: "127.0.0.1",
    PORT: String(port),
    HSTS: "false",
    LOG_LEVEL: "warn",
  };
  execFileSync(process.execPath, ["server/cli/editors.ts", "add", editorName], {
    env,
    input: `${editorPassword}\n`,
  });
  const server = spawn(process.execPath, ["server/main.ts"], { env, stdio: "ignore" });
  const origin = `http://127.0.0.1:${port}`;
  const status = () =>
    fetch(`${origin}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
  // A fresh install makes its first release before it listens.
  await expect.poll(status, { timeout: 120_000 }).toBe(200);
  return {
    origin,
    stop() {
      server.kill("SIGTERM");
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** One such server for the tests of the calling file: its origin, once it is up. */
export function editorServerForThisFile(): { origin: string } {
  const shared = { origin: "" };
  let server: EditorServer | undefined;
  test.beforeAll(async () => {
    server = await startEditorServer();
    shared.origin = server.origin;
  });
  test.afterAll(() => server?.stop());
  return shared;
}
