import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cpuSecondsOf } from "./process-cpu.ts";

const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
/** A stat line as /proc writes it, its name holding ") " too; times in ticks (fields 14–17). */
const stat = (utime: number, stime: number, cutime: number, cstime: number) =>
  `4242 (odd) name) S 1 4242 4242 0 -1 4194304 100 200 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0`;

describe("a shell's CPU from /proc", () => {
  it("reads the waited-for children's times, or the shell's own too", () => {
    const line = stat(ticks, 2 * ticks, 30 * ticks, 4 * ticks);
    expect(cpuSecondsOf(line)).toBe(34);
    expect(cpuSecondsOf(line, { own: true })).toBe(37);
  });

  it("reads a real shell's line: a child that spun is counted", () => {
    const line = execFileSync(
      "sh",
      ["-c", 'timeout 0.3 sh -c "while :; do :; done"; cat /proc/$$/stat'],
      {
        encoding: "utf8",
      },
    );
    expect(cpuSecondsOf(line)).toBeGreaterThan(0.1);
  });
});
