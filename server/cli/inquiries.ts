/**
 * `npm run inquiries` — the stored inquiries and each channel's delivery state (webhook,
 * staff e-mail), retries, retention and data-subject requests; `--help` lists the options
 * (`optionList` below). Listings carry no personal data (id, times, states, attempts, last
 * errors, service key); only --export prints what a visitor sent.
 *
 * It reads the same environment as the server (DATABASE_URL or DATABASE_PATH, and the
 * channels' settings), and works while the server runs: both use the same store. It cannot
 * see the running server's settings, so what it says about sending depends on them is said
 * as such.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Config, channelSetting, parseConfig } from "../env.ts";
import {
  type Channel,
  type ChannelCounts,
  channels,
  type Delivery,
  type InquiryStore,
  openInquiryStore,
  type StoredInquiry,
} from "../inquiries/index.ts";
import { errorMessage } from "../shared/log.ts";

/** Every option: its argument and what --help says of it. */
const optionList = {
  all: { type: "boolean", help: "list every inquiry, not only the newest 50" },
  limit: { type: "string", value: "N", help: "list the newest N inquiries (default 50)" },
  json: { type: "boolean", help: "print JSON instead of text (with any option)" },
  retry: {
    type: "string",
    value: "<id|all>",
    help: "make one inquiry's pending deliveries, or all, due now (both channels)",
  },
  purge: { type: "boolean", help: "delete inquiries older than INQUIRY_RETENTION_DAYS" },
  export: {
    type: "string",
    value: "ADDRESS",
    help: "print every inquiry sent from ADDRESS, all fields, as JSON (access request)",
  },
  erase: {
    type: "string",
    value: "ADDRESS",
    help: "delete every inquiry sent from ADDRESS, also from the database files",
  },
  help: { type: "boolean", short: "h", help: "print this help" },
} as const satisfies Record<
  string,
  { type: "boolean" | "string"; value?: string; short?: string; help: string }
>;

/** Each option as written on the command line ("--erase ADDRESS"), with its help. */
const spelled = Object.entries(optionList).map(([name, option]) => ({
  option: `--${name}${"value" in option ? ` ${option.value}` : ""}`,
  short: "short" in option ? `-${option.short}, ` : "",
  help: option.help,
}));

const usage = `usage: npm run inquiries -- ${spelled.map(({ option }) => `[${option}]`).join(" ")}`;

function help(): string {
  const rows = [
    ["(no option)", "the newest 50 inquiries as a table, and each channel's counts"],
    ...spelled.map(({ option, short, help }) => [`${short}${option}`, help]),
  ];
  const width = Math.max(...rows.map(([left = ""]) => left.length));
  return [
    "npm run inquiries -- [options]",
    "",
    "The stored inquiries and each channel's delivery state (webhook, staff e-mail). Listings",
    "carry no personal data; only --export prints what a visitor sent. It reads the same",
    "environment as the server (DATABASE_URL or DATABASE_PATH, CONTACT_WEBHOOK_URL, SMTP_URL,",
    "…) and works while the server runs.",
    "",
    ...rows.map(([left = "", right]) => `  ${left.padEnd(width)}  ${right}`),
  ].join("\n");
}

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
 * What becomes of a channel's pending deliveries when this shell lacks the channel's setting.
 * The running server may well have it (it is often started with settings a shell does not
 * have), so this says what depends on it instead of guessing.
 */
function dependsOnServer(variable: string, count: number, within = ""): string {
  const them = count === 1 ? "it" : "them";
  return `${variable} is not set in this shell, but delivery depends on the running server's settings: a server with ${variable} set sends ${them}${within}; one without it keeps ${them} in the store.`;
}

