/** The production server on 127.0.0.1 for the benches, with a store of its own. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Starts the server on `port` serving `buildDir`, and resolves once it answers. */
export async function startBenchServer(port: number, buildDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      HSTS: "false",
      BUILD_DIR: buildDir,
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), "dp-bench-")), "inquiries.sqlite"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForServer(`http://127.0.0.1:${port}/healthz`, child);
  return child;
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  await once(child, "exit");
  throw new Error(`The server did not answer ${url} within 20 s`);
}
