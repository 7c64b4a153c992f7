/**
 * Scheduled changes (docs/decisions/029): staff choose saved entries and a time; the change is
 * kept apart (its files in the schedule store and pinned in the content store, the working
 * copy of those files back at the published version), so no other publish can take it live
 * early. At its time it is published as a version of its own on top of whatever is live then:
 * the fields it changes are set, and if a later publish changed one of the same fields it is
 * held instead and staff are told which. With several instances every one looks each second,
 * and the publish lock plus the change's state make exactly one publish it. A start that finds
 * a change past its time publishes it before serving (`publishDue` from start-up), saying it
 * came late.
 */
import { forStaff } from "../../app/content/problems.ts";
import type {
  Author,
  ContentStore,
  ScheduledChange,
  ScheduledFile,
  ScheduleStore,
} from "../content-store/index.ts";
import { Repeat } from "../shared/jobs.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import { entryOfPath, listingOf } from "./entries.ts";
import type { Publisher, PublishResult } from "./publisher.ts";
import { describeFiles, mergeChange, writeWorking } from "./schedule-files.ts";

type Listing = Map<string, string>;

/** How far past its time a change counts as late (no instance ran at the time). */
const lateAfterMs = 60_000;
/** How often every instance looks for a change whose time has come. */
const tickMs = 1_000;
/** The subject of a scheduled change's version, and its trailers. */
export const scheduledSubject = "Scheduled publish";
export const scheduleTrailer = "Schedule";
export const lateTrailer = "Late";

export type ScheduleOutcome = "published" | "held";

export interface SchedulerOptions {
  content: ContentStore;
  schedules: ScheduleStore;
  publisher: Publisher;
  log: Logger;
  /** Tells staff (e-mail) that a change went live or was held. */
  notify?: (change: ScheduledChange, outcome: ScheduleOutcome) => Promise<void>;
  now?: () => number;
}

export type ScheduleAnswer =
  | { ok: true; id: string }
  | { ok: false; reason: "nothing" | "past" | "conflict" | "unknown" | "ended"; fields?: string[] };

const pinName = (id: string) => `schedule-${id}`;

export class Scheduler {
  readonly #options: SchedulerOptions;
  readonly #now: () => number;
  readonly #repeat: Repeat;

  constructor(options: SchedulerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#repeat = new Repeat(tickMs, () => this.publishDue());
  }

  get store(): ScheduleStore {
    return this.#options.schedules;
  }

  /** Looks every second from now on. */
  start(): void {
    void this.#repeat.start({ now: false });
  }

  stop(): Promise<void> {
    return this.#repeat.stop();
  }

