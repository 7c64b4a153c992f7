/**
 * `npm run inquiries` — the stored inquiries and each channel's delivery state (webhook,
 * staff e-mail). Listings carry no personal data (id, times, states, attempts, last errors,
 * service key); only --export prints what a visitor sent, for a data-subject request.
 *
 *   npm run inquiries                      newest 50 as a table
 *   npm run inquiries -- --all             every one
 *   npm run inquiries -- --json            as JSON
 *   npm run inquiries -- --retry all       make every pending delivery due now (both channels)
 *   npm run inquiries -- --retry <id>      make one inquiry's pending deliveries due now
 *   npm run inquiries -- --purge           delete inquiries older than INQUIRY_RETENTION_DAYS
 *   npm run inquiries -- --export ADDRESS  that address's inquiries as a JSON array
 *   npm run inquiries -- --erase ADDRESS   delete that address's inquiries from the files
 *
 * It reads the same environment as the server (DATABASE_PATH and the channels' settings),
 * and works while the server runs: both use the same SQLite file.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Config, channelSetting, parseConfig } from "../env.ts";
import {
  type Channel,
  type ChannelCounts,
  channels,
  type Delivery,
  InquiryStore,
  type StoredInquiry,
} from "../inquiries/store.ts";
import { errorMessage } from "../log.ts";

const usage =
  "usage: npm run inquiries -- [--json] [--all] [--limit N] [--retry <id|all>] [--purge] [--export ADDRESS] [--erase ADDRESS]";

const dayMs = 86_400_000;

interface ChannelOverview {
  state: string;
  attempts: number;
  lastError: string;
  nextAttempt: string;
}

export interface InquiryOverview {
  id: string;
  received: string;
  service: string;
  webhook: ChannelOverview;
  email: ChannelOverview;
}

const channelOverview = (delivery: Delivery | undefined): ChannelOverview => ({
  state: delivery?.state ?? "not queued",
  attempts: delivery?.attempts ?? 0,
  lastError: delivery?.lastError ?? "",
  nextAttempt: delivery?.state === "pending" ? (delivery.nextAttemptAt ?? "") : "",
});

export function overview(inquiry: StoredInquiry): InquiryOverview {
  return {
    id: inquiry.id,
    received: inquiry.receivedAt,
    service: inquiry.service,
    webhook: channelOverview(inquiry.delivery.webhook),
    email: channelOverview(inquiry.delivery.email),
  };
}

const channelNames: Record<Channel, string> = { webhook: "webhook", email: "e-mail" };

const columns: Array<[string, (row: InquiryOverview) => string]> = [
  ["id", (row) => row.id],
  ["received", (row) => row.received],
  ...channels.flatMap(
    (channel): Array<[string, (row: InquiryOverview) => string]> => [
      [channelNames[channel], (row) => `${row[channel].state} (${row[channel].attempts})`],
      [`${channelNames[channel]} next`, (row) => row[channel].nextAttempt],
      [`${channelNames[channel]} error`, (row) => row[channel].lastError],
    ],
  ),
  ["service", (row) => row.service],
];

export function table(rows: readonly InquiryOverview[]): string {
  const cells = rows.map((row) => columns.map(([, cell]) => cell(row).slice(0, 40)));
  const heads = columns.map(([head]) => head);
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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function countsLine(counts: ChannelCounts, total: number): string {
  const parts = channels.map(
    (channel) =>
      `${channelNames[channel]}: ${counts[channel].pending} pending, ${counts[channel].delivered} delivered`,
  );
  return `${plural(total, "inquiry", "inquiries")}; ${parts.join("; ")}`;
}

/**
 * What happens to deliveries made due, told from the configuration this command sees (the
 * same environment as the server's): it cannot know whether a server is running.
 */
export function afterRetry(config: Config, retried: Record<Channel, number>): string[] {
  const seconds = Math.max(1, Math.round(config.delivery.pollMs / 1000));
  return channels
    .filter((channel) => retried[channel] > 0)
    .map((channel) => {
      const { variable, isSet } = channelSetting(config, channel);
      const what = `${channelNames[channel]} (${retried[channel]})`;
      return isSet
        ? `${what}: a server running with this configuration sends them within about ${seconds} s; if none is running, when one starts.`
        : `${what}: ${variable} is not set here, so nothing is sent now; they go out when a server with ${variable} set starts.`;
    });
}