/** What happens to deliveries made due, told from the configuration this command sees. */
export function afterRetry(config: Config, retried: Record<Channel, number>): string[] {
  const seconds = Math.max(1, Math.round(config.delivery.pollMs / 1000));
  return channels
    .filter((channel) => retried[channel] > 0)
    .map((channel) => {
      const { variable, isSet } = channelSetting(config, channel);
      const count = retried[channel];
      const what = `${channelNames[channel]} (${count})`;
      return isSet
        ? `${what}: a server running with this configuration sends them within about ${seconds} s; if none is running, when one starts.`
        : `${what}: ${dependsOnServer(variable, count, ` within about ${seconds} s`)}`;
    });
}

/** Under the listing: what becomes of the pending deliveries of a channel not set here. */
export function waitingNotes(config: Config, counts: ChannelCounts): string[] {
  return channels.flatMap((channel) => {
    const { variable, isSet } = channelSetting(config, channel);
    const { pending } = counts[channel];
    if (isSet || pending === 0) return [];
    const waiting = plural(pending, "pending delivery", "pending deliveries");
    return [`${channelNames[channel]}: ${waiting}. ${dependsOnServer(variable, pending)}`];
  });
}

const parseOptions = (argv: string[]) => parseArgs({ args: argv, options: optionList }).values;

type Options = ReturnType<typeof parseOptions>;

export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  let options: Options;
  let config: Config;
  try {
    options = parseOptions(argv);
  } catch (error) {
    console.error(`${errorMessage(error)}\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(help());
    return 0;
  }
  for (const name of ["export", "erase"] as const) {
    if (options[name]?.trim() === "") {
      console.error(`--${name} needs an e-mail address: --${name} ADDRESS\n${usage}`);
      return 2;
    }
  }
  try {
    config = parseConfig(env);
  } catch (error) {
    console.error(errorMessage(error));
    return 2;
  }
  const { databasePath, databaseUrl } = config;
  if (!databaseUrl && !existsSync(databasePath)) {
    console.error(`No inquiry store at ${databasePath} (DATABASE_PATH): nothing was received yet.`);
    return 1;
  }
  let store: InquiryStore;
  try {
    store = await openInquiryStore(config);
  } catch (error) {
    console.error(errorMessage(error));
    return 1;
  }
  try {
    return await run(store, options, config);
  } finally {
    await store.close();
  }
}

async function run(store: InquiryStore, options: Options, config: Config): Promise<number> {
  const print = (json: unknown, text: string) =>
    console.log(options.json ? JSON.stringify(json) : text);

  if (options.export !== undefined) {
    // Everything stored about the address, for the visitor's access request.
    console.log(JSON.stringify(await store.byAddress(options.export), null, 2));
    return 0;
  }
  if (options.erase !== undefined) {
    const erased = await store.erase(options.erase);
    print(
      { erased },
      erased === 0
        ? `No inquiry from ${options.erase} is stored: nothing was erased.`
        : `${plural(erased, "inquiry", "inquiries")} from ${options.erase} erased, also from the database files.`,
    );
    return 0;
  }
  if (options.purge) {
    const cutoff = new Date(Date.now() - config.retentionDays * dayMs);
    const purged = await store.purgeBefore(cutoff);
    print(
      { purged, before: cutoff.toISOString() },
      `${plural(purged, "inquiry", "inquiries")} received before ${cutoff.toISOString()} deleted (INQUIRY_RETENTION_DAYS=${config.retentionDays}).`,
    );
    return 0;
  }
  if (options.retry !== undefined) {
    const one = options.retry === "all" ? undefined : options.retry;
    const retried = await store.outbox.retryNow(one);
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
  const rows = (await store.list(limit)).map(overview);
  const counts = await store.outbox.counts();
  const total = await store.inquiryCount();
  if (options.json) {
    console.log(JSON.stringify({ total, counts, inquiries: rows }, null, 2));
  } else {
    console.log(table(rows));
    console.log(`\n${countsLine(counts, total)} (${store.location})`);
    for (const note of waitingNotes(config, counts)) console.log(note);
  }
  return 0;
}

if (import.meta.main) process.exitCode = await runCli(process.argv.slice(2), process.env);
