/**
 * `npm test`: every check, in the order that fails fastest — format and lint, types, unit and
 * server tests; then the cluster tests (two instances on one PostgreSQL behind HAProxy) beside
 * a production build (code build and a release of content/) made for a staging origin, for
 * which `npm start` must make a new release for the real one (that release is what the
 * browser tests then use), and the browser tests in Debian's Chromium. Each runner names its
 * own slow tests: Vitest marks every test over `slowTestThreshold`, Playwright lists its
 * slowest files (`reportSlowTests` in playwright.config.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../e2e/chromium.ts";
import { haproxyPath } from "../test/cluster.ts";

interface Step {
  label: string;
  command: string;
  /** Runs beside this many of the steps after it, its output held until it ends. */
  beside?: number;
}

const steps: Step[] = [
  { label: "lint and format", command: "biome check ." },
  { label: "types", command: "react-router typegen && tsc --noEmit" },
  { label: "import cycles", command: "npm run check:cycles" },
  {
    label: "unit and server tests",
    command: "vitest run --project unit --slowTestThreshold=1000",
  },
  {
    // They mostly wait (health checks, draining, restarts) and need no build: beside the build.
    label: "cluster tests: two instances on one PostgreSQL behind HAProxy",
    command: "vitest run --project cluster --slowTestThreshold=10000",
    beside: 2,
  },
  {
    label: "production build (code build, release of content/), for a staging origin",
    command: "SITE_URL=https://staging.example.org node scripts/build.ts",
  },
  { label: "the content editor's browser bundle", command: "node scripts/build-editor.ts" },
  {
    label: "checks of the build and of releases; npm start makes a new release for its SITE_URL",
    command: "vitest run --project build --slowTestThreshold=60000",
  },
  { label: "browser tests", command: "playwright test" },
];

if (!existsSync(chromiumPath)) {
  console.error(
    `\nnpm test: Chromium was not found at ${chromiumPath}; the browser tests need it.\n` +
      "Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH), then run npm test again.\n",
  );
  process.exit(1);
}

if (!existsSync(haproxyPath)) {
  console.error(
    `\nnpm test: HAProxy was not found at ${haproxyPath}; the cluster tests need it.\n` +
      "Install it with `apt-get install -y haproxy` (or set HAPROXY_PATH), then run npm test again.\n",
  );
  process.exit(1);
}

const runStarted = performance.now();
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function finished(label: string, status: number | null, started: number): void {
  if (status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds(performance.now() - started)} s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${label} (${seconds(performance.now() - started)} s)`);
}

/** A step running beside others: its output, shown when it is waited for. */
interface Running {
  label: string;
  started: number;
  waitBefore: number;
  done: Promise<{ status: number | null; output: string }>;
}
const beside: Running[] = [];

for (const [index, { label, command, beside: count }] of steps.entries()) {
  for (const running of beside.filter((step) => step.waitBefore === index)) {
    const { status, output } = await running.done;
    console.log(`\n▶ ${running.label} (ran beside the steps above)\n${output}`);
    finished(running.label, status, running.started);
  }
  console.log(`\n▶ ${label}: ${command}${count ? " (beside the next steps)" : ""}`);
  const started = performance.now();
  if (count) {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    const done = new Promise<{ status: number | null; output: string }>((resolve) =>
      child.once("close", (status) => resolve({ status, output })),
    );
    // Stopped with the run if a step fails meanwhile.
    process.once("exit", () => child.kill("SIGTERM"));
    beside.push({ label, started, waitBefore: index + count + 1, done });
    continue;
  }
  finished(label, spawnSync(command, { shell: true, stdio: "inherit" }).status, started);
}
console.log(`\n✔ all checks passed in ${seconds(performance.now() - runStarted)} s`);
