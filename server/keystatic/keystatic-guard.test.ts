/**
 * Keystatic's API attacked from outside, as a signed-in editor could: every spelling of a
 * route its handler accepts, writes outside the schema's files, through links, into `.git`,
 * too large, too many, and reads through links. Real server, SQLite store and git repository.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFiles } from "../../app/content/keystatic.config.ts";
import { photoFieldLabel } from "../../app/content/schema.ts";
import {
  editorConfig,
  editorName,
  enrolTestFactor,
  hashedPassword,
  serverWithEditor,
  signIn,
} from "../../test/editor.ts";
import { bombSizes, pixelBomb } from "../../test/pixel-bombs.ts";
import { perTest, rawRequest, tempDir, until } from "../../test/support.ts";
import { maxUpdateBytes, messages } from "../back-office/index.ts";
import { blobSha } from "../content-store/index.ts";

const servers = perTest();
const otherEditor = "Nagy Béla";

async function setUp(buildDelayMs = 0) {
  const editor = editorConfig();
  const releasePidFile = join(editor.contentDir, "..", "release.pid");
  editor.release.env = {
    FAKE_RELEASE_DELAY_MS: String(buildDelayMs),
    FAKE_RELEASE_PID_FILE: releasePidFile,
  };
  const running = await serverWithEditor(servers, editor);
  await running.editor?.store.addEditor(otherEditor, hashedPassword);
  if (running.editor) await enrolTestFactor(running.editor.store, otherEditor);
  const url = running.url;
  const anna = await signIn(url);
  const bela = await signIn(url, otherEditor);
  const api = (
    cookie: string,
    path: string,
    options: { method?: string; body?: unknown; raw?: string } = {},
  ) =>
    rawRequest(url, {
      method: options.method ?? (options.body || options.raw ? "POST" : "GET"),
      path,
      headers: {
        Cookie: cookie,
        "no-cors": "1",
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
      },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  const save = (cookie: string, path: string, files: Record<string, string>) =>
    api(cookie, path, {
      body: {
        additions: Object.entries(files).map(([file, text]) => ({
          path: file,
          contents: Buffer.from(text).toString("base64"),
        })),
        deletions: [],
      },
    });
  // The start's own release (of the published version, with this code) is over first.
  await running.editor?.deployed;
  rmSync(releasePidFile, { force: true });
  /** Resolves once a publish's release step has started: its version is taken by then. */
  const releaseStarted = () => until(() => existsSync(releasePidFile), 10_000);
  return { running, url, editor, anna, bela, api, save, releaseStarted };
}

const spellings = [
  "/api/keystatic/update/",
  "/api/keystatic//update",
  "/api/keystatic/%75pdate",
  "/api/keystatic/update?x",
];

describe("every spelling of Keystatic's update reaches the guard", () => {
  it.each(spellings)(
    "%s: a stale save is refused with 409, naming who changed the file",
    async (path) => {
      const { editor, anna, bela, api, save } = await setUp();
      expect((await api(anna, "/api/keystatic/tree")).status).toBe(200);
      expect((await api(bela, "/api/keystatic/tree")).status).toBe(200);
      expect((await save(anna, path, { "company.yaml": "name: Anna\n" })).status).toBe(200);
      const stale = await save(bela, path, { "company.yaml": "name: Béla\n" });
      expect(stale.status).toBe(409);
      expect(stale.body).toContain(editorName);
      expect(readFileSync(join(editor.contentDir, "company.yaml"), "utf8")).toBe("name: Anna\n");
    },
  );

  // Which save a publish takes is the guard's, whatever spelling reached it (above): one.
  it.each(spellings.slice(0, 1))(
    "%s: a save during a publish is not in its commit, and does not wait for its release",
    async (path) => {
      const { running, url, editor, anna, api, save, releaseStarted } = await setUp(3_000);
      writeFileSync(join(editor.contentDir, "page.txt"), "Második változat");
      await api(anna, "/api/keystatic/tree");
      const publish = rawRequest(url, {
        path: "/admin/api/publish",
        headers: { Cookie: anna, "Sec-Fetch-Site": "same-origin", Accept: "application/json" },
        body: "",
      }).then((answer) => ({ answer, at: performance.now() }));
      await releaseStarted();
      const asked = performance.now();
      const saved = await save(anna, path, { "home/hu.yaml": "title: x\n" });
      const waited = performance.now() - asked;
      expect((await publish).answer.status).toBe(200);
      expect(saved.status).toBe(200);
      // The release takes 3 s from its start, which came before the save: it is made from the
      // version taken before, so the save need not wait for it.
      expect(waited).toBeLessThan(2_000);
      const [published] = (await running.editor?.content.history(1)) ?? [];
      expect(published?.body).toBe("modified: page.txt");
    },
  );

  it("refuses routes Keystatic's local mode does not have, in any spelling", async () => {
    const { anna, api } = await setUp();
    for (const path of [
      "/api/keystatic/github/login",
      "/api/keystatic/%2e%2e/update",
      "/api/keystatic/update/x",
      "/api/keystatic/tre%65/x",
    ])
      expect((await api(anna, path)).status, path).toBe(404);
    expect((await api(anna, "/api/keystatic/%E0%A4%A/update")).status).toBe(400);
  });
});

