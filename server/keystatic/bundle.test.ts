import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectInert } from "../../test/inert-markup.ts";
import { tempDir } from "../../test/support.ts";
import { editorManifest, editorPage, editorSourceHash, loadEditorBundle } from "./bundle.ts";

function bundle(sources: string | undefined): string {
  const dir = tempDir("dp-editor-bundle-");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "editor-abc.js"), "console.log(1);");
  writeFileSync(join(dir, editorManifest), JSON.stringify({ script: "editor-abc.js", sources }));
  return dir;
}

describe("the editor's bundle", () => {
  it("is served when built from the sources as they are", () => {
    const loaded = loadEditorBundle(bundle(editorSourceHash()));
    expect(loaded).toMatchObject({ script: "/admin/editor/editor-abc.js" });
  });

  it("is stale when built from another schema, or recording none", () => {
    expect(loadEditorBundle(bundle("0123456789abcdef"))).toBe("stale");
    expect(loadEditorBundle(bundle(undefined))).toBe("stale");
  });

  it("changes its hash with the schema's sources", () => {
    const root = tempDir("dp-editor-sources-");
    mkdirSync(join(root, "app", "content"), { recursive: true });
    writeFileSync(join(root, "app", "content", "keystatic.config.ts"), "export default 1;");
    const before = editorSourceHash(root);
    writeFileSync(join(root, "app", "content", "keystatic.config.ts"), "export default 2;");
    expect(editorSourceHash(root)).not.toBe(before);
  });
});

describe("the editor's page", () => {
  it("keeps its script's address one attribute value", () => {
    expectInert((script) => editorPage(script).toString());
  });
});
