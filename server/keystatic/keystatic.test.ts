import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { describe, expect, it } from "vitest";
import keystaticConfig from "../../app/content/keystatic.config.ts";
import { heroPhotoNeeds, photoFiles } from "../../app/site/hero-photos.ts";
import { postgresContentStores } from "../../test/content-postgres.ts";
import { guardedContent } from "../../test/editor.ts";
import { testPhoto } from "../../test/photos.ts";
import type { ContentStore } from "../content-store/index.ts";
import { ContentGuard } from "./content-guard.ts";
import { guardKeystatic, type KeystaticRequest } from "./keystatic.ts";

const files = [
  "services/premium.yaml",
  "services/cleaning/en.yaml",
  "services/new.yaml",
  "other.yaml",
  "photos.yaml",
  ...photoFiles,
];

const postgresContent = postgresContentStores();

/** The same content in PostgreSQL: the working copy made from the folder on the first start. */
async function inPostgres(contentDir: string): Promise<ContentStore> {
  const content = await postgresContent(contentDir);
  await content.initialize();
  return content;
}

async function setUp(where: "folder" | "postgres") {
  const folder = await guardedContent("dp-keystatic-", files);
  const { store } = folder;
  const content = where === "folder" ? folder.content : await inPostgres(folder.contentDir);
  const guard = where === "folder" ? folder.guard : new ContentGuard({ content, store, files });
  for (const name of ["Kovács Anna", "Nagy Béla"]) await store.addEditor(name, "x");
  await store.addSession("anna", "Kovács Anna", Date.now());
  await store.addSession("bela", "Nagy Béla", Date.now());
  const api = guardKeystatic({ guard, store, prefix: "content/" });
  const request = (method: string, route: string, body?: unknown): KeystaticRequest => ({
    method,
    url: `http://127.0.0.1/api/keystatic/${route}`,
    headers: {
      get: (name) =>
        name === "no-cors" ? "1" : name === "content-type" ? "application/json" : null,
    },
    json: async () => body,
  });
  const update = (path: string, contents: string | Uint8Array, ...more: [string, string][]) => ({
    additions: [[path, contents] as const, ...more].map(([file, bytes]) => ({
      path: file,
      contents: Buffer.from(bytes).toString("base64"),
    })),
    deletions: [],
  });
  const tree = async (session: { editor: string; key: string }) =>
    JSON.parse(String((await api(request("GET", "tree"), session)).body)) as unknown[];
  const text = async (path: string) =>
    (await content.read(path, Number.POSITIVE_INFINITY))?.toString("utf8");
  const listed = async () => [...(await content.files()).keys()];
  return { root: folder.root, api, request, update, text, listed, tree };
}