describe("the tree", () => {
  it.each([
    "/api/keystatic/tree",
    "/api/keystatic/tree/",
    "/api/keystatic//tree",
    "/api/keystatic/%74ree",
    "/api/keystatic/tree?x",
  ])("%s is the guard's: the schema's files only, no link", async (path) => {
    const { editor, anna, api, save } = await setUp();
    await api(anna, path);
    expect((await save(anna, "/api/keystatic/update", { "company.yaml": "a: 1\n" })).status).toBe(
      200,
    );
    const outside = tempDir("dp-outside-");
    writeFileSync(join(outside, "hu.yaml"), "secret\n");
    symlinkSync(join(outside, "hu.yaml"), join(editor.contentDir, "testimonials.yaml"));
    const tree = await api(anna, path);
    expect(tree.status).toBe(200);
    const paths = (JSON.parse(tree.body) as { path: string }[]).map((entry) => entry.path);
    expect(paths).toEqual(["company.yaml"]);
  });
});

describe("writes go only to the schema's files, bounded", () => {
  it("refuses a path outside the schema's files, a .git path, a link, a large file, too many files", async () => {
    const { editor, anna, api, save } = await setUp();
    await api(anna, "/api/keystatic/tree");
    for (const file of ["junk/big.bin", ".git/config", "home/.git/config", "page.txt"]) {
      const refused = await save(anna, "/api/keystatic/update/", { [file]: "x" });
      expect(refused.status, file).toBe(400);
      expect(existsSync(join(editor.contentDir, file)) && file !== "page.txt").toBe(false);
    }
    const outside = tempDir("dp-outside-");
    writeFileSync(join(outside, "hu.yaml"), "kept\n");
    symlinkSync(outside, join(editor.contentDir, "home"));
    const linked = await save(anna, "/api/keystatic//update", { "home/hu.yaml": "title: x\n" });
    expect(linked.status).toBe(400);
    expect(readFileSync(join(outside, "hu.yaml"), "utf8")).toBe("kept\n");
    const large = await save(anna, "/api/keystatic/update", {
      "company.yaml": "x".repeat(1024 * 1024 + 1),
    });
    expect(large.status).toBe(413);
    const many = Object.fromEntries(
      [...contentFiles, "company.yaml"].map((file, i) => [
        i === contentFiles.length ? `x/${file}` : file,
        "a: 1\n",
      ]),
    );
    const tooMany = await save(anna, "/api/keystatic/update", many);
    expect(tooMany.status).toBe(413);
    expect(existsSync(join(editor.contentDir, "company.yaml"))).toBe(false);
  });

  it("refuses a save of 20,000 files in under a second, and the tree answers afterwards", async () => {
    const { editor, anna, api } = await setUp();
    await api(anna, "/api/keystatic/tree");
    const additions = Array.from({ length: 20_000 }, (_, i) => ({
      path: `home/hu/${i}.yaml`,
      contents: Buffer.from(`n: ${i}\n`).toString("base64"),
    }));
    const started = performance.now();
    const refused = await api(anna, "/api/keystatic/update/", {
      body: { additions, deletions: [] },
    });
    const took = performance.now() - started;
    expect(refused.status).toBe(413);
    expect(took).toBeLessThan(1_000);
    expect(existsSync(join(editor.contentDir, "home"))).toBe(false);
    expect((await api(anna, "/api/keystatic/tree")).status).toBe(200);
  });
});

