/**
 * A restart never publishes a draft: with the content editor on, a price saved but not
 * published, then the data folder lost (`rm -rf data`) and the account added again, `npm start`
 * must not release content/ (the working copy, with the draft) and the server must not take it
 * as a fresh install's first version: the last release stays served, and the editor pauses
 * publishing as docs/editor.md says. Runs in a copy of the project (its build and content
 * copied, the code linked), so the real build/ and content/ stay as they are.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";
import { readRelease } from "../server/release/index.ts";
import { editorPassword, formPost, signIn } from "../test/admin-client.ts";
import { startProcess } from "../test/start-process.ts";
import { tempDir } from "../test/support.ts";

const linked = [
  "app",
  "public",
  "server",
  "scripts",
  "test",
  "node_modules",
  "package.json",
  // The editor bundle's sources include the lock file: without it the bundle seems built for
  // other sources and npm start builds it again.
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "build-editor",
];

/** The project with its code linked, and build/ and content/ copied (times kept). */
function projectCopy(): string {
  const root = tempDir("dp-project-");
  for (const name of linked) if (existsSync(name)) symlinkSync(resolve(name), join(root, name));
  cpSync("build", join(root, "build"), { recursive: true, preserveTimestamps: true });
  cpSync("content", join(root, "content"), { recursive: true, preserveTimestamps: true });
  return root;
}

const packages = "content/services/property-protection/packages.yaml";
const page = "/ingatlanvedelem";

it("a lost data folder plus npm start publishes no draft: the editor pauses, the last release is served", async () => {
  if (!existsSync("build/release.json"))
    throw new Error("No release in build/: run `npm run build` first.");
  const root = projectCopy();
  const data = join(root, "data");
  const env = {
    CONTENT_EDITOR: "on",
    DATABASE_PATH: join(data, "inquiries.sqlite"),
    ANALYTICS: "off",
    LOG_LEVEL: "info",
    // The build's own origin, as a restart in production keeps it: the fresh install's first
    // release then reuses the build's pages and share images instead of drawing them again.
    SITE_URL: readRelease("build").siteUrl,
  };
  const addEditor = () => {
    execFileSync(process.execPath, ["server/cli/editors.ts", "add", "Kovács Anna"], {
      cwd: root,
      env: { ...process.env, ...env },
      input: `${editorPassword}\n`,
    });
    // The tests' second factor: no password alone reaches a set-up (test/second-factor.ts).
    execFileSync(process.execPath, ["test/enrol-test-factor.ts", "Kovács Anna"], {
      cwd: root,
      env: { ...process.env, ...env },
    });
  };

  // A fresh install: the history starts from the shipped content.
  let started = startProcess(env, "scripts/start.ts", root);
  let url = await started.listening;
  addEditor();
  const shipped = await (await fetch(`${url}${page}`)).text();
  expect(shipped).not.toContain("888");
  // A price saved (the working copy is content/) and not published.
  const cookie = await signIn(url);
  const tree = await fetch(`${url}/api/keystatic/tree`, {
    headers: { Cookie: cookie, "no-cors": "1" },
  });
  expect(tree.status).toBe(200);
  const before = readFileSync(join(root, packages), "utf8");
  const draft = before.replace("price: 189000", "price: 888888");
  const saved = await fetch(`${url}/api/keystatic/update`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      "no-cors": "1",
      "Content-Type": "application/json",
      Origin: url,
      "Sec-Fetch-Site": "same-origin",
    },
    body: JSON.stringify({
      additions: [
        {
          path: packages.slice("content/".length),
          contents: Buffer.from(draft).toString("base64"),
        },
      ],
      deletions: [],
    }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect(readFileSync(join(root, packages), "utf8")).toContain("888888");
  expect(await started.stop()).toBe(0);

  // A plain restart releases the published content, not the draft.
  started = startProcess(env, "scripts/start.ts", root);
  url = await started.listening;
  expect(await (await fetch(`${url}${page}`)).text()).not.toContain("888");
  expect(await started.stop()).toBe(0);

  // The data folder lost, the account added again.
  rmSync(data, { recursive: true, force: true });
  addEditor();
  started = startProcess(env, "scripts/start.ts", root);
  try {
    url = await started.listening;
    expect(started.output()).toContain("a start never releases them");
    expect(started.output()).not.toContain("making a release");
    const served = await (await fetch(`${url}${page}`)).text();
    expect(served).not.toContain("888");
    expect(started.output()).toContain("repository_unusable");
    const again = await signIn(url);
    const overview = await fetch(`${url}/admin`, { headers: { Cookie: again } });
    expect(await overview.text()).toContain("A közzététel szünetel");
    const publish = await formPost(
      `${url}/admin/api/publish`,
      {},
      {
        Cookie: again,
        Accept: "application/json",
      },
    );
    expect(publish.status).toBe(503);
    expect(await (await fetch(`${url}${page}`)).text()).not.toContain("888");
    expect(existsSync(join(data, "content.git"))).toBe(false);
  } finally {
    await started.stop();
  }
  writeFileSync(join(root, packages), before);
});
