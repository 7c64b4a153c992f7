/**
 * `npm test`: every check, in the order that fails fastest — format and lint, types, unit and
 * server tests; then a production build made for a staging origin, which `npm start` must
 * rebuild for the real one (that rebuild is the build the browser tests then use), and the
 * browser tests in Debian's Chromium. Ends with the ten slowest tests and the one that came
 * closest to its time limit.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath } from "../e2e/chromium.ts";
import { closestToLimit, readTimings, shareOfLimit, slowest, type Timing } from "./test-timings.ts";

const timings = "./scripts/test-timings.ts";
const steps: Array<[label: string, command: string]> = [
  ["lint and format", "biome check ."],
  ["types", "react-router typegen && tsc --noEmit"],
  ["import cycles", "npm run check:cycles"],
  ["unit and server tests", `vitest run --project unit --reporter=default --reporter=${timings}`],
  [
    "production build, for a staging origin",
    "SITE_URL=https://staging.example.org node scripts/build.ts",
  ],
  ["the content editor's browser bundle", "node scripts/build-editor.ts"],
  [
    "checks of the build (HTML, links, security.txt); npm start rebuilds it for its SITE_URL",
    `vitest run --project build --reporter=default --reporter=${timings}`,
  ],
  ["browser tests", `playwright test --reporter=list,${timings}`],
];

if (!existsSync(chromiumPath)) {
  console.error(
    `\nnpm test: Chromium was not found at ${chromiumPath}; the browser tests need it.\n` +
      "Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH), then run npm test again.\n",
  );
  process.exit(1);
}

const timingsDir = mkdtempSync(join(tmpdir(), "dp-test-"));
const timingsFile = join(timingsDir, "timings.jsonl");
const runStarted = performance.now();
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function printTimings(): void {
  const recorded = readTimings(timingsFile);
  rmSync(timingsDir, { recursive: true, force: true });
  if (recorded.length === 0) return;
  const line = (timing: Timing) => {
    const share = timing.limitMs > 0 ? ` ${Math.round(100 * shareOfLimit(timing))} %` : "";
    return `  ${seconds(timing.ms).padStart(6)} s / ${seconds(timing.limitMs)} s${share.padStart(6)}  ${timing.name}`;
  };
  console.log("\nSlowest tests (time / limit):");
  for (const timing of slowest(recorded, 10)) console.log(line(timing));
  const closest = closestToLimit(recorded);
  if (closest) console.log(`\nClosest to its time limit:\n${line(closest)}`);
}

for (const [label, command] of steps) {
  console.log(`\n▶ ${label}: ${command}`);
  const started = performance.now();
  const result = spawnSync(command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, TEST_TIMINGS_FILE: timingsFile },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds(performance.now() - started)} s`);
    printTimings();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds(performance.now() - started)} s)`);
}
printTimings();
console.log(`\n✔ all checks passed in ${seconds(performance.now() - runStarted)} s`);
