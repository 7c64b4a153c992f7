import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { heroPhotoNeeds, photoFiles } from "../../app/site/hero-photos.ts";
import { guardedContent } from "../../test/editor.ts";
import { testPhoto } from "../../test/photos.ts";
import { blobSha } from "./content-guard.ts";
import { guardKeystatic, type KeystaticHandler, type KeystaticRequest } from "./keystatic.ts";

/**
 * Keystatic's local-mode tree answer, as its handler builds it from the folder (every file
 * with its git blob SHA); updates are not passed to it, so it needs nothing else.
 */
const treeOf =
  (base: string): KeystaticHandler =>
  async () => ({
    status: 200,
    body: JSON.stringify(
      readdirSync(base, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = relative(base, join(entry.parentPath, entry.name));
          return {
            path,
            mode: "100644",
            type: "blob",
            sha: blobSha(readFileSync(join(base, path))),
          };
        }),
    ),
  });

async function setUp() {
  const {
    root: base,
    contentDir,
    store,
    guard,
  } = await guardedContent("dp-keystatic-", [
    "services/premium.yaml",
    "services/new.yaml",
    "other.yaml",
    "photos.yaml",
    ...photoFiles,
  ]);
  for (const name of ["Kovács Anna", "Nagy Béla"]) await store.addEditor(name, "x");
  await store.addSession("anna", "Kovács Anna", Date.now());
  await store.addSession("bela", "Nagy Béla", Date.now());
  const api = guardKeystatic(treeOf(base), { guard, store, prefix: "content/" });
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
  return { contentDir, api, request, update };
}

describe("Keystatic's local API behind the guard", () => {
  it("tells the second of two editors of the same entry who changed it, and keeps the first's change", async () => {
    const { contentDir, api, request, update } = await setUp();
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
      /^A\(z\) „content\/services\/premium.yaml” fájlt közben Kovács Anna módosította \(/,
    );
    expect(readFileSync(join(contentDir, "services", "premium.yaml"), "utf8")).toBe(
      "price: 135000\n",
    );
    // The first editor's next change builds on the tree its update returned.
    const again = await api(
      request("POST", "update", update("content/services/premium.yaml", "price: 140000\n")),
      anna,
    );
    expect(again.status).toBe(200);
  });

  it("refuses paths outside the content folder, and a writer that was never shown the files", async () => {
    const { api, request, update } = await setUp();
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
    const { contentDir, api, request, update } = await setUp();
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
      "A(z) „Biztonságtechnika · nyitókép” mezőbe feltöltött fájl nem fénykép. JPEG, PNG, WebP vagy AVIF képet töltsön fel.",
    );
    const { width, height } = heroPhotoNeeds.backdrop.minimum;
    const small = await save("security.png", await testPhoto(width, height - 80, "png"));
    expect(small.status).toBe(422);
    expect(small.body).toBe(
      `A(z) „Biztonságtechnika · nyitókép” mezőbe feltöltött kép ${width} × ${height - 80} képpontos; a nyitóképhez legalább ${width} × ${height} képpont kell.`,
    );
    expect(readdirSync(contentDir)).not.toContain("photos");
    expect(readdirSync(contentDir)).not.toContain("photos.yaml");

    const fit = await save("security.jpg", await testPhoto(width, height));
    expect(fit.status).toBe(200);
    expect(readdirSync(join(contentDir, "photos"))).toEqual(["security.jpg"]);
  });
});
