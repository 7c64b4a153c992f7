/**
 * `npm test`: every check, in the order that fails fastest — format and lint, types, unit and
 * server tests, the cluster tests (two instances on one PostgreSQL behind HAProxy); then a
 * production build (code build and a release of content/) made for a staging origin, for
 * which `npm start` must make a new release for the real one (that release is what the
 * browser tests then use), and the browser tests in Debian's Chromium. Each runner names its
 * own slow tests: Vitest marks every test over `slowTestThreshold`, Playwright lists its
 * slowest files (`reportSlowTests` in playwright.config.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../e2e/chromium.ts";
import { haproxyPath } from "../test/cluster.ts";

const steps: Array<[label: string, command: string]> = [
  ["lint and format", "biome check ."],
  ["types", "react-router typegen && tsc --noEmit"],
  ["import cycles", "npm run check:cycles"],
  ["unit and server tests", "vitest run --project unit --slowTestThreshold=1000"],
  [
    "cluster tests: two instances on one PostgreSQL behind HAProxy",
    "vitest run --project cluster --slowTestThreshold=10000",
  ],
  [
    "production build (code build, release of content/), for a staging origin",
    "SITE_URL=https://staging.example.org node scripts/build.ts",
  ],
  ["the content editor's browser bundle", "node scripts/build-editor.ts"],
  [
    "checks of the build and of releases; npm start makes a new release for its SITE_URL",
    "vitest run --project build --slowTestThreshold=60000",
  ],
  ["browser tests", "playwright test"],
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

for (const [label, command] of steps) {
  console.log(`\n▶ ${label}: ${command}`);
  const started = performance.now();
  const result = spawnSync(command, {
    shell: true,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds(performance.now() - started)} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds(performance.now() - started)} s)`);
}
console.log(`\n✔ all checks passed in ${seconds(performance.now() - runStarted)} s`);
