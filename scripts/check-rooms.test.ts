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
  "server/back-office/sign-in.test.ts": [
    `import { Sessions } from "../accounts/sessions.ts";`,
    `import { route } from "./route.ts";`,
    `import { runBackup } from "../cli/backup.ts";`,
  ].join("\n"),
  "scripts/bench-load.ts": `import { SqliteInquiryStore } from "../server/inquiries/sqlite/index.ts";`,
  "server/scheduling/index.ts": `export { plan } from "./plan.ts";`,
  "server/publishing/publisher.ts": `import { plan } from "../scheduling/plan.ts";`,
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

  it("holds every module outside a feature to its door: helpers, tests beside other code, benchmarks, a folder new today", () => {
    const outside = [
      "test/editor.ts",
      "e2e/steps.ts",
      "server/back-office/sign-in.test.ts",
      "scripts/bench-load.ts",
      "server/publishing/publisher.ts",
    ];
    expect(backDoors(outside, read)).toEqual([
      "test/editor.ts imports server/accounts/sqlite-store.ts: reach server/accounts through its index.ts",
      "e2e/steps.ts imports server/inquiries/sqlite/index.ts: reach server/inquiries through its index.ts",
      "server/back-office/sign-in.test.ts imports server/accounts/sessions.ts: reach server/accounts through its index.ts",
      "scripts/bench-load.ts imports server/inquiries/sqlite/index.ts: reach server/inquiries through its index.ts",
      "server/publishing/publisher.ts imports server/scheduling/plan.ts: reach server/scheduling through its index.ts",
    ]);
  });
});
