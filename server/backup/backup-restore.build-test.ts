/**
 * Backup and restore as an operator runs them, with real processes and files: a site (a copy
 * of this repository with the code build, the editor on, default paths under ./data) gets two
 * accounts, inquiries delivered to a real webhook, counted views and two publishes; then
 * `npm run backup` runs while inquiries and page views keep coming; `npm run restore` into
 * another fresh copy of the repository, and its server serves every page byte for byte as the
 * original, with the same history, accounts, inquiries (delivery state included) and report.
 *
 * Counts reach their file every ANALYTICS_FLUSH_MS: the site runs a second time with a flush of
 * a day, so that the counts file holds exactly what the first run counted while views keep
 * arriving, and `npm run report` on both sides must be equal. Inquiries are stored as they
 * arrive: the restored ones are those before the backup, each as it was, plus a first part of
 * those that came during it.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brand } from "../../app/site/brand.ts";
import { notFoundPaths, pageRoutes } from "../../app/site/pages.ts";
import { signIn as signInWithSecondStep } from "../../test/admin-client.ts";
import { tempDir, until, unusedPort, WebhookReceiver } from "../../test/support.ts";
import type { Totals } from "../analytics/index.ts";
import { readRelease } from "../release/index.ts";
import { filesUnder } from "../shared/files-under.ts";

const repository = process.cwd();
// The origin the build's release was made for (npm test's staging origin), so that the site's
// first release and the restored site's reuse its pages rather than render and compress them all
// for another origin; never the default origin, which a restore without settings takes as its own.
const builtFor = readRelease(join(repository, "build")).siteUrl;
const siteUrl = builtFor === brand.defaultSiteUrl ? "https://backup.example.org" : builtFor;
const accounts = [
  { name: "Kovács Anna", password: "hosszú-jelszó-2025", right: ["--inquiries"] },
  { name: "Nagy Béla", password: "másik-jelszó-2026", right: [] },
];
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const inquiry = (n: number) => ({
  name: "Teszt Elek",
  email: `elek${n}@example.com`,
  service: "security",
  message: `Megkeresés ${n}`,
  page: "/biztonsag",
});

/** The environment of a site's processes: none of the runner's paths, these settings. */
function environment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_|ANALYTICS_|EDITOR_|CONTENT_|RELEASES_|BUILD_DIR|SITE_URL|INQUIRY_)/.test(name))
      delete env[name];
  }
  return {
    ...env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    HSTS: "false",
    LOG_LEVEL: "warn",
    CONTENT_EDITOR: "on",
    ...settings,
  };
}

/** A fresh copy of the repository (its files, not its history), with the code build. */
function copyOfRepository(): string {
  const dir = tempDir("dp-site-");
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: repository,
  })
    .toString()
    .split("\0")
    .filter((file) => file && existsSync(join(repository, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(repository, file), join(dir, file));
  }
  symlinkSync(join(repository, "node_modules"), join(dir, "node_modules"));
  cpSync(join(repository, "build"), join(dir, "build"), { recursive: true });
  return dir;
}

/** One of the site's commands, as `npm run` runs it in `cwd`. */
function command(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input = "",
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, args, { cwd, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
});

/** `node server/main.ts` in `cwd`; its URL once it listens (on a port test/servers.ts picks). */
async function startSite(cwd: string, env: NodeJS.ProcessEnv) {
  const port = await unusedPort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  await until(() => output.includes("listening on") || child.exitCode !== null, 120_000, 100);
  if (child.exitCode !== null) throw new Error(`the site did not start:\n${output}`);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const formHeaders = (url: string, cookie = "") => ({
  "Content-Type": "application/x-www-form-urlencoded",
  "Sec-Fetch-Site": "same-origin",
  Origin: url,
  Accept: "application/json",
  ...(cookie && { Cookie: cookie }),
});

/**
 * Signs in with the second step (test/admin-client.ts): the accounts have the tests' second
 * factor, so a restored copy's sign-in also shows the factors came back with the store.
 */
const signIn = (url: string, name: string, password: string) =>
  signInWithSecondStep(url, name, password);

const sendInquiry = (url: string, n: number) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(inquiry(n)),
  });

