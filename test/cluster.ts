/**
 * A cluster for tests and the benchmark, as it runs in production but on 127.0.0.1: one
 * PostgreSQL database (fresh, on the run's server), N instances of the server, each a process
 * with only a scratch folder of its own (as on separate machines), and HAProxy in front,
 * running deploy/haproxy.cfg with this cluster's ports and more frequent health checks.
 *
 * With the editor on (the default), an instance is test/serve.ts: the server configured from
 * the environment like server/main.ts, with the tests' small release step, whose pages show
 * the text of the code build (a folder `codeBuild` makes) and the content version. Without
 * it, an instance is server/main.ts serving `env.BUILD_DIR` (the benchmark's real pages).
 *
 * Free of the test runner, so the benchmark uses it too. Every process it starts is stopped
 * by its pid: by `stop()`, or at the latest when this process exits.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshDatabase } from "./postgres.ts";
import { until, unusedPort } from "./servers.ts";

const root = join(import.meta.dirname, "..");
export const haproxyPath = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
/** What the tests' instances start with: the published text of the small release step. */
export const firstText = "Első változat";

export interface ClusterOptions {
  /** postgres://… of the server's admin database; the cluster gets a fresh database on it. */
  adminUrl: string;
  instances?: number;
  /** The content editor and the small release step (default), or server/main.ts alone. */
  editor?: boolean;
  /** The code build the instances start with (`codeBuild`); with the editor only. */
  code?: string;
  /** Added to every instance's environment. */
  env?: Record<string, string>;
  /**
   * How long an instance says "draining" on SIGTERM (2.5 s): well past HAProxy's detection
   * (two checks 250 ms apart), which a loaded machine can stretch.
   */
  drainMs?: number;
}

export interface Instance {
  index: number;
  port: number;
  /** Its own URL, past the load balancer. */
  url: string;
  /** The process id of the running process; undefined while it is down. */
  pid: number | undefined;
  /** The code build it runs (editor clusters). */
  code: string | undefined;
  /** Its environment, for running the project's commands against its stores. */
  env: Record<string, string>;
  /** What it wrote to stdout and stderr since it last started. */
  output(): string;
}

export interface Cluster {
  /** HAProxy's URL: what visitors reach. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  /** kill -9 of one instance; resolves once it is gone. */
  kill(index: number): Promise<void>;
  /**
   * Stops one instance as a deploy does (SIGTERM: it drains, finishes and exits), or finds it
   * dead, and starts it again on its port with a fresh scratch folder and `code`; resolves
   * once HAProxy sends it requests again.
   */
  restart(index: number, options?: { code?: string }): Promise<void>;
  /** Whether HAProxy's health checks have each instance up, by index. */
  upInBalancer(): Promise<boolean[]>;
  /** Adds an editor account through `npm run editors` with the first instance's settings. */
  addEditor(name: string, password: string): void;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** A code build for the small release step: a folder whose pages say `text` as their code. */
export function codeBuild(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "dp-cluster-code-"));
  mkdirSync(join(dir, "server"));
  writeFileSync(join(dir, "server", "code.txt"), text);
  return dir;
}

