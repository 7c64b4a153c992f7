/**
 * The arguments of a command that works on one file (backup, restore): the file, resolved, and
 * its on/off options, or the exit code once it printed its help (0) or what was wrong (2).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { errorMessage } from "../shared/log.ts";

export function fileArguments<Flag extends string>(
  argv: string[],
  command: {
    /** What `--help` prints. */
    help: string;
    /** The command line as the usage line shows it, e.g. `npm run backup -- FILE`. */
    usage: string;
    /** Why it stops when not given exactly one file. */
    missing: string;
    flags?: readonly Flag[];
  },
): { file: string; flags: Record<Flag, boolean> } | number {
  const flags = command.flags ?? [];
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        help: { type: "boolean", short: "h" },
        ...Object.fromEntries(flags.map((flag) => [flag, { type: "boolean" as const }])),
      },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(command.help);
      return 0;
    }
    if (positionals.length !== 1) throw new Error(command.missing);
    return {
      file: resolve(positionals[0] ?? ""),
      flags: Object.fromEntries(
        flags.map((flag) => [flag, (values as Record<string, unknown>)[flag] === true]),
      ) as Record<Flag, boolean>,
    };
  } catch (error) {
    console.error(`${errorMessage(error)}\nusage: ${command.usage} (--help for more)`);
    return 2;
  }
}
