/**
 * Watching the content in PostgreSQL: LISTEN on the channel a new version or preview is
 * announced on, and a look every few seconds besides, so a dropped listening connection
 * (reconnected on the next look) never loses an event for long.
 */

import pg from "pg";
import { Repeat } from "../shared/jobs.ts";
import type { ContentEvent } from "./content-store.ts";

/** What a look sees: the head version and the preview, each as a comparable mark. */
export type ContentMarks = { head?: string; preview?: string };

export function watchChannel(options: {
  connectionString: string | undefined;
  channel: string;
  pollMs: number;
  look: () => Promise<ContentMarks>;
  listener: (event: ContentEvent) => void;
}): () => Promise<void> {
  const { connectionString, channel, pollMs, listener } = options;
  let stopped = false;
  let client: pg.Client | undefined;
  let seen: ContentMarks | undefined;
  const look = async () => {
    const now = await options.look();
    if (seen && now.head !== seen.head) listener("published");
    if (seen && now.preview !== seen.preview) listener("preview");
    seen = now;
  };
  const listen = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    next.on("error", () => {
      next.end().catch(() => {});
      if (client === next) client = undefined;
    });
    next.on("notification", (message) => {
      if (message.payload === "published" || message.payload === "preview") {
        seen = undefined;
        void look().catch(() => {});
        listener(message.payload);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    } catch {
      await next.end().catch(() => {});
    }
  };
  void look().catch(() => {});
  void listen();
  const looks = new Repeat(pollMs, async () => {
    if (!client) void listen();
    await look().catch(() => {});
  });
  void looks.start({ now: false });
  return async () => {
    stopped = true;
    await looks.stop();
    await client?.end().catch(() => {});
  };
}
