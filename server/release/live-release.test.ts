/**
 * The server reads only releases: the contact form answers with the live release's notices,
 * a switch of the live release changes its next answer with no restart, and a working content
 * folder that fails its schema never stops the server from starting.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { dirname, join } from "node:path";
import yaml from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProcess } from "../../test/start-process.ts";
import {
  fakeBuild,
  postJson,
  start,
  tempDir,
  testConfig,
  testRuntime,
} from "../../test/support.ts";
import type { RunningServer } from "../main.ts";
import { loadSite } from "../publishing/index.ts";
import { readRelease } from "./manifest.ts";

const inquiry = { name: "Kovács Anna", email: "anna@example.com", page: "/en" };

describe("a publish switches the form's notices with the pages", () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await start(testConfig());
  });
  afterAll(() => running.close());

  it("answers the next inquiry with the new release's notice, with no restart", async () => {
    const first = await postJson(`${running.url}/api/contact`, inquiry);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, notice: testRuntime.notices.en.success });

    const success = { title: "Got it", text: "A changed notice, just published." };
    const changed = {
      ...testRuntime,
      notices: { ...testRuntime.notices, en: { ...testRuntime.notices.en, success } },
    };
    const next = fakeBuild({ runtime: changed, contentVersion: "changed" });
    // What a publish does once the new release is complete: one assignment.
    running.site.current = loadSite(next);
    expect(readRelease(dirname(next)).contentVersion).toBe("changed");

    const second = await postJson(`${running.url}/api/contact`, inquiry);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ok: true, notice: changed.notices.en.success });
  });
});

describe("a working folder that fails its schema", { timeout: 60_000 }, () => {
  it("never stops the server: after a restart, pages and the contact form answer 200", async () => {
    const root = tempDir("dp-broken-working-");
    const content = join(root, "content");
    await cp("content", content, { recursive: true });
    // A file a release refuses: a highlighted package that does not exist.
    const packages = join(content, "services/property-protection/packages.yaml");
    const data = yaml.load(readFileSync(packages, "utf8")) as { highlighted: string };
    data.highlighted = "gold";
    writeFileSync(packages, yaml.dump(data));

    const env = {
      HOST: "127.0.0.1",
      HSTS: "false",
      DATABASE_PATH: join(root, "data", "inquiries.sqlite"),
      BUILD_DIR: fakeBuild(),
      CONTENT_EDITOR: "on",
      CONTENT_DIR: content,
    };
    for (const round of ["start", "restart"]) {
      const server = startProcess(env, "server/main.ts");
      try {
        const url = await server.listening;
        expect((await fetch(`${url}/en`)).status, round).toBe(200);
        const answer = await postJson(`${url}/api/contact`, inquiry);
        expect(answer.status, round).toBe(200);
        expect(await answer.json()).toEqual({ ok: true, notice: testRuntime.notices.en.success });
      } finally {
        await server.stop();
      }
    }
  });
});
