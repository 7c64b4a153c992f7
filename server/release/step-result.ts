/**
 * What the release step hands back to the process that ran it: one JSON file (`--result FILE`),
 * written whole (a rename) when the step ends, so its problems arrive as data, not as text to
 * pick out of its output. No file means the step did not end by itself (killed, or stopped by
 * its memory limit before it could write).
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";

export type StepResult =
  | { ok: true; warnings: string[] }
  /** `outOfMemory`: the step ran out of the memory it may use (its limits, docs/editor-internals.md). */
  | { ok: false; problems: string[]; outOfMemory?: boolean };

export function writeStepResult(file: string | undefined, result: StepResult): void {
  if (!file) return;
  writeFileSync(`${file}.tmp`, JSON.stringify(result));
  renameSync(`${file}.tmp`, file);
}

/** The step's result, or undefined when it wrote none (or not ours). */
export function readStepResult(file: string): StepResult | undefined {
  try {
    const result = JSON.parse(readFileSync(file, "utf8")) as StepResult;
    if (result.ok === true || (result.ok === false && Array.isArray(result.problems)))
      return result;
  } catch {
    // None written: the caller says why from how the process ended.
  }
  return undefined;
}

/**
 * Reports an error nothing caught (an allocation refused outside the step's own error
 * handling, by its memory limit) as the step's result, then ends the process.
 */
export function reportUncaught(file: string | undefined): void {
  process.once("uncaughtException", (error) => {
    console.error(error);
    const problem = String(error?.message).split("\n")[0] ?? "";
    writeStepResult(file, { ok: false, problems: [problem], outOfMemory: isOutOfMemory(error) });
    process.exit(1);
  });
}

/**
 * Whether an error is an allocation the memory limit refused: a buffer or WebAssembly memory
 * that could not be had. (A JavaScript heap past its limit ends the process instead.)
 */
export function isOutOfMemory(error: unknown): boolean {
  return (
    error instanceof RangeError &&
    /allocation failed|out of memory|(could not|cannot|failed to) allocate/i.test(error.message)
  );
}
