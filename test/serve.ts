/**
 * The server as its own process for the editor's crash tests: configured from the
 * environment like `server/main.ts`, with the tests' small release step
 * (test/fake-release.ts, code folder FAKE_CODE_DIR) and, with KILL_AFTER_COMMIT=1, a
 * SIGKILL of itself between a publish's commit and its switch. The editor's content folder is
 * EDITOR_CONTENT_DIR. Prints the URL it listens on.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { readContent } from "../app/content/index.server.ts";
import { defaultRetentionDays } from "../app/site/retention.ts";
import { parseConfig } from "../server/env.ts";
import { startServer } from "../server/main.ts";
import { runtimeOf } from "../server/release/index.ts";
import { createLogger } from "../server/shared/log.ts";

const config = parseConfig(process.env);
if (!config.editor) throw new Error("CONTENT_EDITOR must be on");
// The site's own modules read the project's content/ as they load; the editor's is the test's.
config.editor.contentDir = process.env.EDITOR_CONTENT_DIR ?? config.editor.contentDir;
// The run-time content its releases record, read once here rather than by each release,
// beside its stores (in the folder its test made for it).
mkdirSync(dirname(config.databasePath), { recursive: true });
const runtimeFile = join(dirname(config.databasePath), "release-runtime.json");
writeFileSync(
  runtimeFile,
  JSON.stringify(runtimeOf(await readContent("content", defaultRetentionDays))),
);
config.editor.release = {
  command: process.execPath,
  args: [join(import.meta.dirname, "fake-release.ts"), "--runtime", runtimeFile],
  cwd: process.cwd(),
  codeDir: process.env.FAKE_CODE_DIR ?? process.cwd(),
};
const running = await startServer(config, createLogger(config.logLevel), {
  afterCommit:
    process.env.KILL_AFTER_COMMIT === "1"
      ? () => void process.kill(process.pid, "SIGKILL")
      : undefined,
});
console.log(`listening ${running.url}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
