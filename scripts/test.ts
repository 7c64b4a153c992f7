/**
 * `npm test`: every check, in the order that fails fastest — format and lint, types; then the
 * unit and server tests beside the cluster tests (two instances on one PostgreSQL behind
 * HAProxy), the production build (code build and a release of content/) made for a staging
 * origin and the checks of that build, where `npm start` must make a new release for the real
 * origin (the release the browser tests then use); last the browser tests in Debian's
 * Chromium. Steps that mostly wait run beside others: on two cores, and more so beside another
 * busy process, the run takes the machine's time in fewer turns. Each runner names its own
 * slow tests: Vitest marks every test over `slowTestThreshold`, Playwright lists its slowest
 * files (`reportSlowTests` in playwright.config.ts).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startPostgres } from "../test/postgres.ts";
import { cpuGroup, cpuSecondsOf } from "./process-cpu.ts";
import { makeScratchFolder } from "./scratch-folder.ts";
import { ensureSystemPackages } from "./system-packages.ts";

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
    // They mostly wait (child processes, leases, time limits): beside the builds.
    label: "unit and server tests",
    command: "vitest run --project unit --slowTestThreshold=1000",
    beside: 4,
  },
  {
    // They mostly wait (health checks, draining, restarts) and need no build: beside the build.
    label: "cluster tests: two instances on one PostgreSQL behind HAProxy",
    command: "vitest run --project cluster --slowTestThreshold=10000",
    beside: 3,
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

// Chromium's headless shell, HAProxy and openpyxl from Debian: installed here when missing
// and allowed, else the run stops with the one command that installs them.
ensureSystemPackages();
// Every temporary file of the run in one folder, in memory where there is room, removed at the end.
makeScratchFolder();

const runStarted = performance.now();
// One PostgreSQL server for every test run that needs one (each test takes a database of its
// own); it stops when this process ends.
const postgres = await startPostgres();
process.env.TEST_POSTGRES_URL = postgres.adminUrl;
// The run starts hundreds of Node processes (servers, the CLIs, release steps, browser-test
// servers), each compiling and type-stripping the same modules: Node's compile cache lets each
// reuse what the ones before it did (entries are checked against the source they came from).
process.env.NODE_COMPILE_CACHE ??= resolve("node_modules/.cache/node-compile");
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** A step's outcome: its exit status and the CPU seconds it and every process it waited for took. */
interface Outcome {
  status: number | null;
  cpu: number;
}

function finished(label: string, { status, cpu }: Outcome, started: number): void {
  const spent = `${seconds(performance.now() - started)} s, ${cpu.toFixed(1)} CPU-s`;
  if (status !== 0) {
    console.error(`\n✖ ${label} failed after ${spent}`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${label} (${spent})`);
}

// Ended with the run, so that the steps' process groups (below) are stopped with it too.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.once(signal, () => process.exit(1));

/**
 * A command's outcome, the event loop free meanwhile (steps beside it go on writing). Its CPU is
 * that of every process it started, counted by a control group where this process may make one
 * (scripts/process-cpu.ts); elsewhere the shell's children's times in /proc once the command
 * has ended (fields 16–17), which leave out the processes nobody waited for (a browser's
 * renderers).
 */
const run = (command: string, output: "inherit" | number, index: number) =>
  new Promise<Outcome>((resolve) => {
    const statFile = join(outputDir, `step-${index}.stat`);
    const group = cpuGroup("dp-test-step");
    const script = `${group?.join ?? ":"}\n${command}\nstatus=$?; cat /proc/$$/stat >${statFile}; exit $status`;
    // A process group of its own: the shell, the runner it starts and that runner's workers.
    const child = spawn("sh", ["-c", script], {
      detached: true,
      stdio: ["ignore", output, output],
    });
    // Stopped with the run if a step fails meanwhile: the whole group, not the shell alone
    // (its runner would go on as an orphan).
    const stop = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        // The group has already ended.
      }
    };
    process.once("exit", stop);
    child.once("close", (status) => {
      process.off("exit", stop);
      const cpu = group?.seconds() ?? childrenCpu(statFile);
      group?.remove();
      resolve({ status, cpu });
    });
  });

/** The children's CPU seconds in a shell's /proc stat line (0 when the shell was stopped). */
function childrenCpu(statFile: string): number {
  try {
    return cpuSecondsOf(readFileSync(statFile, "utf8"));
  } catch {
    return 0;
  }
}

/** A step running beside others: its output goes to a file, shown when it is waited for. */
interface Running {
  label: string;
  started: number;
  waitBefore: number;
  outputFile: string;
  done: Promise<Outcome>;
}
const beside: Running[] = [];
// In the run's scratch folder, removed with it.
const outputDir = mkdtempSync(join(tmpdir(), "dp-test-output-"));

for (const [index, { label, command, beside: count }] of steps.entries()) {
  for (const running of beside.filter((step) => step.waitBefore === index)) {
    const outcome = await running.done;
    console.log(`\n▶ ${running.label} (ran beside the steps above)`);
    process.stdout.write(readFileSync(running.outputFile));
    finished(running.label, outcome, running.started);
  }
  console.log(`\n▶ ${label}: ${command}${count ? " (beside the next steps)" : ""}`);
  const started = performance.now();
  if (count) {
    const outputFile = join(outputDir, `step-${index}.log`);
    const done = run(command, openSync(outputFile, "w"), index);
    // A failure ends the run at once, not when its turn to be shown comes.
    void done.then((outcome) => {
      if (outcome.status === 0) return;
      console.log(`\n▶ ${label} (ran beside the steps above)`);
      process.stdout.write(readFileSync(outputFile));
      finished(label, outcome, started);
    });
    beside.push({ label, started, waitBefore: index + count + 1, outputFile, done });
    continue;
  }
  finished(label, await run(command, "inherit", index), started);
}
await postgres.stop();
console.log(`\n✔ all checks passed in ${seconds(performance.now() - runStarted)} s`);
