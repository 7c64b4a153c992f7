/**
 * Memory for large request bodies, shared: a request reserves its body's size before a byte of
 * it is read and gives it back once it is answered, so bodies sent at once never hold more than
 * the budget together (a body's bytes, its text and what is parsed from it are each about its
 * size: the budget bounds them all). A request that does not fit waits its turn, first come
 * first served, with its body unread in the socket; one whose client leaves stops waiting, and
 * the server's time limit for a request still ends one that waits too long.
 */
import type { IncomingMessage } from "node:http";
import { BodyError, ClientGone, declaredLength } from "./http.ts";

export class ByteBudget {
  readonly #bytes: number;
  #free: number;
  readonly #waiting: { bytes: number; start: () => void }[] = [];

  constructor(bytes: number) {
    this.#bytes = bytes;
    this.#free = bytes;
  }

  /**
   * Runs `task` once the body of `req` fits: its declared length, or `limit` when none is
   * declared (it may be that long). A declared length over `limit` is a 413 at once.
   */
  async hold<T>(req: IncomingMessage, limit: number, task: () => Promise<T>): Promise<T> {
    const declared = declaredLength(req);
    if (declared !== undefined && declared > limit) throw new BodyError(413, "body too large");
    const bytes = Math.min(declared ?? limit, limit, this.#bytes);
    await this.#reserve(req, bytes);
    try {
      return await task();
    } finally {
      this.#free += bytes;
      this.#next();
    }
  }

  #reserve(req: IncomingMessage, bytes: number): Promise<void> {
    if (this.#waiting.length === 0 && bytes <= this.#free) {
      this.#free -= bytes;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = {
        bytes,
        start: () => {
          req.off("close", leave);
          resolve();
        },
      };
      const leave = () => {
        this.#waiting.splice(this.#waiting.indexOf(turn), 1);
        this.#next();
        reject(new ClientGone("the connection closed while waiting"));
      };
      req.once("close", leave);
      this.#waiting.push(turn);
    });
  }

  #next(): void {
    for (let turn = this.#waiting[0]; turn && turn.bytes <= this.#free; turn = this.#waiting[0]) {
      this.#waiting.shift();
      this.#free -= turn.bytes;
      turn.start();
    }
  }
}
