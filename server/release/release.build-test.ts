/**
 * The release step on real files, with the code build `npm run build` left in build/code:
 * a release records what it was made from and writes nowhere but its folder; any character a
 * person types publishes and shows on the page; content that fails its schema ends the release
 * with one line per problem, naming file and field.
 */
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { join, relative } from "node:path";
import yaml from "js-yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { pathFor } from "../../app/site/pages.ts";
import { tempDir } from "../../test/support.ts";
import { filesUnder } from "../shared/files-under.ts";
import { defaultCodeDir, readCodeBuild } from "./code.ts";
import { makeRelease } from "./make.ts";
import { contentVersion } from "./versions.ts";

const siteUrl = "https://staging.example.org";

/** A copy of content/ in a fresh folder, for a test to edit. */
async function contentCopy(): Promise<string> {
  const dir = join(tempDir("dp-release-content-"), "content");
  await cp("content", dir, { recursive: true });
  return dir;
}

function editYaml(file: string, change: (data: Record<string, unknown>) => void): void {
  const data = yaml.load(readFileSync(file, "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(file, yaml.dump(data, { lineWidth: -1 }));
}

/** Every file under `dirs` with its size and modification time. */
const snapshot = (dirs: string[]) =>
  dirs.flatMap((dir) =>
    filesUnder(dir).map((file) => {
      const stat = statSync(file);
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    }),
  );

const pageOf = (out: string, path: string) =>
  readFileSync(join(out, "client", path === "/" ? "" : path.slice(1), "index.html"), "utf8");

const retentionDays = 730;

/**
 * One release of content/ as it is, made once for the file as a publish makes one: reusing the
 * release `npm run build` left in build/ (for the same origin when `npm test` runs this file),
 * as a publish reuses the live one. Its tests read it and the file's later releases reuse it;
 * the last test makes a release from nothing and holds the reusing chain to its bytes.
 */
let first:
  | Promise<{
      root: string;
      out: string;
      content: string;
      before: string[];
      manifest: Awaited<ReturnType<typeof makeRelease>>;
    }>
  | undefined;
const firstRelease = () => {
  first ??= (async () => {
    const root = tempDir("dp-release-");
    const out = join(root, "release");
    const content = await contentCopy();
    const before = snapshot(["app", "public", "content", defaultCodeDir, content]);
    const manifest = await makeRelease({
      contentDir: content,
      outDir: out,
      siteUrl,
      retentionDays,
      reuseFrom: "build",
    });
    return { root, out, content, before, manifest };
  })();
  return first;
};

describe("a release", () => {
  let root: string;
  let out: string;
  let content: string;
  let before: string[];
  let manifest: Awaited<ReturnType<typeof makeRelease>>;

  beforeAll(async () => {
    ({ root, out, content, before, manifest } = await firstRelease());
  });

  it("records its code version, content version and settings", () => {
    if (!manifest.ok) throw new Error(manifest.problems.join("\n"));
    const record = JSON.parse(readFileSync(join(out, "release.json"), "utf8"));
    expect(record).toEqual(manifest.manifest);
    expect(record).toMatchObject({
      codeVersion: readCodeBuild(defaultCodeDir).version,
      contentVersion: contentVersion(content),
      siteUrl,
      retentionDays: 730,
    });
    expect(record.runtime.notices.hu.success.title).toBeTruthy();
    // The settings are the release's, not the code build's.
    const has = (path: string, text: string) => expect(pageOf(out, path).includes(text), text);
    has("/en", `<link rel="canonical" href="${siteUrl}/en"/>`).toBe(true);
    has(pathFor("privacy", "en"), ">2 years</strong>").toBe(true);
  });

  it("writes nothing outside its folder", () => {
    expect(snapshot(["app", "public", "content", defaultCodeDir, content])).toEqual(before);
    expect(readdirSync(root)).toEqual(["release"]);
    expect(readdirSync(out).sort()).toEqual(["client", "release.json"]);
  });

  it("serves every page, the sitemap, security.txt, icons and share images", () => {
    const files = new Set(filesUnder(join(out, "client")).map((f) => relative(out, f)));
    for (const file of [
      "client/index.html",
      "client/index.html.br",
      "client/sitemap.xml",
      "client/.well-known/security.txt",
      "client/favicon.ico",
      "client/og/home.hu.png",
      "client/fonts/manrope-latin.woff2",
    ]) {
      expect(files.has(file), file).toBe(true);
    }
  });
});

describe("any character a person types", () => {
  const out = join(tempDir("dp-release-"), "release");
  const name = 'Danubius "Protect" #1 = [Őr] 🛡️';
  const heading = 'Követeléseit #behajtjuk = [megvédjük] "igen" 🦺';
  let result: Awaited<ReturnType<typeof makeRelease>>;

  beforeAll(async () => {
    const content = await contentCopy();
    editYaml(join(content, "company.yaml"), (data) => {
      data.name = name;
    });
    editYaml(join(content, "home/hu.yaml"), (data) => {
      (data.hero as Record<string, unknown>).heading = heading;
    });
    const terms = join(content, "legal/terms/en.mdoc");
    const text = readFileSync(terms, "utf8");
    expect(text).toContain("](/privacy)");
    writeFileSync(terms, text.replace("](/privacy)", "](/privacy?a=b#x)"));
    result = await makeRelease({
      contentDir: content,
      outDir: out,
      siteUrl,
      retentionDays,
      reuseFrom: (await firstRelease()).out,
    });
  });

  it("publishes: the release is made, a glyph the web font lacks at most warned about", () => {
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.warnings.join("\n")).toMatch(/U\+1F6E1/);
  });

  it("shows on the page: in the company's name, a heading and a legal page's link", () => {
    const quoted = (text: string) => text.replaceAll('"', "&quot;");
    const home = pageOf(out, "/");
    const has = (html: string, text: string) => expect(html.includes(text), text).toBe(true);
    has(home, `>${quoted(heading)}</h1>`);
    has(home, `>${quoted(name)}<`);
    has(pageOf(out, pathFor("terms", "en")), 'href="/privacy?a=b#x"');
  });

  it("is in the web font when Manrope has it, and the page's face covers it", () => {
    const home = pageOf(out, "/");
    const range = home.match(/unicode-range:(U\+[^;}]*)/)?.[1] ?? "";
    for (const char of ['"', "#", "=", "["]) {
      const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase();
      expect(range, char).toMatch(new RegExp(`U\\+(${code}\\b|[0-9A-F]+-)`));
    }
  });
});

