/**
 * Every command-line tool answers --help and -h with its usage on stdout and exit 0, touching
 * nothing: each runs as the operator runs it, as a child process, with its data folder empty.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support.ts";

const tools = [
  "server/cli/content.ts",
  "server/cli/editors.ts",
  "server/cli/inquiries.ts",
  "server/cli/report.ts",
  "server/release/cli.ts",
  "scripts/bench-attack.ts",
];

function run(tool: string, option: string, data: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = execFile(
      process.execPath,
      [tool, option],
      {
        env: {
          PATH: process.env.PATH,
          DATABASE_PATH: join(data, "inquiries.sqlite"),
          // The run's compile cache (scripts/test.ts), which changes nothing a tool does.
          NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE,
        },
        timeout: 30_000,
      },
      (_error, stdout, stderr) => done({ code: child.exitCode, stdout, stderr }),
    );
  });
}

describe("every command-line tool", () => {
  it.each(tools.flatMap((tool) => [[tool, "--help"] as const, [tool, "-h"] as const]))(
    "%s %s prints its usage and exits 0",
    async (tool, option) => {
      const data = tempDir("dp-help-");
      const { code, stdout, stderr } = await run(tool, option, data);
      expect(stderr).toBe("");
      expect(code).toBe(0);
      expect(stdout).toMatch(/usage: |npm run \w+ -- \[options\]/);
      expect(readdirSync(data)).toEqual([]);
    },
  );
});
