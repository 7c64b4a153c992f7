/**
 * A command that works on one file (backup, restore): it parses the file, resolved, and its
 * on/off options, answers --help, and stops with exit code 2 and the usage line when called
 * wrongly; otherwise it runs the command's work, whose answer is the exit code.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { errorMessage } from "../shared/log.ts";

export type Environment = Record<string, string | undefined>;

export interface FileArguments<Flag extends string = never> {
  file: string;
  flags: Record<Flag, boolean>;
}

export function fileCommand<Flag extends string = never>(
  command: {
    /** The command line as the usage line shows it, e.g. `npm run backup -- FILE`. */
    usage: string;
    /** What `--help` prints between the usage line and the options. */
    about: string;
    /** Why it stops when not given exactly one file. */
    missing: string;
    /** Each on/off option with what `--help` says of it. */
    flags?: Record<Flag, string>;
  },
  run: (args: FileArguments<Flag>, env: Environment) => Promise<number>,
): (argv: string[], env: Environment) => Promise<number> {
  const described: Record<string, string> = command.flags ?? {};
  const flags = Object.keys(described) as Flag[];
  const options = [
    ...Object.entries(described).map(([flag, text]) => [`--${flag}`, text] as const),
    ["-h, --help", "print this help"] as const,
  ];
  const help = [
    command.usage,
    command.about,
    options.map(([name, text]) => `  ${name.padEnd(10)}  ${text}`).join("\n"),
  ].join("\n\n");
  return async (argv, env) => {
    let args: FileArguments<Flag> | "help";
    try {
      args = parse(argv, flags, command.missing);
    } catch (error) {
      console.error(`${errorMessage(error)}\nusage: ${command.usage} (--help for more)`);
      return 2;
    }
    if (args !== "help") return run(args, env);
    console.log(help);
    return 0;
  };
}

/** The arguments, or "help" when asked for it; a wrong call throws what is wrong with it. */
function parse<Flag extends string>(
  argv: string[],
  flags: readonly Flag[],
  missing: string,
): FileArguments<Flag> | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      help: { type: "boolean", short: "h" },
      ...Object.fromEntries(flags.map((flag) => [flag, { type: "boolean" as const }])),
    },
    allowPositionals: true,
  });
  if (values.help) return "help";
  if (positionals.length !== 1) throw new Error(missing);
  return {
    file: resolve(positionals[0] ?? ""),
    flags: Object.fromEntries(
      flags.map((flag) => [flag, (values as Record<string, unknown>)[flag] === true]),
    ) as Record<Flag, boolean>,
  };
}