describe.each(["folder", "postgres"] as const)(
  "Keystatic's local API behind the guard (%s)",
  (where) => {
    it("tells the second of two editors of the same entry who changed it, and keeps the first's change", async () => {
      const { api, request, update, text } = await setUp(where);
      const anna = { editor: "Kovács Anna", key: "anna" };
      const bela = { editor: "Nagy Béla", key: "bela" };
      await api(request("GET", "tree"), anna);
      await api(request("GET", "tree"), bela);
      const first = await api(
        request("POST", "update", update("content/services/premium.yaml", "price: 135000\n")),
        anna,
      );
      expect(first.status).toBe(200);
      const second = await api(
        request("POST", "update", update("content/services/premium.yaml", "price: 99000\n")),
        bela,
      );
      expect(second.status).toBe(409);
      expect(second.body).toMatch(
        /^A „content\/services\/premium.yaml” fájlt közben Kovács Anna módosította \(/,
      );
      expect(await text("services/premium.yaml")).toBe("price: 135000\n");
      // The first editor's next change builds on the tree its update returned.
      const again = await api(
        request("POST", "update", update("content/services/premium.yaml", "price: 140000\n")),
        anna,
      );
      expect(again.status).toBe(200);
    });

    it("names the entry as the editor names it in a conflict, not its file", async () => {
      const { api, request, update } = await setUp(where);
      const anna = { editor: "Kovács Anna", key: "anna" };
      const bela = { editor: "Nagy Béla", key: "bela" };
      await api(request("GET", "tree"), anna);
      await api(request("GET", "tree"), bela);
      const file = "content/services/cleaning/en.yaml";
      expect((await api(request("POST", "update", update(file, "a: 1\n")), anna)).status).toBe(200);
      const second = await api(request("POST", "update", update(file, "a: 2\n")), bela);
      expect(second.status).toBe(409);
      expect(second.body).toMatch(
        /^Az „Angol · Professzionális takarítás” bejegyzést közben Kovács Anna módosította \(/,
      );
      expect(String(second.body)).not.toContain("yaml");
    });

    it("lists the working copy as Keystatic's own handler lists the folder", async () => {
      const { root, api, request, update, tree } = await setUp(where);
      const anna = { editor: "Kovács Anna", key: "anna" };
      await tree(anna);
      const saved = await api(
        request("POST", "update", update("content/services/new.yaml", "name: Új\n")),
        anna,
      );
      expect(saved.status).toBe(200);
      // The folder's copy, as the editor saw it before saving into PostgreSQL.
      if (where === "postgres") {
        mkdirSync(join(root, "content", "services"), { recursive: true });
        writeFileSync(join(root, "content", "services", "new.yaml"), "name: Új\n");
      }
      const keystatic = makeGenericAPIRouteHandler(
        { config: keystaticConfig, localBaseDirectory: root },
        {},
      );
      const theirs = await keystatic(request("GET", "tree"));
      const byPath = (entries: unknown[]) =>
        [...(entries as Array<{ path: string }>)].sort((a, b) => (a.path < b.path ? -1 : 1));
      expect(byPath(await tree(anna))).toEqual(byPath(JSON.parse(String(theirs.body))));
      // A parent folder comes before what it holds, or Keystatic's client drops the entry.
      const listed = ((await tree(anna)) as Array<{ path: string }>).map((entry) => entry.path);
      for (const [i, path] of listed.entries())
        if (path.includes("/"))
          expect(listed.indexOf(path.slice(0, path.lastIndexOf("/")))).toBeLessThan(i);
      if (where === "postgres") return;
      // Files that are not the schema's, and links, are not listed: Keystatic's handler would list the first.
      const contentDir = join(root, "content");
      writeFileSync(join(contentDir, "notes.txt"), "x");
      symlinkSync(join(contentDir, "services", "premium.yaml"), join(contentDir, "other.yaml"));
      const paths = byPath(await tree(anna)).map((entry) => entry.path);
      expect(paths).toContain("content/services/new.yaml");
      expect(paths).not.toContain("content/notes.txt");
      expect(paths).not.toContain("content/other.yaml");
    });

    it("refuses paths outside the content folder, and a writer that was never shown the files", async () => {
      const { api, request, update } = await setUp(where);
      const anna = { editor: "Kovács Anna", key: "anna" };
      const unseen = await api(
        request("POST", "update", update("content/services/premium.yaml", "x")),
        anna,
      );
      expect(unseen.status).toBe(409);
      await api(request("GET", "tree"), anna);
      for (const path of [
        "content/../package.json",
        "server/main.ts",
        "content/services/../../x",
        "/etc/passwd",
      ]) {
        const refused = await api(request("POST", "update", update(path, "x")), anna);
        expect(refused.status).toBe(400);
      }
    });

    it("refuses a hero photo that is not fit, naming its field, and writes nothing of the save", async () => {
      const { api, request, update, listed } = await setUp(where);
      const anna = { editor: "Kovács Anna", key: "anna" };
      await api(request("GET", "tree"), anna);
      const save = (file: string, bytes: string | Uint8Array) =>
        api(
          request(
            "POST",
            "update",
            update(`content/photos/${file}`, bytes, ["content/photos.yaml", `security: ${file}\n`]),
          ),
          anna,
        );
      const text = await save("security.jpg", "Ez egy szöveg, .jpg névvel.\n");
      expect(text.status).toBe(422);
      expect(text.body).toBe(
        "A „Biztonságtechnika · nyitókép” mezőbe feltöltött fájl nem fénykép. JPEG, PNG, WebP vagy AVIF képet töltsön fel.",
      );
      const { width, height } = heroPhotoNeeds.backdrop.minimum;
      const small = await save("security.png", await testPhoto(width, height - 80, "png"));
      expect(small.status).toBe(422);
      expect(small.body).toBe(
        `A „Biztonságtechnika · nyitókép” mezőbe feltöltött kép ${width} × ${height - 80} képpontos; a nyitóképhez legalább ${width} × ${height} képpont kell.`,
      );
      expect(await listed()).toEqual(["services/premium.yaml"]);

      const fit = await save("security.jpg", await testPhoto(width, height));
      expect(fit.status).toBe(200);
      expect((await listed()).sort()).toEqual([
        "photos.yaml",
        "photos/security.jpg",
        "services/premium.yaml",
      ]);
    });
  },
);
