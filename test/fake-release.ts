/**
 * A small release step for the editor's tests, where the behaviour under test is the
 * publisher's, not the release's (the real step is server/release/cli.ts). It keeps the same
 * contract: `--content DIR --out DIR --code DIR --result FILE`, exit 0 with `<out>/client` and
 * `<out>/release.json` complete, and its result (or its problems) in FILE (server/release/
 * step-result.ts). It writes every page of the site,
 * one file at a time (FAKE_RELEASE_PAUSE_MS apart), each page carrying the text of `page.txt`, the
 * text of `home/hu.yaml` when there is one (a file of the schema, which editors save through
 * Keystatic's API), the text of the code folder's `server/code.txt`, the content version and
 * the process's CPU priority. Content that
 * contains "INVALID" fails the way the content validation does; FAKE_RELEASE_DELAY_MS makes it
 * slower, and content that contains "SLOW" takes 30 s. With code whose `server/code.txt` says
 * "needs-note", content without a `note.txt` fails (a required field a migration adds).
 * Content that says HEAP-BOMB fills the JavaScript heap, and BUFFER-BOMB allocates memory
 * outside it (as WebAssembly does), until a memory limit stops it.
 * FAKE_RELEASE_PID_FILE names a file it writes its process id to.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { getPriority } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { notFoundPaths, pageRoutes } from "../app/site/pages.ts";
import { defaultRetentionDays } from "../app/site/retention.ts";
import {
  codeVersion,
  contentVersion,
  type ReleaseManifest,
  reportUncaught,
  runtimeOf,
  writeStepResult,
} from "../server/release/index.ts";

const { values } = parseArgs({
  options: {
    content: { type: "string" },
    out: { type: "string" },
    code: { type: "string" },
    result: { type: "string" },
    runtime: { type: "string" },
  },
});
reportUncaught(values.result);
const fail = (problems: string[]) => {
  for (const problem of problems) console.error(problem);
  writeStepResult(values.result, { ok: false, problems });
  process.exit(1);
};
const contentDir = values.content ?? "content";
const out = values.out ?? "release";
const codeDir = values.code ?? ".";
const text = readFileSync(join(contentDir, "page.txt"), "utf8").trim();
if (text.includes("INVALID")) {
  console.log("checking content…");
  fail([
    "content/services/security/de.yaml: reasons.items: a lista pontosan 4 elemet kér; most 3 van",
    "content/home/hu.yaml: hero.heading: nem állhat benne az INVALID szó",
  ]);
}
const kept: unknown[] = [];
while (text.includes("HEAP-BOMB")) kept.push(new Array(100_000).fill(kept.length));
// Bounded (4 GiB) in case no limit stops it, so that a failing test cannot take the machine.
for (let i = 0; text.includes("BUFFER-BOMB") && i < 64; i++)
  kept.push(Buffer.alloc(64 * 1024 * 1024, 1));
if (process.env.FAKE_RELEASE_PID_FILE)
  writeFileSync(process.env.FAKE_RELEASE_PID_FILE, String(process.pid));
const savedFile = join(contentDir, "home", "hu.yaml");
const saved = existsSync(savedFile) ? readFileSync(savedFile, "utf8").trim() : "";
const codeFile = join(codeDir, "server", "code.txt");
const code = existsSync(codeFile) ? readFileSync(codeFile, "utf8").trim() : "";
if (code.includes("needs-note") && !existsSync(join(contentDir, "note.txt"))) {
  fail(["content/note.txt: note: required"]);
}
// Content that says SLOW takes long enough to be killed in the middle.
const delay = text.includes("SLOW") ? 30_000 : Number(process.env.FAKE_RELEASE_DELAY_MS ?? 0);
const client = join(out, "client");
mkdirSync(client, { recursive: true });
await new Promise((resolve) => setTimeout(resolve, delay));
const paths = [...pageRoutes.map((route) => route.path), ...Object.values(notFoundPaths)];
const files = paths.map((path) =>
  join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`),
);
const html = `<!DOCTYPE html><html><body><h1>${text}</h1><p class="code">${code}</p><p class="saved">${saved}</p><p class="content">${contentVersion(contentDir)}</p><p>${"x".repeat(4000)}</p><footer data-priority="${getPriority()}">${text}</footer></body></html>`;
// Every page half written first, then every page whole: a reader of the folder meanwhile
// would see a site that is all there and yet broken (FAKE_RELEASE_PAUSE_MS between files).
const pause = Number(process.env.FAKE_RELEASE_PAUSE_MS ?? 0);
for (const part of [html.slice(0, html.length / 2), html]) {
  for (const file of files) {
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, part);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
// The run-time content (the form's notices, the company's name) is the project's own: read by
// the test that started the server (`--runtime FILE`), as reading it here through the schema
// would cost every publish of every test a few tenths of a second.
async function projectRuntime(): Promise<ReleaseManifest["runtime"]> {
  if (values.runtime) return JSON.parse(readFileSync(values.runtime, "utf8"));
  const { readContent } = await import("../app/content/index.server.ts");
  return runtimeOf(
    await readContent(join(import.meta.dirname, "../content"), defaultRetentionDays),
  );
}
const manifest: ReleaseManifest = {
  codeVersion: codeVersion(codeDir),
  contentVersion: contentVersion(contentDir),
  siteUrl: process.env.SITE_URL ?? "",
  retentionDays: defaultRetentionDays,
  madeAt: new Date().toISOString(),
  reusable: {},
  runtime: await projectRuntime(),
};
writeFileSync(join(out, "release.json"), JSON.stringify(manifest));
writeStepResult(values.result, { ok: true, warnings: [] });