describe("a release of content that fails its schema", () => {
  it("names the file and field of each problem, without a stack trace", async () => {
    const content = await contentCopy();
    editYaml(join(content, "services/property-protection/packages.yaml"), (data) => {
      data.highlighted = "gold";
    });
    editYaml(join(content, "form/de.yaml"), (data) => {
      data.submit = "";
    });
    const out = join(tempDir("dp-release-"), "release");
    const cli = spawnSync(
      process.execPath,
      ["server/release/cli.ts", "--content", content, "--out", out, "--quiet"],
      { encoding: "utf8", env: { ...process.env, SITE_URL: siteUrl } },
    );
    expect(cli.status).toBe(1);
    const lines = cli.stderr.trim().split("\n");
    expect(lines).toContain(
      "content/services/property-protection/packages.yaml: highlighted: nem a választható lehetőségek egyike: „gold”",
    );
    expect(lines.some((line) => line.startsWith("content/form/de.yaml: submit"))).toBe(true);
    expect(cli.stderr).not.toMatch(/^\s+at /m);
  });
});

describe("a release reusing an earlier one", () => {
  it("makes only what changed, and the same files as a release made from nothing", async () => {
    const content = await contentCopy();
    const root = tempDir("dp-release-reuse-");
    const settings = { contentDir: content, siteUrl, retentionDays };
    // The file's first release, of the same content before the edit below.
    const made = await firstRelease();
    expect(made.manifest.ok).toBe(true);
    cpSync(made.out, join(root, "first"), { recursive: true, preserveTimestamps: true });
    editYaml(join(content, "home/en.yaml"), (data) => {
      (data.hero as Record<string, unknown>).heading = "Debts collected, property protected";
    });
    const lines: string[] = [];
    const firstBefore = snapshot([join(root, "first")]);
    const reusing = await makeRelease({
      ...settings,
      outDir: join(root, "reusing"),
      reuseFrom: join(root, "first"),
      log: (line) => lines.push(line),
    });
    const fresh = await makeRelease({ ...settings, outDir: join(root, "fresh") });
    expect(reusing.ok && fresh.ok).toBe(true);
    // The release it reused (maybe live) is left as it was: shared files are never written.
    expect(snapshot([join(root, "first")])).toEqual(firstBefore);
    // The English pages and the English home page's share image (its title is the heading);
    // the Hungarian and German pages, the other images and the fonts are reused. Of the
    // English pages only the home page shows the heading: the others come out as before and
    // are the first release's self-contained files.
    expect(lines.join("\n")).toMatch(/pages \(10 rendered, 20 reused; 1 changed\)/);
    expect(lines.join("\n")).toMatch(/images \(1 drawn, 30 reused\)/);
    expect(lines.join("\n")).toMatch(/fonts \(0 cut, 2 reused\)/);
    const filesOf = (name: string) =>
      filesUnder(join(root, name, "client"))
        .map((file) => relative(join(root, name), file))
        .sort();
    expect(filesOf("reusing")).toEqual(filesOf("fresh"));
    const bytes = (name: string, file: string) => readFileSync(join(root, name, file));
    for (const file of filesOf("fresh")) {
      expect(bytes("reusing", file).equals(bytes("fresh", file)), file).toBe(true);
    }
    // Of the English pages rendered again, only those whose bytes changed are compressed again
    // (the home page shows the heading); the others keep the first release's variants.
    const compressedPages = filesOf("first").filter((file) => file.endsWith(".html.br"));
    const changed = compressedPages.filter(
      (file) => !bytes("first", file.slice(0, -3)).equals(bytes("reusing", file.slice(0, -3))),
    );
    expect(changed).toContain("client/en/index.html.br");
    expect(changed.length).toBeLessThan(10);
    expect(lines.join("\n")).toMatch(new RegExp(`precompressed \\(${changed.length} compressed, `));
    for (const file of compressedPages.filter((page) => !changed.includes(page))) {
      const inode = (name: string) => statSync(join(root, name, file)).ino;
      expect(inode("reusing"), file).toBe(inode("first"));
    }
  });
});
