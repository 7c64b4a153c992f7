/**
 * `npm test`: every check, in the order that fails fastest — format and lint, types, unit and
 * server tests, then a production build and the browser tests in Debian's Chromium.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../e2e/chromium.ts";

const steps: Array<[label: string, command: string]> = [
  ["lint and format", "biome check ."],
  ["types", "react-router typegen && tsc --noEmit"],
  ["unit and server tests", "vitest run"],
  ["production build", "node scripts/build.ts"],
  ["browser tests", "playwright test"],
];

if (!existsSync(chromiumPath)) {
  console.error(
    `\nnpm test: Chromium was not found at ${chromiumPath}; the browser tests need it.\n` +
      "Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH), then run npm test again.\n",
  );
  process.exit(1);
}

for (const [label, command] of steps) {
  console.log(`\n▶ ${label}: ${command}`);
  const started = performance.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: process.env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}
