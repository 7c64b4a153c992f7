/**
 * Faults found by probing the running server: an oversized upload must read its 413, health
 * must notice a store that refuses writes, a port in use and a DATABASE_PATH that cannot be
 * created must fail start-up with a message, the configured request time limits must hold,
 * and e-mail addresses must be valid as the HTML standard defines them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { validateInquiry } from "../app/contact/schema.ts";
import { readAnswer } from "../test/servers.ts";
import { postJson, serveWithReceiver, start, tempDir, testConfig, until } from "../test/support.ts";
import { maxBodyBytes } from "./contact/index.ts";
import { parseConfig } from "./env.ts";
import { type RunningServer, startServer } from "./main.ts";
import { createLogger } from "./shared/log.ts";

const valid = { name: "Kovács Anna", email: "anna@example.com", page: "/" };

interface UploadResult {
  status: number;
  body: string;
  /** Bytes the client had written when the answer's head arrived. */
  sentAtAnswer: number;
  sentTotal: number;
  error?: string;
}

/**
 * An ordinary Node client on a slowish link: it uploads `total` bytes in 8 KiB pieces a
 * millisecond apart, and reads whatever answer comes meanwhile.
 */
function upload(
  running: RunningServer,
  total: number,
  headers: Record<string, string>,
): Promise<UploadResult> {
  const { hostname, port } = new URL(running.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let sentAtAnswer = -1;
    let error: string | undefined;
    const req = request({
      hostname,
      port,
      path: "/api/contact",
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
      agent: false,
    });
    req.on("response", (res) => {
      sentAtAnswer = sent;
      readAnswer(res).then(
        ({ status, body }) =>
          resolve({
            status,
            body,
            sentAtAnswer,
            sentTotal: sent,
            ...(error !== undefined && { error }),
          }),
        reject,
      );
    });
    req.on("error", (problem: NodeJS.ErrnoException) => {
      // Only an error before the answer is a failure to read it.
      if (sentAtAnswer < 0) reject(problem);
      error = problem.code;
    });
    const piece = Buffer.alloc(8 * 1024, "a");
    const write = () => {
      if (sent >= total) return void req.end();
      sent += piece.length;
      if (req.write(piece)) setTimeout(write, 1);
      else req.once("drain", write);
    };
    write();
  });
}

describe("an oversized body", () => {
  const harness = serveWithReceiver();
  const total = 512 * 1024;

  it.each([
    ["with Content-Length", { "Content-Length": String(512 * 1024) }],
    ["chunked", { "Transfer-Encoding": "chunked" }],
  ])("is answered 413 readably while the client is still uploading (%s)", async (_, headers) => {
    const result = await upload(harness.running, total, headers);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ ok: false, code: "tooLarge" });
    expect(result.sentAtAnswer).toBeLessThan(total);
    expect(result.sentAtAnswer).toBeGreaterThanOrEqual(0);
    expect(result.error).toBeUndefined();
    expect(maxBodyBytes).toBeLessThan(total);
  });
});

describe("health", () => {
  const status = async (running: RunningServer) => (await fetch(`${running.url}/healthz`)).status;
  /**
   * A running server beside another connection to its store file: another process that can
   * hold the write lock (as a stuck backup or a full disk would refuse writes).
   */
  const withOtherWriter = async (
    test: (running: RunningServer, other: DatabaseSync) => Promise<void>,
  ) => {
    const running = await start(testConfig());
    const other = new DatabaseSync(running.store.location);
    try {
      await test(running, other);
    } finally {
      other.close();
      await running.close();
    }
  };

  it("answers 503 while the store refuses writes, and 200 again once it accepts them", () =>
    withOtherWriter(async (running, other) => {
      expect(await status(running)).toBe(200);
      other.exec("BEGIN IMMEDIATE");
      await until(async () => (await status(running)) === 503);
      const health = await fetch(`${running.url}/healthz`);
      expect(await health.json()).toEqual({ ok: false });
      other.exec("ROLLBACK");
      await until(async () => (await status(running)) === 200);
    }));

  it("shares one probe among the calls meanwhile and reuses its result for about a second", () =>
    withOtherWriter(async (running, other) => {
      other.exec("BEGIN IMMEDIATE");
      const started = performance.now();
      // Each probe waits a second for the lock: ten in a row would take ten.
      const answers = await Promise.all(Array.from({ length: 10 }, () => status(running)));
      expect(answers).toEqual(Array(10).fill(503));
      expect(performance.now() - started).toBeLessThan(3_000);
      other.exec("ROLLBACK");
      expect(await status(running)).toBe(503);
      await until(async () => (await status(running)) === 200, 3_000);
    }));

  it("never holds up a page, even while its probe waits for a lock", () =>
    withOtherWriter(async (running, other) => {
      other.exec("BEGIN IMMEDIATE");
      const checks = Array.from({ length: 3 }, () => status(running));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      expect((await fetch(`${running.url}/en`)).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
      expect(await Promise.all(checks)).toEqual([503, 503, 503]);
    }));
  it("says draining on shutdown while pages and the form are still served, then stops accepting", async () => {
    const running = await start(testConfig({ drainMs: 600 }));
    const closed = running.close();
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, status: "draining" });
    // The load balancer has not seen the 503 yet: what still comes is served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${running.url}/en`)).status).toBe(200);
    expect((await postJson(`${running.url}/api/contact`, valid)).status).toBe(200);
    await closed;
    await expect(fetch(`${running.url}/en`)).rejects.toThrow();
  });
});

