import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { guardedContent } from "../../test/editor.ts";
import { blobSha } from "../content-store/index.ts";
import { contentFilePath } from "../shared/safe-path.ts";

const setUp = () => guardedContent("dp-guard-");

const bytes = (text: string) => new TextEncoder().encode(text);

describe("paths outside the content folder", () => {
  it.each([
    "../secret.yaml",
    "services/../../secret.yaml",
    "/etc/passwd",
    "services/./premium.yaml",
    "services//premium.yaml",
    "services\\..\\..\\x",
    "services/premium.yaml\0.png",
    "",
  ])("are refused: %j", async (path) => {
    const { contentDir, guard } = await setUp();
    expect(contentFilePath(contentDir, path)).toBeUndefined();
    const result = await guard.write("Kovács Anna", [{ path, contents: bytes("x") }], new Map());
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  it("are read as plain files only: a pipe or a device put at a schema's path has no version", async () => {
    const { contentDir, guard } = await setUp();
    rmSync(join(contentDir, "services", "premium.yaml"));
    execFileSync("mkfifo", [join(contentDir, "services", "premium.yaml")]);
    symlinkSync("/dev/zero", join(contentDir, "other.yaml"));
    expect(await guard.version("services/premium.yaml")).toBeUndefined();
    expect(await guard.version("other.yaml")).toBeUndefined();
    expect(await guard.read("services/premium.yaml")).toBeUndefined();
    expect(await guard.versions()).toEqual(new Map());
  });

  it("are refused through a symbolic link, to a folder or to a file", async () => {
    const { root, contentDir, guard } = await setUp();
    mkdirSync(join(root, "elsewhere"));
    writeFileSync(join(root, "elsewhere", "target.yaml"), "kept");
    symlinkSync(join(root, "elsewhere"), join(contentDir, "linked"));
    symlinkSync(join(root, "elsewhere", "target.yaml"), join(contentDir, "file.yaml"));
    for (const path of ["linked/new.yaml", "linked/target.yaml", "file.yaml"]) {
      const result = await guard.write("Kovács Anna", [{ path, contents: bytes("x") }], new Map());
      expect(result).toMatchObject({ ok: false, status: 400 });
    }
    expect(readFileSync(join(root, "elsewhere", "target.yaml"), "utf8")).toBe("kept");
  });
});

describe("two editors", () => {
  it("refuses a write whose base version is stale, naming the other editor and the time", async () => {
    const { contentDir, guard } = await setUp();
    const path = "services/premium.yaml";
    const loaded = new Map([[path, (await guard.version(path)) ?? ""]]);
    expect(loaded.get(path)).toBe(blobSha(bytes("price: 120000\n")));
    const first = await guard.write(
      "Kovács Anna",
      [{ path, contents: bytes("price: 135000\n") }],
      loaded,
    );
    expect(first.ok).toBe(true);
    const second = await guard.write(
      "Nagy Béla",
      [{ path, contents: bytes("price: 99000\n") }],
      loaded,
    );
    expect(second).toMatchObject({
      ok: false,
      status: 409,
      conflict: { path, editor: "Kovács Anna" },
    });
    if (!second.ok && second.status === 409)
      expect(Date.now() - Date.parse(second.conflict.at)).toBeLessThan(60_000);
    expect(readFileSync(join(contentDir, path), "utf8")).toBe("price: 135000\n");
  });

  it("names the author of the last commit when the file changed outside the editor", async () => {
    const { guard } = await setUp();
    const stale = new Map([["services/premium.yaml", "0".repeat(40)]]);
    const result = await guard.write("Nagy Béla", [{ path: "services/premium.yaml" }], stale);
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      conflict: { editor: "Danubius Protect" },
    });
  });

  it("refuses to create a file another editor created meanwhile", async () => {
    const { guard } = await setUp();
    const path = "services/new.yaml";
    expect((await guard.write("Kovács Anna", [{ path, contents: bytes("a") }], new Map())).ok).toBe(
      true,
    );
    const late = await guard.write("Nagy Béla", [{ path, contents: bytes("b") }], new Map());
    expect(late).toMatchObject({ ok: false, status: 409, conflict: { editor: "Kovács Anna" } });
  });

  it("writes nothing of a change when one of its files is stale", async () => {
    const { contentDir, guard } = await setUp();
    writeFileSync(join(contentDir, "other.yaml"), "a");
    const base = new Map([
      ["other.yaml", blobSha(bytes("a"))],
      ["services/premium.yaml", "stale"],
    ]);
    const result = await guard.write(
      "Kovács Anna",
      [
        { path: "other.yaml", contents: bytes("b") },
        { path: "services/premium.yaml", contents: bytes("c") },
      ],
      base,
    );
    expect(result.ok).toBe(false);
    expect(readFileSync(join(contentDir, "other.yaml"), "utf8")).toBe("a");
  });
});

describe("a save that changes nothing staff changed", () => {
  it("keeps the file's bytes when the editor only added empty lists, defaults or key order", async () => {
    const { contentDir, guard } = await setUp();
    const path = "services/premium.yaml";
    writeFileSync(join(contentDir, path), "title: Prémium\nprice: 120000\n");
    const base = new Map([[path, (await guard.version(path)) ?? ""]]);
    const same = await guard.write(
      "Kovács Anna",
      [{ path, contents: bytes("price: 120000\ntitle: Prémium\nstats: []\nnote: ''\n") }],
      base,
    );
    expect(same).toMatchObject({ ok: true });
    expect(readFileSync(join(contentDir, path), "utf8")).toBe("title: Prémium\nprice: 120000\n");
    const changed = await guard.write(
      "Kovács Anna",
      [{ path, contents: bytes("price: 130000\ntitle: Prémium\nstats: []\n") }],
      base,
    );
    expect(changed).toMatchObject({ ok: true });
    expect(readFileSync(join(contentDir, path), "utf8")).toBe(
      "price: 130000\ntitle: Prémium\nstats: []\n",
    );
  });
});
