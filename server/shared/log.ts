/**
 * Structured logs: one JSON object per line. Never pass personal data or client addresses;
 * inquiries are named by id only.
 */
/** The levels LOG_LEVEL may name, quietest last. */
export const logLevels = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

type Level = Exclude<LogLevel, "silent">;
type Fields = Record<string, unknown>;

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (event: string, fields?: Fields) => void>;

/** Where lines go: stdout for debug and info, stderr for warnings and errors by default. */
export type LogSink = (level: Level, line: string) => void;

const toStandardStreams: LogSink = (level, line) => {
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
};

export function createLogger(
  minimum: LogLevel = "info",
  sink: LogSink = toStandardStreams,
): Logger {
  const write =
    (level: Level) =>
    (event: string, fields: Fields = {}) => {
      if (order[level] < order[minimum]) return;
      sink(level, JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
