/**
 * The Debian packages `npm test` needs beside npm's: Chromium's headless shell (the browser
 * tests), HAProxy (the cluster tests' load balancer) and Python's openpyxl (the second reader
 * the Excel export is checked with); and the full Chromium the benchmarks that measure a page
 * as a visitor has it need (Lighthouse, the page height). Where one is missing and this process
 * may install it (root, or sudo without a password, with apt-get), it is installed, and one
 * line says so; otherwise the run stops with the one command that installs them.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, testChromiumPath } from "../e2e/chromium.ts";
import { haproxyPath } from "../test/cluster.ts";

interface Need {
  /** Debian's packages that bring it. */
  packages: string[];
  what: string;
  present: () => boolean;
}

const python = "/usr/bin/python3";

export const needs: Need[] = [
  {
    packages: ["chromium-headless-shell", "fonts-dejavu-core"],
    what: "the browser tests",
    present: () => existsSync(testChromiumPath),
  },
  { packages: ["haproxy"], what: "the cluster tests", present: () => existsSync(haproxyPath) },
  {
    packages: ["python3-openpyxl"],
    what: "the Excel export's check",
    present: () => spawnSync(python, ["-c", "import openpyxl"], { stdio: "ignore" }).status === 0,
  },
];

/** The full browser, for `npm run bench:lighthouse` and `npm run bench:height`. */
export const fullBrowser: Need = {
  packages: ["chromium", "fonts-dejavu-core"],
  what: "pages measured in the full browser",
  present: () => existsSync(chromiumPath),
};

/** How this process may run apt-get as root: directly, through sudo, or not at all. */
function aptAsRoot(): string[] | undefined {
  if (!existsSync("/usr/bin/apt-get")) return undefined;
  const apt = ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get"];
  if (process.getuid?.() === 0) return apt;
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" });
  return sudo.status === 0 ? ["sudo", "-n", ...apt] : undefined;
}

/**
 * Installs what `wanted` is missing, or stops the run (`who`, as its messages name it) with the
 * command that would; returns what it installed.
 */
export function ensureSystemPackages(wanted = needs, who = "npm test"): string[] {
  const missing = wanted.filter((need) => !need.present());
  if (missing.length === 0) return [];
  const packages = missing.flatMap((need) => need.packages);
  const what = missing.map((need) => need.what).join(", ");
  const aptGet = aptAsRoot();
  if (!aptGet) {
    console.error(
      `\n${who}: ${what} need Debian packages that this user cannot install. As root:\n` +
        `apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}\n`,
    );
    process.exit(1);
  }
  console.log(`${who}: installing ${packages.join(", ")} (for ${what})`);
  const [command = "env", ...prefix] = aptGet;
  // apt's notes (debconf's, for one) are kept for a failure: a successful install is one line.
  const apt = (args: string[]) => {
    const run = spawnSync(command, [...prefix, ...args], {
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
    });
    if (run.status === 0) return;
    process.stderr.write(run.stderr ?? "");
    console.error(
      `\n${who}: apt-get ${args[0]} failed (${run.error?.message ?? `exit ${run.status}`})`,
    );
    process.exit(1);
  };
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "--no-install-recommends", ...packages]);
  const still = wanted.filter((need) => !need.present());
  if (still.length > 0) {
    const names = still.map((need) => need.what).join(", ");
    console.error(`\n${who}: still missing after the install, for ${names}`);
    process.exit(1);
  }
  return packages;
}

if (import.meta.main) ensureSystemPackages();