/**
 * Under the listing: a channel that is not configured never sends, so its pending deliveries
 * wait whatever their "next" time says.
 */
export function waitingNotes(config: Config, counts: ChannelCounts): string[] {
  return channels.flatMap((channel) => {
    const { variable, isSet } = channelSetting(config, channel);
    const { pending } = counts[channel];
    if (isSet || pending === 0) return [];
    const waiting = plural(pending, "pending delivery waits", "pending deliveries wait");
    return [
      `${channelNames[channel]}: ${variable} is not set here; ${waiting} until a server with ${variable} set starts.`,
    ];
  });
}

interface Options {
  json?: boolean;
  all?: boolean;
  limit?: string;
  retry?: string;
  purge?: boolean;
  export?: string;
  erase?: string;
  help?: boolean;
}

export function runCli(argv: string[], env: Record<string, string | undefined>): number {
  let options: Options;
  let config: Config;
  try {
    ({ values: options } = parseArgs({
      args: argv,
      options: {
        json: { type: "boolean" },
        all: { type: "boolean" },
        limit: { type: "string" },
        retry: { type: "string" },
        purge: { type: "boolean" },
        export: { type: "string" },
        erase: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`${errorMessage(error)}\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  try {
    config = parseConfig(env);
  } catch (error) {
    console.error(errorMessage(error));
    return 2;
  }
  const { databasePath } = config;
  if (!existsSync(databasePath)) {
    console.error(`No inquiry store at ${databasePath} (DATABASE_PATH): nothing was received yet.`);
    return 1;
  }
  let store: InquiryStore;
  try {
    store = new InquiryStore(databasePath);
  } catch (error) {
    console.error(errorMessage(error));
    return 1;
  }
  try {
    return run(store, options, config);
  } finally {
    store.close();
  }
}

function run(store: InquiryStore, options: Options, config: Config): number {
  const print = (json: unknown, text: string) =>
    console.log(options.json ? JSON.stringify(json) : text);

  if (options.export !== undefined) {
    // Everything stored about the address, for the visitor's access request.
    console.log(JSON.stringify(store.byAddress(options.export), null, 2));
    return 0;
  }
  if (options.erase !== undefined) {
    const erased = store.erase(options.erase);
    print(
      { erased },
      `${plural(erased, "inquiry", "inquiries")} from ${options.erase} erased, also from the database files.`,
    );
    return 0;
  }
  if (options.purge) {
    const cutoff = new Date(Date.now() - config.retentionDays * dayMs);
    const purged = store.purgeBefore(cutoff);
    print(
      { purged, before: cutoff.toISOString() },
      `${plural(purged, "inquiry", "inquiries")} received before ${cutoff.toISOString()} deleted (INQUIRY_RETENTION_DAYS=${config.retentionDays}).`,
    );
    return 0;
  }
  if (options.retry !== undefined) {
    const one = options.retry === "all" ? undefined : options.retry;
    const retried = store.retryNow(one);
    const count = retried.webhook + retried.email;
    print(
      { retried: count, ...retried },
      count === 0
        ? "No pending delivery to retry."
        : [
            `${plural(count, "pending delivery", "pending deliveries")} due now.`,
            ...afterRetry(config, retried),
          ].join("\n"),
    );
    return count === 0 && one !== undefined ? 1 : 0;
  }
  const limit = options.all ? Number.MAX_SAFE_INTEGER : Number(options.limit ?? 50);
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit must be a positive whole number\n${usage}`);
    return 2;
  }
  const rows = store.list(limit).map(overview);
  const counts = store.counts();
  const total = store.inquiryCount();
  if (options.json) {
    console.log(JSON.stringify({ total, counts, inquiries: rows }, null, 2));
  } else {
    console.log(table(rows));
    console.log(`\n${countsLine(counts, total)} (${config.databasePath})`);
    for (const note of waitingNotes(config, counts)) console.log(note);
  }
  return 0;
}

if (import.meta.main) process.exitCode = runCli(process.argv.slice(2), process.env);
