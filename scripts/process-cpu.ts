/**
 * What a run of commands cost in CPU seconds, as `npm test` prints each step's and `npm run
 * bench:suite` a whole run's: every process it started, counted by a control group
 * (`cpuGroup`) where one can be made; elsewhere a shell's /proc/<pid>/stat line read once the
 * commands have ended, its own times (utime, stime) and its waited-for children's (cutime,
 * cstime), which take in every process those children waited for.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmdirSync } from "node:fs";
import { join } from "node:path";

const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** Seconds of the stat line's own and children's times (`own`: the shell's own too). */
export function cpuSecondsOf(stat: string, { own = false } = {}): number {
  // After ") ": the state is field 3, so utime … cstime (fields 14–17) are at 11–14.
  const fields = stat.split(") ").at(-1)?.split(" ") ?? [];
  const at = own ? [11, 12, 13, 14] : [13, 14];
  return at.reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) / ticks;
}

/**
 * A control group that counts the CPU of every process started in it, whether or not a parent
 * waited for it: a browser's renderer and GPU processes end unwaited for (their zygote goes
 * first), so a shell's children's times miss them. Made where this process may (root, with
 * cgroup v2 or v1's cpuacct mounted); undefined elsewhere.
 */
export interface CpuGroup {
  /** The shell line that moves the shell running it into the group. */
  join: string;
  /** CPU seconds of every process that has run in the group. */
  seconds(): number;
  /** Removes the group (once its processes have ended). */
  remove(): void;
}

const groupRoots = [
  { dir: "/sys/fs/cgroup", usage: "cpu.stat", hierarchy: /^0::(.*)$/m },
  { dir: "/sys/fs/cgroup/unified", usage: "cpu.stat", hierarchy: /^0::(.*)$/m },
  {
    dir: "/sys/fs/cgroup/cpuacct",
    usage: "cpuacct.usage",
    hierarchy: /^\d+:[\w,]*cpuacct[\w,]*:(.*)$/m,
  },
];

/**
 * Made inside this process's own group, whose count then takes it in: a step's group inside
 * the group bench:suite counts the whole run in.
 */
export function cpuGroup(name: string): CpuGroup | undefined {
  const own = readFileSync("/proc/self/cgroup", "utf8");
  for (const { dir, usage, hierarchy } of groupRoots) {
    const parent = own.match(hierarchy)?.[1];
    if (parent === undefined) continue;
    const group = join(dir, parent, `${name}-${process.pid}-${Date.now()}`);
    try {
      if (!existsSync(join(dir, "cgroup.procs"))) continue;
      mkdirSync(group);
      readFileSync(join(group, usage), "utf8");
    } catch {
      continue;
    }
    return {
      join: `echo $$ >${join(group, "cgroup.procs")}`,
      seconds() {
        const text = readFileSync(join(group, usage), "utf8");
        // cgroup v2: "usage_usec N" in cpu.stat; v1: nanoseconds in cpuacct.usage.
        const v2 = text.match(/^usage_usec (\d+)$/m);
        return v2 ? Number(v2[1]) / 1e6 : Number(text.trim()) / 1e9;
      },
      remove() {
        try {
          rmdirSync(group);
        } catch {
          // A process left running keeps it; it is empty and harmless once that ends.
        }
      },
    };
  }
  return undefined;
}