const view = (url: string, path: string) =>
  fetch(`${url}${path}`, { headers: { "User-Agent": browser } });

/** Every file of a folder by its path inside it, with its bytes. */
const filesOf = (dir: string) =>
  Object.fromEntries(
    filesUnder(dir).map((file) => [file.slice(dir.length + 1), readFileSync(file).toString("hex")]),
  );

/** The site's pages, 404 pages, sitemap and robots.txt, as it answers them. */
async function pagesOf(url: string): Promise<Record<string, string>> {
  const paths = [
    ...pageRoutes.map((route) => route.path),
    ...Object.values(notFoundPaths),
    "/sitemap.xml",
    "/robots.txt",
  ];
  const pages: Record<string, string> = {};
  for (const path of paths) {
    const response = await fetch(`${url}${path}`, { headers: { "User-Agent": "test" } });
    pages[path] = `${response.status} ${Buffer.from(await response.arrayBuffer()).toString("hex")}`;
  }
  return pages;
}

describe("npm run backup and npm run restore", () => {
  it("bring back the same site on a fresh copy of the repository, from a backup taken while requests flow", async () => {
    const webhook = new WebhookReceiver();
    await webhook.listen();
    const settings = {
      SITE_URL: siteUrl,
      CONTACT_WEBHOOK_URL: webhook.url,
      RATE_LIMIT_PER_MINUTE: "10000",
      RATE_LIMIT_PER_HOUR: "100000",
      RETRY_BASE_MS: "60000",
    };
    const original = copyOfRepository();
    const firstRun = environment({ ...settings, ANALYTICS_FLUSH_MS: "100" });
    for (const { name, password, right } of accounts) {
      const added = await command(
        original,
        ["server/cli/editors.ts", "add", name, ...right],
        firstRun,
        `${password}\n`,
      );
      expect(added.code, added.stderr).toBe(0);
      const enrolled = await command(original, ["test/enrol-test-factor.ts", name], firstRun);
      expect(enrolled.code, enrolled.stderr).toBe(0);
    }

    // First run: inquiries delivered, views counted, two publishes and one unpublished save.
    let site = await startSite(original, firstRun);
    for (let n = 0; n < 3; n++) expect((await sendInquiry(site.url, n)).status).toBe(200);
    for (const path of ["/", "/en", "/biztonsag", "/de"]) await view(site.url, path);
    const cookie = await signIn(site.url, accounts[0]?.name ?? "", accounts[0]?.password ?? "");
    const edit = (file: string, from: string, to: string) => {
      const path = join(original, "content", file);
      const text = readFileSync(path, "utf8");
      expect(text).toContain(from);
      writeFileSync(path, text.replace(from, to));
    };
    for (const [file, from, to] of [
      ["home/hu.yaml", "Budapesten | Danubius Protect", "Budapesten – mentett | Danubius Protect"],
      ["home/en.yaml", "Danubius Protect", "Danubius Protect (restored)"],
    ] as const) {
      edit(file, from, to);
      const published = await fetch(`${site.url}/admin/api/publish`, {
        method: "POST",
        headers: formHeaders(site.url, cookie),
      });
      expect(published.status, await published.text()).toBe(200);
    }
    edit("home/de.yaml", "Danubius Protect", "Danubius Protect (Entwurf)");
    const report = (cwd: string, env: NodeJS.ProcessEnv) =>
      command(cwd, ["server/cli/report.ts", "--json"], env).then(({ stdout }) => stdout);
    const counted = async () =>
      (JSON.parse(await report(original, firstRun)) as { total: { current: Totals } }).total
        .current;
    await until(
      async () => {
        const totals = await counted();
        return totals.view === 4 && totals.inquiry === 3;
      },
      10_000,
      250,
    );
    await site.stop();

    // Second run: counts are written once a day, so the file holds the first run's exactly.
    const secondRun = environment({ ...settings, ANALYTICS_FLUSH_MS: "86400000" });
    site = await startSite(original, secondRun);
    // Three more inquiries, delivered: these stay in the store's write-ahead log while the
    // server runs, where a copy of the database file alone would miss them.
    for (let n = 3; n < 6; n++) expect((await sendInquiry(site.url, n)).status).toBe(200);
    await until(() => webhook.calls.length >= 6, 20_000);
    const reportBefore = await report(original, secondRun);
    const inquiries = async (cwd: string) => {
      const { stdout } = await command(
        cwd,
        ["server/cli/inquiries.ts", "--all", "--json"],
        secondRun,
      );
      return (JSON.parse(stdout) as { inquiries: Array<{ id: string }> }).inquiries;
    };
    const inquiriesBefore = await inquiries(original);
    expect(inquiriesBefore).toHaveLength(6);

    // The backup, while inquiries (the webhook now failing) and page views keep coming.
    webhook.status = 503;
    const backupFile = join(tempDir("dp-backups-"), "site.backup");
    let backingUp = true;
    const statuses: number[] = [];
    let sent = 6;
    const flood = async () => {
      const deadline = Date.now() + 60_000;
      while ((backingUp || statuses.length < 20) && Date.now() < deadline) {
        const n = sent++;
        const response = await (n % 2 === 0
          ? sendInquiry(site.url, n)
          : view(site.url, ["/", "/en", "/biztonsag"][n % 3] ?? "/"));
        statuses.push(response.status);
      }
    };
    const flooding = Promise.all([flood(), flood(), flood()]);
    const backup = await command(original, ["server/cli/backup.ts", backupFile], secondRun);
    backingUp = false;
    await flooding;
    expect(backup.code, backup.stderr).toBe(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const inquiriesAfter = await inquiries(original);
    expect(inquiriesAfter.length).toBeGreaterThan(inquiriesBefore.length);

    // A truncated copy is refused, and nothing is written.
    const restored = copyOfRepository();
    const truncated = `${backupFile}.truncated`;
    copyFileSync(backupFile, truncated);
    truncateSync(truncated, Math.floor(readFileSync(backupFile).length / 2));
    const refused = await command(restored, ["server/cli/restore.ts", truncated], secondRun);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Nothing restored: .* is damaged/);
    expect(existsSync(join(restored, "data"))).toBe(false);

    // The restore, without the site's settings: it uses the backup's, and says so.
    const plain = environment({});
    const restore = await command(restored, ["server/cli/restore.ts", backupFile], plain);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`SITE_URL=${siteUrl}`);
    const again = await command(restored, ["server/cli/restore.ts", backupFile], plain);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("--force");

    const copy = await startSite(restored, secondRun);
    try {
      expect(await pagesOf(copy.url)).toEqual(await pagesOf(site.url));
      expect(filesOf(join(restored, "content"))).toEqual(filesOf(join(original, "content")));
      const history = (cwd: string) =>
        command(cwd, ["server/cli/content.ts", "--history", "--json"], secondRun);
      const restoredHistory = await history(restored);
      expect(restoredHistory.stdout).toEqual((await history(original)).stdout);
      expect(JSON.parse(restoredHistory.stdout)).toHaveLength(3);

      for (const { name, password, right } of accounts) {
        const session = await signIn(copy.url, name, password);
        const page = await fetch(`${copy.url}/admin/inquiries`, {
          headers: { Cookie: session },
          redirect: "manual",
        });
        expect(page.status, name).toBe(right.length > 0 ? 200 : 403);
      }

      const restoredInquiries = await inquiries(restored);
      const byId = new Map(restoredInquiries.map((row) => [row.id, row]));
      for (const row of inquiriesBefore) expect(byId.get(row.id)).toEqual(row);
      const after = inquiriesAfter.map((row) => row.id);
      const restoredIds = restoredInquiries.map((row) => row.id);
      // The newest first: the restored list is the original's without its newest ones.
      expect(restoredIds).toEqual(after.slice(after.length - restoredIds.length));

      expect(await report(restored, secondRun)).toEqual(reportBefore);
      expect(await report(original, secondRun)).toEqual(reportBefore);
    } finally {
      await copy.stop();
      await site.stop();
      await webhook.close();
    }
  });
});
