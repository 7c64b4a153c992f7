/**
 * CPU seconds from a shell's /proc/<pid>/stat line, read once the commands it ran have ended:
 * its own times (utime, stime) and its waited-for children's (cutime, cstime), which take in
 * every process those children waited for. `npm test` prints each step's; `npm run
 * bench:suite` a whole run's.
 */
import { execFileSync } from "node:child_process";

const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** Seconds of the stat line's own and children's times (`own`: the shell's own too). */
export function cpuSecondsOf(stat: string, { own = false } = {}): number {
  // After ") ": the state is field 3, so utime … cstime (fields 14–17) are at 11–14.
  const fields = stat.split(") ").at(-1)?.split(" ") ?? [];
  const at = own ? [11, 12, 13, 14] : [13, 14];
  return at.reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) / ticks;
}
