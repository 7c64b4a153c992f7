/**
 * Starts the site: configuration, the inquiries (store, deliverers, overdue monitor and
 * retention sweep: server/inquiries/), counting (its weekly report and daily purge:
 * server/analytics/), the HTTP server, and a graceful shutdown on SIGTERM/SIGINT: /healthz says
 * "draining" for SHUTDOWN_DRAIN_MS while requests are still served (a load balancer takes the
 * instance out meanwhile), then it stops accepting, finishes requests and deliveries in
 * flight, writes the counts and closes the stores within SHUTDOWN_TIMEOUT_MS. It listens only
 * once the live release is loaded, so its first 200 on /healthz serves the published content
 * with its own code. `startServer` is also what the tests start in-process.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Counting, openCounting } from "./analytics/index.ts";
import { createSiteServer } from "./app.ts";
import { type Editor, startEditor } from "./back-office/index.ts";
import { openContactLimiter } from "./contact/index.ts";
import { type Config, channelSetting, parseConfig } from "./env.ts";
import { HealthCheck } from "./health/index.ts";
import { channels, type Inquiries, openInquiries } from "./inquiries/index.ts";
import type { ContentMigration } from "./publishing/index.ts";
import { LiveSite, liveRelease, loadSite } from "./publishing/index.ts";
import { clientAddress } from "./shared/client-address.ts";
import { holdDataFolder } from "./shared/data-lock.ts";
import { createLogger, errorMessage, type Logger } from "./shared/log.ts";
import { checkPostgres, openPostgres, serverApplication } from "./shared/postgres.ts";
import { StaffMail } from "./staff-mail/index.ts";

export interface RunningServer {
  server: Server;
  store: Inquiries["store"];
  deliverers: Inquiries["deliverers"];
  monitor: Inquiries["monitor"];
  site: LiveSite;
  editor: Editor | undefined;
  /** Counting; absent when ANALYTICS is off. */
  analytics?: Counting;
  /** Where it listens, e.g. http://127.0.0.1:3000 (localhost when bound to all interfaces). */
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** The clock of the counts and the weekly report (tests set the time). */
  now?: () => number;
  /** The content migrations (server/publishing/migrations by default; tests bring their own). */
  migrations?: readonly ContentMigration[];
  /** Called between a publish's commit and its switch (tests stop the process there). */
  afterCommit?: () => Promise<void> | void;
}

/**
 * Starts the site in named steps. Each resource is put on one stack as it opens; a start that
 * fails unwinds the stack (what opened closes, last first), and `close` unwinds the same
 * stack after the graceful shutdown.
 */
export async function startServer(
  config: Config,
  log: Logger = createLogger(config.logLevel),
  options: StartOptions = {},
): Promise<RunningServer> {
  const resources = new AsyncDisposableStack();
  try {
    // The embedded stores' folder is held while the server runs: a restore refuses it
    // (server/shared/data-lock.ts).
    if (!config.databaseUrl) {
      const folder = holdDataFolder(config.databasePath);
      resources.defer(() => folder.release());
    }
    const running = await openAndListen(config, log, options, resources);
    const owned = resources.move();
    return { ...running, close: closeOnce(config, running, owned) };
  } catch (error) {
    await resources.disposeAsync();
    throw error;
  }
}

type Running = Omit<RunningServer, "close"> & {
  health: HealthCheck;
  inquiries: Inquiries;
};

async function openAndListen(
  config: Config,
  log: Logger,
  { now = Date.now, migrations, afterCommit }: StartOptions,
  resources: AsyncDisposableStack,
): Promise<Running> {
  const pool = await openPool(config, resources);
  // The live release (the editors' when the editor is on, else BUILD_DIR's); mail and the
  // weekly report read the company's name from it when they send.
  const live = liveRelease({ releasesDir: config.editor?.releasesDir, buildDir: config.buildDir });
  const site = new LiveSite(loadSite(live.client));
  const companyName = () => site.current.release.runtime.companyName;
  const mail = openMail(config, companyName, resources);
  const inquiries = await openInquiries(config, log, mail, pool);
  resources.defer(() => inquiries.close());
  const limiter = await openContactLimiter(config.rateLimit, pool);
  const { store } = inquiries;
  const analytics = await openCounting(config.analytics, { log, mail, now, companyName, pool });
  if (analytics) resources.defer(() => analytics.close());
  const editor =
    config.editor &&
    (await startEditor(config.editor, {
      log,
      site,
      published: live.published,
      migrations,
      afterCommit,
      clientOf: (req) => clientAddress(req, config.trustProxy),
      pool,
      // Keystatic's API is answered by the guard alone, from the content store.
      keystatic: { prefix: "" },
      editorUrl: "/keystatic",
      siteUrl: config.siteUrl,
      inquiries: store,
      channelsOn: channels.filter((channel) => channelSetting(config, channel).isSet),
      analytics: analytics?.store,
      mail,
      weeklyReport: {
        off: !config.analytics.weeklyReport ? "setting" : !mail ? "no-mail" : undefined,
        to: config.mail?.to ?? [],
      },
      now,
    }));
  if (editor) {
    resources.defer(async () => {
      await editor.stop();
      await editor.close();
    });
  }
  const { monitor, deliverers } = inquiries;
  const health = new HealthCheck(store, monitor, log, analytics?.counter);
  const server = createSiteServer({
    config,
    site,
    editor,
    store,
    limiter,
    log,
    health,
    counter: analytics?.counter,
    onStored: () => inquiries.wake(),
  });
  const url = await listen(server, config, resources);
  await startWorkers(inquiries, analytics, resources);
  return {
    server,
    store,
    deliverers,
    monitor,
    site,
    editor,
    ...(analytics && { analytics }),
    url,
    health,
    inquiries,
  };
}

