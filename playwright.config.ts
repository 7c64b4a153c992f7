import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { testChromiumArgs, testChromiumPath } from "./e2e/chromium.ts";
import { viewports } from "./e2e/viewports.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
// Set once in the main process; workers inherit it and read the same store.
if (!process.env.E2E_DATABASE_PATH) {
  const dir = mkdtempSync(join(tmpdir(), "dp-e2e-"));
  process.env.E2E_DATABASE_PATH = join(dir, "inquiries.sqlite");
  // The editor tests' fresh install, made once by the first that needs it (e2e/editor-server.ts).
  process.env.E2E_EDITOR_TEMPLATE = join(dir, "editor-install");
  // Removed when the run ends, after the server has stopped (a global teardown runs before).
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * Browser tests against the production build served by the production server. Checks of the
 * HTML alone (`*.html.spec.ts`) run once, with no browser; a test tagged `@any-width` does not
 * depend on the viewport and runs at the desktop width only; `@desktop` and `@mobile` tests
 * need that width's layout.
 */
const htmlOnly = /\.html\.spec\.ts$/;
const editorTests = /editor.*\.spec\.ts$/;
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Two on two cores: four took no less time and a tenth more CPU (314 against 332–376 CPU-s
  // for the whole step in the same hour), each browser's renderers and compositor competing
  // for the cores the server and the release steps need.
  workers: 2,
  // No test is tried twice, on CI either: a test that passes on its second try is a failure.
  retries: 0,
  // Most tests open one page and take 1–5 s; on a shared 2-core machine with a CPU-bound
  // process beside the run, the longest single flows took 14 s. The limit only catches hangs.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: "list",
  // The list reporter gives each test's time; at the end Playwright names the files over 15 s
  // that ran in one worker (a split file's time says nothing of any one test).
  reportSlowTests: { max: 10, threshold: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs },
    trace: "off",
  },
  projects: [
    // One worker: its checks take seconds in all, less than three more workers take to start.
    { name: "html", testMatch: htmlOnly, workers: 1 },
    {
      name: "desktop",
      testIgnore: [htmlOnly, editorTests],
      grepInvert: /@mobile/,
      use: viewports.desktop,
    },
    {
      name: "mobile",
      testIgnore: [htmlOnly, editorTests],
      grepInvert: /@desktop|@any-width/,
      use: viewports.mobile,
    },
    // The content editor, a desktop tool for staff, once, after the rest: its publish round
    // builds the whole site three times and Keystatic's interface is heavy; beside the page
    // tests and another busy process, its lists answered past their 5 s expectations.
    {
      name: "editor",
      testMatch: editorTests,
      use: viewports.desktop,
      dependencies: ["html", "desktop", "mobile"],
    },
  ],
  webServer: {
    command: "node server/main.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    // The server closes its store before the run removes the store's folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      HSTS: "false",
      // The tests submit the form from one address more often than a person would.
      RATE_LIMIT_PER_MINUTE: "1000",
      RATE_LIMIT_PER_HOUR: "10000",
    },
  },
});
