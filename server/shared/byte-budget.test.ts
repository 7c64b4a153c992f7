/**
 * The byte budget in front of a real HTTP server on 127.0.0.1: bodies that do not fit wait
 * unread, in order; a declared body past the limit is refused at once; a client that leaves
 * while waiting gives up its turn.
 */
import { createServer, request, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ByteBudget } from "./byte-budget.ts";
import { BodyError, readBody } from "./http.ts";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server whose handler holds its place until `release` is called, then answers. */
async function serve(budget: ByteBudget, limit: number) {
  const order: string[] = [];
  const releases: Array<() => void> = [];
  const server = createServer((req, res) => {
    budget
      .hold(req, limit, async () => {
        order.push(String(req.headers["x-name"]));
        await new Promise<void>((resolve) => releases.push(resolve));
        await readBody(req, limit);
        res.end("ok");
      })
      .catch((error: unknown) => {
        if (error instanceof BodyError) res.writeHead(error.status, { Connection: "close" }).end();
      });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const post = (name: string, bytes: number) => {
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      headers: { "x-name": name, "Content-Length": String(bytes) },
      agent: false,
    });
    const answered = new Promise<number>((resolve) => {
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", () => resolve(0));
    });
    req.end(Buffer.alloc(bytes));
    return { req, answered };
  };
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 200 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(test()).toBe(true);
  };
  return { order, releases, post, until };
}

describe("a byte budget", () => {
  it("lets bodies that fit run together, and the next wait their turn in order", async () => {
    const { order, releases, post, until } = await serve(new ByteBudget(100), 100);
    const a = post("a", 60);
    const b = post("b", 40);
    const c = post("c", 30);
    const d = post("d", 10);
    await until(() => order.length === 2);
    expect(order).toEqual(["a", "b"]);
    releases[1]?.(); // b's 40 back: c (30) fits, and d (10) after it
    await until(() => order.length === 4);
    expect(order).toEqual(["a", "b", "c", "d"]);
    for (const release of releases) release();
    expect(await Promise.all([a, b, c, d].map((each) => each.answered))).toEqual([
      200, 200, 200, 200,
    ]);
  });

  it("refuses a declared body past the limit at once, without waiting", async () => {
    const { order, post } = await serve(new ByteBudget(100), 100);
    post("a", 100);
    expect(await post("big", 101).answered).toBe(413);
    expect(order).toEqual(["a"]);
  });

  it("gives up the turn of a client that leaves while waiting", async () => {
    const { order, releases, post, until } = await serve(new ByteBudget(100), 100);
    const a = post("a", 100);
    const gone = post("gone", 100);
    const next = post("next", 100);
    await until(() => order.length === 1);
    gone.req.destroy();
    await new Promise((r) => setTimeout(r, 100));
    releases[0]?.();
    await until(() => order.length === 2);
    expect(order).toEqual(["a", "next"]);
    releases[1]?.();
    expect(await a.answered).toBe(200);
    expect(await next.answered).toBe(200);
  });
});