  /**
   * Schedules the saved changes of `entries` (every saved entry when undefined) for `at`: their
   * files are kept with the change, and the working copy of them goes back to the published
   * version.
   */
  async schedule(
    editor: Author,
    entries: readonly string[] | undefined,
    at: Date,
  ): Promise<ScheduleAnswer> {
    if (at.getTime() <= this.#now()) return { ok: false, reason: "past" };
    const { content, schedules, publisher, log } = this.#options;
    return publisher.serialized(async (head) => {
      const working = await content.workingTree();
      const [published, saved] = await Promise.all([
        listingOf(content, head?.tree),
        content.listing(working),
      ]);
      const chosen = entries && new Set(entries);
      const files: ScheduledFile[] = [...new Set([...published.keys(), ...saved.keys()])]
        .filter((path) => !chosen || chosen.has(entryOfPath(path)))
        .filter((path) => published.get(path) !== saved.get(path))
        .sort()
        .map((path) => ({
          path,
          base: published.get(path) ?? null,
          target: saved.get(path) ?? null,
        }));
      if (files.length === 0) return { ok: false, reason: "nothing" } as const;
      const lines = await describeFiles(content, files);
      const kept = new Map(files.flatMap((f) => (f.target ? [[f.path, f.target] as const] : [])));
      const id = await schedules.add({
        at,
        author: editor,
        entries: [...new Set(files.map((file) => entryOfPath(file.path)))],
        files,
        lines,
      });
      await content.pin(pinName(id), await content.writeTree(kept));
      const back = await writeWorking(content, editor.name, files, (file) => file.base, saved);
      if (!back) {
        await schedules.end(id, "cancelled", ["Mentés érkezett közben"]);
        await content.unpin(pinName(id));
        return { ok: false, reason: "conflict" } as const;
      }
      log.info("content.scheduled", {
        id,
        at: at.toISOString(),
        editor: editor.name,
        files: files.length,
      });
      return { ok: true, id } as const;
    });
  }

  async move(id: string, at: Date): Promise<ScheduleAnswer> {
    if (at.getTime() <= this.#now()) return { ok: false, reason: "past" };
    const moved = await this.#options.schedules.move(id, at);
    return moved ? { ok: true, id } : { ok: false, reason: "ended" };
  }

  /**
   * A waiting or held change back among the saved changes: its fields are set on the working
   * copy (over a later save of the same field: staff asked for it back), and it ends.
   */
  async cancel(editor: string, id: string): Promise<ScheduleAnswer> {
    const { content, schedules, publisher, log } = this.#options;
    return publisher.serialized(async () => {
      const change = await schedules.get(id);
      if (!change || (change.state !== "scheduled" && change.state !== "held"))
        return { ok: false, reason: change ? "ended" : "unknown" } as const;
      const saved = await content.files();
      const merged = await mergeChange(content, change.files, saved, "theirs");
      if (!("listing" in merged))
        return { ok: false, reason: "conflict", fields: merged.fields } as const;
      const back = await writeWorking(
        content,
        editor,
        change.files,
        (file) => merged.listing.get(file.path) ?? null,
        saved,
      );
      if (!back) return { ok: false, reason: "conflict" } as const;
      await schedules.end(id, "cancelled", [], false, change.state);
      await content.unpin(pinName(id));
      log.info("content.schedule_cancelled", { id, editor });
      return { ok: true, id } as const;
    });
  }

  /** The published version with every change due by `at` on top: the site as it will be then. */
  async treeAt(at: Date): Promise<string> {
    const { content, schedules } = this.#options;
    let listing = await listingOf(content, (await content.head())?.tree);
    for (const change of await schedules.waiting()) {
      if (change.at > at) break;
      const merged = await mergeChange(content, change.files, listing);
      if ("listing" in merged) listing = merged.listing;
    }
    return content.writeTree(listing);
  }

  /** Publishes every change whose time has come, one after the other. */
  async publishDue(): Promise<void> {
    const due = await this.#options.schedules.due(new Date(this.#now()));
    for (const change of due) {
      await this.#publishOne(change).catch((error: unknown) =>
        this.#options.log.error("content.schedule_failed", {
          id: change.id,
          error: errorMessage(error),
        }),
      );
    }
  }

  async #publishOne(change: ScheduledChange): Promise<void> {
    const { content, schedules, publisher, log } = this.#options;
    const late = this.#now() - change.at.getTime() > lateAfterMs;
    let before: Listing = new Map();
    let held: string[] | undefined;
    const result = await publisher.publishComposed(
      change.author,
      async (head): Promise<{ tree: string; subject: string; trailer: string } | PublishResult> => {
        const nothing: PublishResult = { ok: false, reason: "unchanged", changes: [] };
        // Another instance, or a run cut short after its commit, may have published it.
        if ((await schedules.get(change.id))?.state !== "scheduled") return nothing;
        const done = (await content.history(50)).find((v) =>
          v.body.includes(`${scheduleTrailer}: ${change.id}`),
        );
        if (done) {
          await schedules.end(change.id, "published", [done.hash], late);
          return nothing;
        }
        before = await listingOf(content, head?.tree);
        const merged = await mergeChange(content, change.files, before);
        if (!("listing" in merged)) {
          held = merged.fields;
          return nothing;
        }
        const trailers = [`${scheduleTrailer}: ${change.id}`];
        if (late)
          trailers.push(`${lateTrailer}: no instance was running at ${change.at.toISOString()}`);
        const tree = await content.writeTree(merged.listing);
        return { tree, subject: scheduledSubject, trailer: trailers.join("\n") };
      },
      async (published) => {
        if (!published.ok) return;
        await schedules.end(change.id, "published", [published.commit], late);
        await this.#follow(change, before, await listingOf(content, (await content.head())?.tree));
      },
    );
    if (held) return this.#end(change, "held", held);
    if (result.ok) {
      log.info("content.schedule_published", {
        id: change.id,
        commit: result.commit,
        late,
        lateBy: late ? this.#now() - change.at.getTime() : 0,
      });
      await content.unpin(pinName(change.id));
      return this.#tell(change, "published");
    }
    if (result.reason === "build")
      return this.#end(
        change,
        "held",
        result.limit ? ["A kiadás túllépte a korlátját"] : result.errors.map(forStaff),
      );
    if (result.reason === "unchanged" && (await schedules.get(change.id))?.state === "scheduled")
      await schedules.end(change.id, "published", [], late);
  }

  async #end(change: ScheduledChange, state: "held", outcome: string[]): Promise<void> {
    if (!(await this.#options.schedules.end(change.id, state, outcome))) return;
    this.#options.log.warn("content.schedule_held", { id: change.id, fields: outcome });
    return this.#tell({ ...change, outcome }, "held");
  }

  async #tell(change: ScheduledChange, outcome: ScheduleOutcome): Promise<void> {
    const fresh = (await this.#options.schedules.get(change.id)) ?? change;
    await this.#options.notify?.(fresh, outcome).catch((error: unknown) =>
      this.#options.log.error("content.schedule_mail_failed", {
        id: change.id,
        error: errorMessage(error),
      }),
    );
  }

  /**
   * The working copy follows a published change: a file nobody saved since is the published
   * one now; a file saved since gets the change's fields where the save left them alone.
   */
  async #follow(change: ScheduledChange, before: Listing, after: Listing): Promise<void> {
    const { content, log } = this.#options;
    const saved = await content.files();
    const files = change.files.map((file) => ({
      ...file,
      base: before.get(file.path) ?? null,
      target: after.get(file.path) ?? null,
    }));
    const merged = await mergeChange(content, files, saved);
    if (!("listing" in merged)) {
      log.warn("content.schedule_kept_save", { id: change.id, fields: merged.fields });
      return;
    }
    await writeWorking(
      content,
      change.author.name,
      files,
      (file) => merged.listing.get(file.path) ?? null,
      saved,
    );
  }
}