describe("the port", () => {
  it("fails start-up naming PORT when another process listens there", async () => {
    const first = await start(testConfig());
    try {
      const port = Number(new URL(first.url).port);
      await expect(start(testConfig({ port }))).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use, perhaps by another copy of this site: stop that process, or choose another port (PORT=${port + 1}).`,
      );
    } finally {
      await first.close();
    }
  });
});

describe("DATABASE_PATH", () => {
  it("fails start-up naming the setting and the path when it is a folder", async () => {
    const folder = tempDir("dp-db-folder-");
    await expect(start(testConfig({ databasePath: folder }))).rejects.toThrow(
      `DATABASE_PATH=${folder} is a folder`,
    );
  });

  it("fails start-up naming the setting and the path when it is not a database", async () => {
    const file = join(tempDir("dp-db-file-"), "notes.txt");
    writeFileSync(file, "Not a database, but notes kept beside it.\n");
    await expect(start(testConfig({ databasePath: file }))).rejects.toThrow(
      `DATABASE_PATH=${file} is not an SQLite database`,
    );
  });

  it("fails start-up with a message when its folder cannot be created", async () => {
    const started = Date.now();
    await expect(start(testConfig({ databasePath: "/proc/nope/db.sqlite" }))).rejects.toThrow(
      /Cannot create the folder \/proc\/nope for DATABASE_PATH/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("request time limits", () => {
  it("defaults to 10 s for the head and 15 s for the whole request", () => {
    expect(parseConfig({}).http).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 15_000,
    });
  });

  it("are the ones docs/operations.md gives", () => {
    const readme = readFileSync(new URL("../docs/operations.md", import.meta.url), "utf8");
    const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = parseConfig({}).http;
    for (const [limit, ms] of [
      ["the request's head", headersTimeoutMs],
      ["the whole request", requestTimeoutMs],
      ["an idle keep-alive connection", keepAliveTimeoutMs],
    ] as const) {
      expect(readme).toMatch(new RegExp(`^ *\\| ${limit}[^|]*\\| ${ms / 1000} s +\\|`, "m"));
    }
  });

  /** Sends `text` over a raw connection and measures when the server's answer arrives. */
  function slowClient(
    running: RunningServer,
    text: string,
  ): Promise<{ answer: string; ms: number }> {
    const { hostname, port } = new URL(running.url);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      let answer = "";
      const socket = connect(Number(port), hostname, () => socket.write(text));
      socket.on("data", (chunk) => {
        answer += chunk.toString("latin1");
      });
      socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
      socket.on("error", reject);
    });
  }

  it("answers 408 when the head or the body does not arrive within the configured limits", async () => {
    const running = await start(
      testConfig({
        http: { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 5_000 },
      }),
    );
    try {
      const head = await slowClient(running, "GET / HTTP/1.1\r\nHost: localhost\r\n");
      expect(head.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(head.ms).toBeGreaterThanOrEqual(250);
      expect(head.ms).toBeLessThan(1_000);

      const body = await slowClient(
        running,
        "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(body.ms).toBeGreaterThanOrEqual(550);
      expect(body.ms).toBeLessThan(1_300);
    } finally {
      await running.close();
    }
  });
});

describe("client mistakes", () => {
  it("are logged below error level: an upload cut short, a body too slow (408)", async () => {
    const lines: Array<{ level: string; event: string }> = [];
    const running = await startServer(
      testConfig({
        http: { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 5_000 },
      }),
      createLogger("debug", (_level, line) => lines.push(JSON.parse(line))),
    );
    const { hostname, port } = new URL(running.url);
    const head =
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{";
    /** Sends the head and a byte of the body; `cutAfterMs` closes the connection then. */
    const post = (cutAfterMs?: number) =>
      new Promise<string>((resolve) => {
        let answer = "";
        const socket = connect(Number(port), hostname, () => {
          socket.write(head);
          if (cutAfterMs !== undefined) setTimeout(() => socket.destroy(), cutAfterMs);
        });
        socket.on("data", (chunk) => {
          answer += chunk.toString("latin1");
        });
        socket.on("close", () => resolve(answer));
        socket.on("error", () => {});
      });
    try {
      await post(50);
      expect(await post()).toMatch(/^HTTP\/1\.1 408/);
      const told = () => lines.filter((line) => line.event !== "http" && line.level !== "warn");
      await until(() => told().length === 2);
      expect(told().map(({ level, event }) => ({ level, event }))).toEqual([
        { level: "info", event: "contact.client_gone" },
        { level: "info", event: "contact.client_gone" },
      ]);
    } finally {
      await running.close();
    }
  });
});

describe("e-mail addresses", () => {
  const harness = serveWithReceiver();

  it.each([
    "@",
    "a@",
    "not an email @ at all",
    "@example.com",
    "a@b..c",
    "a@-b.c",
    "a b@c.d",
    "a@b_c.d",
  ])("refuses %j on the server and in the shared schema", async (email) => {
    expect(validateInquiry({ name: "Anna", email })).toMatchObject({
      ok: false,
      fieldErrors: { email: "emailInvalid" },
    });
    const response = await postJson(`${harness.running.url}/api/contact`, { ...valid, email });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { email: "emailInvalid" } });
  });

  it.each(["a@b", "first.last+tag@sub.example.hu", "o'brien@example.ie", "x@xn--bcher-kva.de"])(
    "accepts %j",
    (email) => {
      expect(validateInquiry({ name: "Anna", email }).ok).toBe(true);
    },
  );
});