describe("a save's body", () => {
  it("is bounded: one byte past its limit is refused with 413, in Hungarian, and the server answers on (body-limits.test.ts: before it is read)", async () => {
    const { anna, api } = await setUp();
    await api(anna, "/api/keystatic/tree");
    const frame = '{"additions":[{"path":"company.yaml","contents":""}],"deletions":[]}';
    const contents = "A".repeat(maxUpdateBytes + 1 - frame.length);
    const refused = await api(anna, "/api/keystatic/%75pdate", {
      raw: frame.replace('""', `"${contents}"`),
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toBe(messages.hu.saveTooLarge(maxUpdateBytes / 1024 / 1024));
    expect(refused.body).toContain("27,7 MB");
    expect((await api(anna, "/api/keystatic/tree")).status).toBe(200);
  });
});

describe("blob reads", () => {
  it("are held to the schema's files and follow no link", async () => {
    const { editor, anna, api } = await setUp();
    mkdirSync(join(editor.contentDir, "form"));
    writeFileSync(join(editor.contentDir, "form", "hu.yaml"), "title: űrlap\n");
    const sha = blobSha(Buffer.from("title: űrlap\n"));
    const read = await api(anna, `/api/keystatic/blob/${sha}/form/hu.yaml`);
    expect(read.status).toBe(200);
    expect(read.body).toBe("title: űrlap\n");
    const outside = tempDir("dp-outside-");
    writeFileSync(join(outside, "hu.yaml"), "secret\n");
    symlinkSync(outside, join(editor.contentDir, "site"));
    const secret = blobSha(Buffer.from("secret\n"));
    for (const path of [`site/hu.yaml`, `site%2Fhu.yaml`]) {
      const through = await api(anna, `/api/keystatic/blob/${secret}/${path}`);
      expect(through.status, path).toBeGreaterThanOrEqual(400);
      expect(through.body).not.toContain("secret");
    }
    const page = blobSha(readFileSync(join(editor.contentDir, "page.txt")));
    expect((await api(anna, `/api/keystatic/blob/${page}/page.txt`)).status).toBeGreaterThanOrEqual(
      400,
    );
  });
});

describe("photos", () => {
  const references = [
    "../x.jpg",
    "../../../../../../dev/zero",
    "/dev/zero",
    "/etc/passwd.jpg",
    "../photos-evil/x.jpg",
    "evil/x.jpg",
    "..\\x.jpg",
    ".x.jpg",
    "x.exe",
  ];

  it.each(spellings)(
    "%s: photos.yaml naming anything but a file of the photos folder is refused, naming the field",
    async (path) => {
      const { editor, anna, api, save } = await setUp();
      await api(anna, "/api/keystatic/tree");
      for (const reference of references) {
        const refused = await save(anna, path, {
          "photos.yaml": `security: ${JSON.stringify(reference)}\nproperty-protection: property-protection.svg\n`,
        });
        expect(refused.status, reference).toBe(422);
        expect(refused.body).toContain(photoFieldLabel("security"));
        expect(refused.body).toContain(reference);
      }
      expect(existsSync(join(editor.contentDir, "photos.yaml"))).toBe(false);
      // A photo file that is a link, or in a folder that is one, is not written through.
      const outside = tempDir("dp-outside-");
      writeFileSync(join(outside, "security.jpg"), "kept");
      mkdirSync(join(editor.contentDir, "photos"));
      symlinkSync(join(outside, "security.jpg"), join(editor.contentDir, "photos", "security.jpg"));
      const bomb = Buffer.from(pixelBomb("png", 30_000, 30_000)).toString("base64");
      const photo = (file: string) =>
        api(anna, path, { body: { additions: [{ path: file, contents: bomb }], deletions: [] } });
      expect((await photo("photos/security.jpg")).status).toBe(400);
      rmSync(join(editor.contentDir, "photos"), { recursive: true });
      symlinkSync(outside, join(editor.contentDir, "photos"));
      expect((await photo("photos/security.png")).status).toBe(400);
      expect(readdirSync(outside)).toEqual(["security.jpg"]);
      expect(readFileSync(join(outside, "security.jpg"), "utf8")).toBe("kept");
      const fine = await save(anna, path, {
        "photos.yaml": "security: security.jpg\nproperty-protection: property-protection.svg\n",
      });
      expect(fine.status).toBe(200);
    },
  );

  it.each(bombSizes)(
    "a %s of %i² pixels is refused on saving, naming the field and the size",
    async (format, side) => {
      const { editor, anna, api } = await setUp();
      await api(anna, "/api/keystatic/tree");
      const refused = await api(anna, "/api/keystatic/update", {
        body: {
          additions: [
            {
              path: `photos/security.${format}`,
              contents: Buffer.from(pixelBomb(format, side, side)).toString("base64"),
            },
          ],
          deletions: [],
        },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toContain(photoFieldLabel("security"));
      expect(refused.body).toContain(`${side} × ${side} képpontos`);
      expect(refused.body).toContain("legfeljebb 50 megapixeles");
      expect(existsSync(join(editor.contentDir, "photos"))).toBe(false);
    },
  );
});
