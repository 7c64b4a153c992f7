/**
 * STAND-IN for the release step: the real one (server/release/make.ts and this CLI, made
 * from a code build without a full site build) replaces this file. It keeps the contract the
 * publisher relies on, slowly: it runs the whole site build (scripts/build.ts) over the given
 * content, moves its pages into `<out>/client` and writes `<out>/release.json`.
 *
 *   node server/release/cli.ts --content DIR --out DIR [--code DIR] [--reuse DIR]
 *
 * Settings from SITE_URL and INQUIRY_RETENTION_DAYS. Exit 0 when `<out>` is complete; 1 with
 * one problem per line on stderr. It writes only inside `<out>` (and a `<out>.build` folder
 * of its own beside it, removed when it ends). --reuse is accepted and ignored.
 */
import { spawn } from "node:child_process";
import { mkdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { parseRetentionDays } from "../../app/site/retention.ts";
import { siteUrl } from "../../app/site/seo.ts";
import { codeVersion, contentVersion } from "../editor/versions.ts";

const { values } = parseArgs({
  options: {
    content: { type: "string" },
    out: { type: "string" },
    code: { type: "string" },
    reuse: { type: "string" },
  },
});
if (!values.content || !values.out) {
  console.error("usage: node server/release/cli.ts --content DIR --out DIR [--code DIR]");
  process.exit(1);
}
const contentDir = resolve(values.content);
const out = resolve(values.out);
const codeDir = resolve(values.code ?? ".");
const work = `${out}.build`;

await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
// The prerendering imports the project's packages from where the build is written.
await symlink(join(codeDir, "node_modules"), join(work, "node_modules"), "dir");
const child = spawn(process.execPath, ["scripts/build.ts"], {
  cwd: codeDir,
  env: { ...process.env, CONTENT_DIR: contentDir, SITE_BUILD_DIRECTORY: work },
  stdio: ["ignore", "inherit", "inherit"],
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    child.kill(signal);
    void rm(work, { recursive: true, force: true }).finally(() => process.exit(1));
  });
}
const code = await new Promise<number>((done) => child.on("close", (status) => done(status ?? 1)));
if (code !== 0) {
  await rm(work, { recursive: true, force: true });
  process.exit(1);
}
await mkdir(out, { recursive: true });
await rename(join(work, "client"), join(out, "client"));
await rm(work, { recursive: true, force: true });
const record = {
  code: codeVersion(codeDir),
  content: contentVersion(contentDir),
  siteUrl: siteUrl(),
  retentionDays: parseRetentionDays(process.env.INQUIRY_RETENTION_DAYS),
  madeAt: new Date().toISOString(),
};
await writeFile(join(out, "release.json"), `${JSON.stringify(record, null, 2)}\n`);
