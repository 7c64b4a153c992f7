/**
 * `npm run inquiries` — the stored inquiries and their delivery state, without personal
 * data (id, times, state, attempts, last error, service key).
 *
 *   npm run inquiries                  newest 50 as a table
 *   npm run inquiries -- --all         every one
 *   npm run inquiries -- --json        as JSON
 *   npm run inquiries -- --retry all   make every pending inquiry due now
 *   npm run inquiries -- --retry <id>  make one due now
 *
 * A retry only moves the next attempt time; the running server's deliverer picks it up
 * within DELIVERY_POLL_MS (5 s by default).
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseConfig } from "../env.ts";
import { InquiryStore, type StoredInquiry } from "../inquiries/store.ts";

const usage = "usage: npm run inquiries -- [--json] [--all] [--limit N] [--retry <id|all>]";

export interface InquiryOverview {
  id: string;
  received: string;
  state: string;
  attempts: number;
  lastError: string;
  nextAttempt: string;
  service: string;
}

export function overview(inquiry: StoredInquiry): InquiryOverview {
  return {
    id: inquiry.id,
    received: inquiry.receivedAt,
    state: inquiry.state,
    attempts: inquiry.attempts,
    lastError: inquiry.lastError ?? "",
    nextAttempt: inquiry.state === "delivered" ? "" : (inquiry.nextAttemptAt ?? ""),
    service: inquiry.service,
  };
}

const columns: Array<[keyof InquiryOverview, string]> = [
  ["id", "id"],
  ["received", "received"],
  ["state", "state"],
  ["attempts", "attempts"],
  ["lastError", "last error"],
  ["nextAttempt", "next attempt"],
  ["service", "service"],
];

export function table(rows: readonly InquiryOverview[]): string {
  const cells = rows.map((row) => columns.map(([key]) => String(row[key]).slice(0, 60)));
  const heads = columns.map(([, head]) => head);
  const widths = heads.map((head, i) =>
    Math.max(head.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(heads), line(widths.map((width) => "-".repeat(width))), ...cells.map(line)].join(
    "\n",
  );
}

export function runCli(argv: string[], env: Record<string, string | undefined>): number {
  let options: { json?: boolean; all?: boolean; limit?: string; retry?: string; help?: boolean };
  try {
    ({ values: options } = parseArgs({
      args: argv,
      options: {
        json: { type: "boolean" },
        all: { type: "boolean" },
        limit: { type: "string" },
        retry: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const { databasePath } = parseConfig(env);
  if (!existsSync(databasePath)) {
    console.error(`No inquiry store at ${databasePath} (DATABASE_PATH): nothing was received yet.`);
    return 1;
  }
  const store = new InquiryStore(databasePath);
  try {
    if (options.retry !== undefined) {
      const count = store.retryNow(options.retry === "all" ? undefined : options.retry);
      if (options.json) console.log(JSON.stringify({ retried: count }));
      else
        console.log(
          `${count} pending ${count === 1 ? "inquiry" : "inquiries"} due now; the running server delivers within seconds.`,
        );
      return count === 0 && options.retry !== "all" ? 1 : 0;
    }
    const limit = options.all ? Number.MAX_SAFE_INTEGER : Number(options.limit ?? 50);
    if (!Number.isInteger(limit) || limit < 1) {
      console.error(`--limit must be a positive whole number\n${usage}`);
      return 2;
    }
    const rows = store.list(limit).map(overview);
    const counts = store.counts();
    if (options.json) {
      console.log(JSON.stringify({ counts, inquiries: rows }, null, 2));
    } else {
      console.log(table(rows));
      console.log(`\n${counts.pending} pending, ${counts.delivered} delivered (${databasePath})`);
    }
    return 0;
  } finally {
    store.close();
  }
}

if (import.meta.main) process.exitCode = runCli(process.argv.slice(2), process.env);
