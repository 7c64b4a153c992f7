import { describe, expect, it } from "vitest";
import { backDoors, roomCycles, roomGraph } from "./check-rooms.ts";

const sources: Record<string, string> = {
  "server/accounts/index.ts": `export * from "./store.ts";`,
  "server/accounts/store.ts": `import { lock } from "../publishing/lock.ts";`,
  "server/publishing/lock.ts": `import { open } from "../accounts/index.ts";`,
  "server/publishing/index.ts": `export {};`,
  "test/editor.ts": [
    `import { openEditorStore } from "../server/accounts/index.ts";`,
    `import { parse } from "../server/back-office/config.ts";`,
    `import { sql } from "../server/shared/sql.ts";`,
    `import type { Config } from "../server/env.ts";`,
    `import { SqliteEditorStore } from "../server/accounts/sqlite-store.ts";`,
  ].join("\n"),
  "e2e/steps.ts": `const store = await import("../server/inquiries/sqlite/index.ts");`,
};
const read = (file: string) => sources[file] ?? "";

describe("the rooms check", () => {
  it("finds folders that import each other through different modules", () => {
    const graph = roomGraph(
      Object.keys(sources).filter((file) => file.startsWith("server/")),
      read,
    );
    expect(roomCycles(graph)).toEqual([["server/accounts", "server/publishing"]]);
  });

  it("holds test helpers and browser tests to a feature's door, shared plumbing and the top aside", () => {
    expect(backDoors(["test/editor.ts", "e2e/steps.ts"], read)).toEqual([
      "test/editor.ts imports server/accounts/sqlite-store.ts: reach server/accounts through its index.ts",
      "e2e/steps.ts imports server/inquiries/sqlite/index.ts: reach server/inquiries through its index.ts",
    ]);
  });
});
