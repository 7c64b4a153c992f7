/**
 * Test helper: `npm start` (scripts/start.ts), or another of the server's entry points, as a
 * child process, with its output and exit, on a free port of 127.0.0.1 with a store of its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { tempDir } from "./support.ts";

export interface StartProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The URL the server listens on, once it says so; rejects if it exits first. */
  listening: Promise<string>;
  /** The exit code once it has exited. */
  exited: Promise<number | null>;
  /** Asks it to shut down (SIGTERM) and waits for the exit. */
  stop(): Promise<number | null>;
}

export function startProcess(
  env: Record<string, string>,
  script = "scripts/start.ts",
  cwd?: string,
): StartProcess {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HSTS: "false",
      LOG_LEVEL: "warn",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: join(tempDir("dp-db-"), "inquiries.sqlite"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const listening = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/listening on (http:\/\/\S+)/)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    exited.then((code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  listening.catch(() => {});
  return {
    child,
    output: () => output,
    listening,
    exited,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