/** The code text and content version a page of the small release step shows. */
export function pageFacts(html: string): { text: string; code: string; content: string } {
  return {
    text: /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? "",
    code: /<p class="code">([^<]*)<\/p>/.exec(html)?.[1] ?? "",
    content: /<p class="content">([^<]*)<\/p>/.exec(html)?.[1] ?? "",
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { adminUrl, instances: count = 2, editor = true, drainMs = 2_500 } = options;
  const work = mkdtempSync(join(tmpdir(), "dp-cluster-"));
  const databaseUrl = await freshDatabase(adminUrl, "cluster");
  const code = editor ? (options.code ?? codeBuild("v1")) : undefined;
  const firstRelease = editor && code ? initialRelease(work, code) : undefined;
  const ports = await Promise.all(Array.from({ length: count }, () => unusedPort()));
  const children: Array<ChildProcess | undefined> = [];
  let scratchCount = 0;

  const environment = (port: number, instanceCode: string | undefined) => {
    const scratch = join(work, `instance-${scratchCount++}`);
    mkdirSync(join(scratch, "data"), { recursive: true });
    const env: Record<string, string> = {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      HSTS: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      DATABASE_PATH: join(scratch, "data", "inquiries.sqlite"),
      // HAProxy appends the client's address; the limits count the client, not HAProxy.
      TRUST_PROXY: "1",
      SHUTDOWN_DRAIN_MS: String(drainMs),
      ANALYTICS_FLUSH_MS: "200",
      ANALYTICS_REPORT: "off",
      RETRY_BASE_MS: "200",
      RETRY_MAX_MS: "1000",
      DELIVERY_POLL_MS: "200",
      ...options.env,
    };
    if (editor && instanceCode && firstRelease) {
      const content = join(scratch, "content");
      mkdirSync(content);
      writeFileSync(join(content, "page.txt"), firstText);
      Object.assign(env, {
        CONTENT_EDITOR: "on",
        CONTENT_DIR: content,
        EDITOR_CONTENT_DIR: content,
        BUILD_DIR: firstRelease,
        FAKE_CODE_DIR: instanceCode,
      });
    }
    return env;
  };

  const members: Instance[] = ports.map((port, index) => ({
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: undefined,
    code,
    env: environment(port, code),
    output: () => "",
  }));

  const launch = async (instance: Instance) => {
    const script = editor ? join(root, "test", "serve.ts") : join(root, "server", "main.ts");
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, ...instance.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    child.once("exit", () => running.delete(child));
    children[instance.index] = child;
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    instance.output = () => output;
    instance.pid = child.pid;
    await until(
      () => {
        if (child.exitCode !== null)
          throw new Error(`instance ${instance.index} exited:\n${output}`);
        return /listening /.test(output);
      },
      60_000,
      25,
    );
  };

  const haproxy = await startHaproxy(work, ports);
  const cluster: Cluster = {
    url: haproxy.url,
    databaseUrl,
    instances: members,
    async kill(index) {
      const child = children[index];
      if (child) await ended(child, "SIGKILL");
      const instance = members[index];
      if (instance) instance.pid = undefined;
    },
    async restart(index, { code: next } = {}) {
      const instance = members[index];
      if (!instance) throw new Error(`no instance ${index}`);
      const child = children[index];
      if (child) await ended(child, "SIGTERM");
      instance.pid = undefined;
      instance.code = next ?? instance.code;
      instance.env = environment(instance.port, instance.code);
      await launch(instance);
      await until(async () => (await cluster.upInBalancer())[index] === true, 30_000, 50);
    },
    upInBalancer: () => haproxy.up(count),
    addEditor(name, password) {
      const first = members[0];
      if (!first) throw new Error("no instance");
      execFileSync(process.execPath, [join(root, "server", "cli", "editors.ts"), "add", name], {
        cwd: root,
        env: { ...process.env, ...first.env },
        input: `${password}\n`,
        stdio: ["pipe", "ignore", "pipe"],
      });
      // The tests' second factor, so that sign-in passes the second step (test/second-factor.ts).
      execFileSync(process.execPath, [join(import.meta.dirname, "enrol-test-factor.ts"), name], {
        cwd: root,
        env: { ...process.env, ...first.env },
        stdio: ["ignore", "ignore", "pipe"],
      });
    },
    async stop() {
      await Promise.all(
        [...children, haproxy.child].map((child) => child && ended(child, "SIGTERM")),
      );
      rmSync(work, { recursive: true, force: true });
      if (code && !options.code) rmSync(code, { recursive: true, force: true });
    },
  };
  try {
    // Started one after the other: the first makes the database's tables, as a deploy would.
    for (const instance of members) await launch(instance);
    await until(async () => (await cluster.upInBalancer()).every(Boolean), 30_000, 50);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** Stops a process by its pid with `signal` (SIGKILL after 15 s); resolves once it is gone. */
function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  if (child.pid) process.kill(child.pid, signal);
  const timer = setTimeout(() => child.pid && process.kill(child.pid, "SIGKILL"), 15_000);
  return gone.finally(() => clearTimeout(timer));
}

/** The release every instance starts from (BUILD_DIR): the small release step's, of firstText. */
function initialRelease(work: string, code: string): string {
  const content = join(work, "first-content");
  mkdirSync(content);
  writeFileSync(join(content, "page.txt"), firstText);
  const out = join(work, "first-release");
  execFileSync(process.execPath, [
    join(root, "test", "fake-release.ts"),
    "--content",
    content,
    "--out",
    out,
    "--code",
    code,
  ]);
  return join(out, "client");
}

/**
 * HAProxy with deploy/haproxy.cfg: bound to a free port of 127.0.0.1, the cluster's instances
 * as its servers, checks every 250 ms (an instance is out after 2 failures, in after 1 pass),
 * no Docker DNS, and a stats socket the harness reads the servers' state from.
 */
async function startHaproxy(
  work: string,
  ports: readonly number[],
): Promise<{ url: string; child: ChildProcess; up(count: number): Promise<boolean[]> }> {
  const port = await unusedPort();
  const socket = join(work, "haproxy.sock");
  const shipped = readFileSync(join(root, "deploy", "haproxy.cfg"), "utf8");
  const config = shipped
    .replace(/^resolvers docker\n(?: {4}.*\n)+/m, "")
    .replace(/^( {4}log stdout.*)$/m, `    stats socket ${socket} mode 600 level admin`)
    .replace(/^ {4}bind .*$/m, `    bind 127.0.0.1:${port}`)
    .replace(
      /^ {4}default-server .*$/m,
      "    default-server check inter 250ms fall 2 rise 1 maxconn 256",
    )
    .replace(/^ {4}server .*\n/gm, "")
    .concat(ports.map((p, i) => `    server app${i + 1} 127.0.0.1:${p}\n`).join(""));
  const file = join(work, "haproxy.cfg");
  writeFileSync(file, config);
  const child = spawn(haproxyPath, ["-f", file, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const up = async (count: number): Promise<boolean[]> => {
    const csv = await statsCommand(socket, "show stat\n");
    const state = new Map(
      csv
        .split("\n")
        .map((line) => line.split(","))
        .filter(([proxy]) => proxy === "instances")
        .map(([, server, ...rest]) => [server, rest[15]] as const),
    );
    return Array.from({ length: count }, (_, i) =>
      Boolean(state.get(`app${i + 1}`)?.startsWith("UP")),
    );
  };
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${errors}`);
      return statsCommand(socket, "show info\n").then(
        () => true,
        () => false,
      );
    },
    10_000,
    25,
  );
  return { url: `http://127.0.0.1:${port}`, child, up };
}

/** One command on HAProxy's stats socket; its whole answer. */
function statsCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const connection = connect(socket, () => connection.end(command));
    connection.on("data", (chunk) => {
      answer += chunk.toString();
    });
    connection.on("end", () => resolve(answer));
    connection.on("error", reject);
  });
}
