/**
 * The Debian packages `npm test` needs beside npm's: Chromium's headless shell (the browser
 * tests), HAProxy (the cluster tests' load balancer) and Python's openpyxl (the second reader
 * the Excel export is checked with). Where one is missing and this process may install it
 * (root, or sudo without a password, with apt-get), it is installed, and one line says so;
 * otherwise the run stops with the one command that installs them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { testChromiumPath } from "../e2e/chromium.ts";
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

/** How this process may run apt-get as root: directly, through sudo, or not at all. */
function aptAsRoot(): string[] | undefined {
  if (!existsSync("/usr/bin/apt-get")) return undefined;
  const apt = ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get"];
  if (process.getuid?.() === 0) return apt;
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" });
  return sudo.status === 0 ? ["sudo", "-n", ...apt] : undefined;
}

/** Installs what is missing, or stops the run naming the command; returns what it installed. */
export function ensureSystemPackages(): string[] {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return [];
  const packages = missing.flatMap((need) => need.packages);
  const what = missing.map((need) => need.what).join(", ");
  const aptGet = aptAsRoot();
  if (!aptGet) {
    console.error(
      `\nnpm test: ${what} need Debian packages that this user cannot install. As root:\n` +
        `apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}\n`,
    );
    process.exit(1);
  }
  console.log(`npm test: installing ${packages.join(", ")} (for ${what})`);
  const [command = "env", ...prefix] = aptGet;
  const apt = (args: string[]) =>
    execFileSync(command, [...prefix, ...args], { stdio: ["ignore", "ignore", "inherit"] });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "--no-install-recommends", ...packages]);
  const still = needs.filter((need) => !need.present());
  if (still.length > 0) {
    const names = still.map((need) => need.what).join(", ");
    console.error(`\nnpm test: still missing after the install, for ${names}`);
    process.exit(1);
  }
  return packages;
}

if (import.meta.main) ensureSystemPackages();
