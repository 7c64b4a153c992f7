import { readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { describe, expect, it } from "vitest";
import keystaticConfig from "../../app/content/keystatic.config.ts";
import { heroPhotoNeeds, photoFiles } from "../../app/site/hero-photos.ts";
import { guardedContent } from "../../test/editor.ts";
import { testPhoto } from "../../test/photos.ts";
import { guardKeystatic, type KeystaticRequest } from "./keystatic.ts";

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
  return { base, contentDir, api, request, update };
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

  it("answers the tree itself, entry for entry as Keystatic's own handler lists the same files", async () => {
    const { base, contentDir, api, request, update } = await setUp();
    const anna = { editor: "Kovács Anna", key: "anna" };
    await api(request("GET", "tree"), anna);
    const saved = await api(
      request(
        "POST",
        "update",
        update("content/photos/security.jpg", await testPhoto(1920, 1080), [
          "content/photos.yaml",
          "security: security.jpg\n",
        ]),
      ),
      anna,
    );
    expect(saved.status).toBe(200);
    const keystatic = makeGenericAPIRouteHandler({
      config: keystaticConfig,
      localBaseDirectory: base,
    });
    const theirs = await keystatic({
      method: "GET",
      url: "http://127.0.0.1/api/keystatic/tree",
      headers: new Headers({ "no-cors": "1" }),
      json: async () => null,
    } as unknown as Request);
    const byPath = (body: unknown) =>
      (JSON.parse(String(body)) as { path: string }[]).sort((a, b) => (a.path < b.path ? -1 : 1));
    const ours = byPath((await api(request("GET", "tree"), anna)).body);
    expect(ours.length).toBeGreaterThan(5);
    expect(ours).toEqual(byPath(theirs.body));
    // A parent folder comes before what it holds, or Keystatic's client drops the entry.
    const listed = (JSON.parse(String(saved.body)) as { path: string }[]).map((e) => e.path);
    for (const [i, path] of listed.entries())
      if (path.includes("/"))
        expect(listed.indexOf(path.slice(0, path.lastIndexOf("/")))).toBeLessThan(i);

    // Files that are not the schema's, and links, are not listed: Keystatic's handler would list the first.
    writeFileSync(join(contentDir, "notes.txt"), "x");
    symlinkSync(join(contentDir, "other.yaml"), join(contentDir, "services", "new.yaml"));
    writeFileSync(join(contentDir, "other.yaml"), "a: 1\n");
    const paths = byPath((await api(request("GET", "tree"), anna)).body).map((e) => e.path);
    expect(paths).toContain("content/other.yaml");
    expect(paths).not.toContain("content/notes.txt");
    expect(paths).not.toContain("content/services/new.yaml");
  });
});