/**
 * One pool for the process when DATABASE_URL is set (server/shared/postgres.ts), named per
 * instance: a restore names the instances still connected (cli/restore.ts).
 */
async function openPool(config: Config, resources: AsyncDisposableStack) {
  if (!config.databaseUrl) return undefined;
  const pool = openPostgres(config.databaseUrl, { application: serverApplication() });
  resources.defer(() => pool.end());
  await checkPostgres(pool);
  return pool;
}

function openMail(
  config: Config,
  companyName: () => string,
  resources: AsyncDisposableStack,
): StaffMail | undefined {
  if (!config.mail) return undefined;
  const mail = new StaffMail({
    ...config.mail,
    timeoutMs: config.delivery.timeoutMs,
    siteUrl: config.siteUrl,
    companyName,
  });
  resources.defer(() => mail.close());
  return mail;
}

/** Listens on HOST:PORT; where it listens, as a URL (localhost when bound to all interfaces). */
async function listen(
  server: Server,
  config: Config,
  resources: AsyncDisposableStack,
): Promise<string> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    throw new Error(listenFailure(error, config), { cause: error });
  }
  // On a failed start: stop listening at once (`close` shuts down gracefully before this).
  resources.defer(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { address, port, family } = server.address() as AddressInfo;
  const wildcard = address === "0.0.0.0" || address === "::";
  const host = wildcard ? "localhost" : family === "IPv6" ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/** The deliverers, the monitor, the retention sweep and counting's jobs, stopped on unwinding. */
async function startWorkers(
  inquiries: Inquiries,
  analytics: Counting | undefined,
  resources: AsyncDisposableStack,
): Promise<void> {
  resources.defer(() => inquiries.stop(0));
  await inquiries.start();
  if (analytics) {
    resources.defer(() => analytics.stop());
    await analytics.start();
  }
}

/**
 * The graceful shutdown, once however often it is asked for: /healthz says "draining" for
 * SHUTDOWN_DRAIN_MS, then the server stops accepting and finishes requests and deliveries in
 * flight (a release in progress is ended meanwhile), and the stack unwinds.
 */
function closeOnce(
  config: Config,
  { server, health, inquiries, analytics, editor }: Running,
  resources: AsyncDisposableStack,
): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const stop = async () => {
    const workers = [inquiries, health, ...(analytics ? [analytics] : [])];
    await Promise.all([shutDown(server, workers, config.shutdownTimeoutMs), editor?.stop()]);
  };
  return () => {
    health.drain();
    closing ??= new Promise((resolve) => setTimeout(resolve, config.drainMs))
      .then(stop)
      .finally(() => resources.disposeAsync());
    return closing;
  };
}

/** Why the server could not listen, naming the setting that changes it. */
function listenFailure(error: unknown, { host, port }: Config): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case "EADDRINUSE":
      return `Port ${port} on ${host} is already in use, perhaps by another copy of this site: stop that process, or choose another port (PORT=${port + 1}).`;
    case "EACCES":
      return `This user may not listen on port ${port}: choose a port above 1023 (PORT) and put a reverse proxy in front if visitors need port ${port}.`;
    case "EADDRNOTAVAIL":
      return `${host} is not an address of this machine (HOST): use 0.0.0.0 for every interface or 127.0.0.1 for this machine only.`;
    default:
      return errorMessage(error);
  }
}

/**
 * Stops accepting connections and lets requests in flight finish and an attempt in flight
 * complete. Whatever still runs at the deadline is cut off: open connections are closed and
 * the delivery attempt aborted (recorded as failed, so it is retried after the next start).
 */
async function shutDown(
  server: Server,
  workers: ReadonlyArray<{ stop(graceMs: number): Promise<void> }>,
  timeoutMs: number,
): Promise<void> {
  const started = Date.now();
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const left = () => Math.max(0, timeoutMs - (Date.now() - started));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.all([
    Promise.race([stopped, deadline]),
    ...workers.map((worker) => worker.stop(left())),
  ]);
  clearTimeout(timer);
  server.closeAllConnections();
}

/** The configuration of the process environment; a bad value exits with a clear message. */
export function configOrExit(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    console.error(errorMessage(error));
    process.exit(1);
  }
}

/** Starts from the process environment; exits non-zero with a clear message on bad config. */
export async function runFromEnvironment(): Promise<RunningServer> {
  const config = configOrExit();
  const log = createLogger(config.logLevel);
  let running: RunningServer;
  try {
    running = await startServer(config, log);
  } catch (error) {
    log.error("startup.failed", { error: errorMessage(error) });
    console.error(`Danubius Protect website could not start: ${errorMessage(error)}`);
    process.exit(1);
  }
  log.info("listening", {
    url: running.url,
    webhook: channelSetting(config, "webhook").isSet,
    email: channelSetting(config, "email").isSet,
  });
  console.log(`Danubius Protect website listening on ${running.url}`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      log.info("shutdown", { signal });
      // A second signal while closing ends the process at once.
      process.once(signal, () => process.exit(1));
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error("shutdown.failed", { error: errorMessage(error) });
          process.exit(1);
        },
      );
    });
  }
  return running;
}

if (import.meta.main) await runFromEnvironment();
