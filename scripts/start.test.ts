/** `npm start`'s decisions that need no build: bad configuration and someone else's BUILD_DIR. */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startProcess } from "../test/start-process.ts";
import { fakeBuild, tempDir } from "../test/support.ts";

const run = (script: string, env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [script],
      { env: { ...process.env, ...env } },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });

// Each test starts Node processes, which take seconds on a busy machine.
describe("npm start", { timeout: 60_000 }, () => {
  it("stops on bad configuration with the server's own message and exit code", async () => {
    const env = { CONTACT_WEBHOOK_URL: "not-a-url" };
    const [started, server] = await Promise.all([
      run("scripts/start.ts", env),
      run("server/main.ts", env),
    ]);
    expect(server.status).toBe(1);
    expect(server.stderr).toContain("CONTACT_WEBHOOK_URL");
    expect(started.status).toBe(server.status);
    expect(started.stderr).toBe(server.stderr);
    expect(started.stderr).not.toMatch(/^\s+at /m);
  });

  it.each([
    {
      differs: "SITE_URL",
      built: { siteUrl: "https://staging.example.org", retentionDays: 365 },
      named: "SITE_URL=https://staging.example.org, not https://www.example.org",
    },
    {
      differs: "the privacy notice's retention period",
      built: { siteUrl: "https://www.example.org", retentionDays: 730 },
      named: "INQUIRY_RETENTION_DAYS=730, not 365",
    },
  ])(
    "refuses a BUILD_DIR not its own whose $differs differs, naming both values",
    async ({ built, named }) => {
      const buildDir = fakeBuild(built);
      const result = await run("scripts/start.ts", {
        BUILD_DIR: buildDir,
        SITE_URL: "https://www.example.org",
        INQUIRY_RETENTION_DAYS: "365",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`built with other settings: ${named}.`);
      expect(result.stdout).not.toContain("building");
    },
  );

  it("stops naming BUILD_DIR and its value when there is no build there", async () => {
    const buildDir = join(tempDir("dp-start-"), "nonexistent");
    const result = await run("scripts/start.ts", { BUILD_DIR: buildDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`BUILD_DIR=${buildDir} holds no build`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it("serves someone else's BUILD_DIR made for this SITE_URL as it is", async () => {
    const buildDir = fakeBuild({ siteUrl: "https://www.example.org", retentionDays: 365 });
    const started = startProcess({ BUILD_DIR: buildDir, SITE_URL: "https://www.example.org" });
    try {
      const url = await started.listening;
      expect(await (await fetch(`${url}/en`)).text()).toContain("page /en");
      expect(started.output()).not.toContain("building");
    } finally {
      await started.stop();
    }
  });
});
