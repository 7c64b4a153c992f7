/**
 * `npm run bench:suite -- [--base REV] [--runs N] [--base-fix REV…]`: what `npm test` costs, as
 * CPU, against another commit's suite on the same machine in the same hour. `--base-fix` applies
 * a later commit's change to the base's clone (uncommitted) before its runs: a fix of one of
 * the base's own tests that fails on this machine, whose run would otherwise stop early; the
 * figures name it. The machines' speed changes
 * from day to day, so the suite's bar is a ratio: this commit's CPU over the base's, both run
 * from fresh clones (their own `npm install`, not counted), taking turns (base, this, base…).
 *
 * The CPU is user + system time of every process `npm test` started, the browsers' too, counted
 * by a control group (where the machine lets this process make one: root, cgroup v2 or v1's
 * cpuacct); beside it what the shell's children's times count (npm test and the processes it
 * waited for), the only figure elsewhere. The wall time and the load average at each start are
 * printed beside it. Each run takes the machine for five to ten minutes: run it on an
 * otherwise idle machine. Writes its figures into docs/figures.md.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { median, recordLatest } from "./bench-figures.ts";
import { cpuGroup, cpuSecondsOf } from "./process-cpu.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    runs: { type: "string", default: "1" },
    "base-fix": { type: "string", multiple: true, default: [] },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number from 1");
const revision = (name: string) =>
  execFileSync("git", ["rev-parse", name], { encoding: "utf8" }).trim();
const head = revision("HEAD");
const base = revision(values.base ?? "HEAD~1");
const baseFixes = values["base-fix"].map(revision);

/** A fresh clone of `commit`, with the changes of `fixes` applied, and its packages installed. */
function cloneOf(commit: string, fixes: readonly string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), `dp-bench-suite-${commit.slice(0, 7)}-`));
  // As a clone anywhere else is: the test PostgreSQL, run as its own user under root, must
  // reach the binaries in it (mkdtemp makes the folder its owner's alone).
  chmodSync(dir, 0o755);
  execFileSync("git", ["clone", "--quiet", process.cwd(), dir]);
  execFileSync("git", ["-C", dir, "checkout", "--quiet", "--detach", commit]);
  for (const fix of fixes) execFileSync("git", ["-C", dir, "cherry-pick", "--no-commit", fix]);
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--silent"], {
    env: cleanEnv(),
    cwd: dir,
    stdio: "ignore",
  });
  return dir;
}

/**
 * The environment a fresh clone meets on this machine: the user's home, language and temporary
 * folder, and PATH without this checkout's node_modules/.bin (the machine's own npm and Node).
 * Nothing of `npm run`'s own variables, which name this checkout as the project (and no CI (no
 * retries).
 */
function cleanEnv(): NodeJS.ProcessEnv {
  const kept = ["HOME", "USER", "LOGNAME", "SHELL", "LANG", "LC_ALL", "TMPDIR", "TERM"];
  const env = Object.fromEntries(
    kept.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const path = (process.env.PATH ?? "").split(":").filter((dir) => !dir.includes("node_modules"));
  return { ...env, PATH: path.join(":") };
}

/**
 * One `npm test` in `dir`: its CPU and wall seconds. The CPU is that of every process the run
 * started, counted by a control group where this process may make one (`cpu`); `waited` is
 * npm test's and the processes it waited for alone (the shell's children's times), which leaves
 * out the browsers' renderer and GPU processes (nobody waits for them).
 */
function suite(dir: string): {
  cpu: number;
  waited: number;
  wall: number;
  ok: boolean;
  load: number;
} {
  const load = loadavg()[0] ?? 0;
  const started = performance.now();
  const group = cpuGroup("dp-bench-suite");
  // The shell's own /proc entry after the run: fields 14–17 are its and its children's times.
  const log = join(dir, "bench-suite.log");
  const script = `${group?.join ?? ":"}; npm test >${log} 2>&1; status=$?; cat /proc/$$/stat; exit $status`;
  const run = spawnSync("sh", ["-c", script], { cwd: dir, encoding: "utf8", env: cleanEnv() });
  if (run.status !== 0) console.log(readFileSync(log, "utf8").split("\n").slice(-30).join("\n"));
  const wall = (performance.now() - started) / 1000;
  const waited = cpuSecondsOf(run.stdout.trim(), { own: true });
  const cpu = group?.seconds() ?? waited;
  group?.remove();
  return { cpu, waited, wall, ok: run.status === 0, load };
}

const dirs = { base: cloneOf(base, baseFixes), head: cloneOf(head) };
const seen: Record<"base" | "head", ReturnType<typeof suite>[]> = { base: [], head: [] };
try {
  for (let i = 0; i < runs; i++) {
    for (const which of ["base", "head"] as const) {
      const result = suite(dirs[which]);
      seen[which].push(result);
      console.log(
        `${which} ${which === "base" ? base.slice(0, 10) : head.slice(0, 10)}: ${result.cpu.toFixed(1)} CPU-s (${result.waited.toFixed(1)} waited for), ${result.wall.toFixed(1)} s, load ${result.load.toFixed(2)} at start${result.ok ? "" : " — FAILED"}`,
      );
    }
  }
} finally {
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
}
// A failed run stopped early: its CPU is that of a shorter suite, so the medians leave it out
// (it is listed, marked). With no run passed on a side there is no ratio.
const passed = (which: "base" | "head") => seen[which].filter((run) => run.ok);
const cpu = (which: "base" | "head") => median(passed(which).map((run) => run.cpu));
const ratio =
  passed("base").length && passed("head").length
    ? `ratio ${(cpu("head") / cpu("base")).toFixed(3)}`
    : "no ratio: no run passed on one side";
console.log(
  `\nmedian CPU of the passed runs: base ${cpu("base").toFixed(1)} s, this commit ${cpu("head").toFixed(1)} s; ${ratio}`,
);
const each = (which: "base" | "head") =>
  seen[which]
    .map(
      (run) =>
        `${run.cpu.toFixed(1)} CPU-s (${run.waited.toFixed(1)} waited for) in ${run.wall.toFixed(1)} s (load ${run.load.toFixed(2)} at start${run.ok ? "" : ", **failed**"})`,
    )
    .join(", ");
const fixedWith = baseFixes.length
  ? ` (with the change of ${baseFixes.map((fix) => `\`${fix.slice(0, 7)}\``).join(", ")} applied, a later fix of its own test that fails on this machine)`
  : "";
recordLatest(
  "bench:suite",
  `\`npm test\` from fresh clones, taking turns, ${runs} run(s) each (changes not committed are not measured): this commit \`${head.slice(0, 7)}\` ${each("head")}; the base \`${base.slice(0, 7)}\`${fixedWith} ${each("base")}. Median CPU of the passed runs this commit ${cpu("head").toFixed(1)} s against the base's ${cpu("base").toFixed(1)} s: ${ratio}.`,
);
