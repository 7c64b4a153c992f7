/**
 * The content's history in words, for the publishing page and the undo's confirmation: each
 * version by its number ("12. változat"), its author and time, and what it changed as the
 * editor names it (app/content/changes.ts) — never a file path or a version id. Read through
 * the content store, so it says the same on either back-end. A version's words never change,
 * so they are kept once worked out. A check mark (check-marks.ts) is a line of its own, not a
 * numbered version: it changes no content, and no one goes back to it.
 */
import type { FileTexts } from "../../app/content/changes.ts";
import { entryLabel, entryOfFile } from "../../app/content/field-names.ts";
import { withArticle } from "../../app/site/article.ts";
import { staffLanguageName } from "../../app/site/language.ts";
import { staffPageName } from "../../app/site/staff-names.ts";
import type { Change, ContentStore, Version as Published } from "../content-store/index.ts";
import { describeContentChanges } from "../content-work/index.ts";
import { lateTrailer, scheduledSubject } from "../publishing/index.ts";
import { checkOf, isCheck, wholeHistory } from "./check-marks.ts";

export interface Version {
  kind: "version";
  /** Counted from the first version, 1: what staff call it. */
  number: number;
  /** The version's id, for the publisher only: no page shows it. */
  commit: string;
  date: string;
  author: string;
  /** What kind of version it is: a publish, an undo (back to which version), the first. */
  title: string;
  /** What it changed, a line per field. */
  lines: string[];
}

/** A check mark in the history: who checked which page's language, and when. */
export interface CheckLine {
  kind: "check";
  date: string;
  author: string;
  text: string;
}

export type HistoryItem = Version | CheckLine;
/** The largest file whose words are worked out (the schema's text files are at most 1 MB). */
const maxFileBytes = 1024 * 1024;

export class VersionHistory {
  readonly #content: ContentStore;
  readonly #said = new Map<string, string[]>();

  constructor(content: ContentStore) {
    this.#content = content;
  }

  /** The whole history, oldest first. */
  async #all(): Promise<Published[]> {
    return (await wholeHistory(this.#content)).reverse();
  }

  /** Every version but the check marks, oldest first: a version's number is its place here. */
  async #versions(): Promise<Published[]> {
    return (await this.#all()).filter((version) => !isCheck(version));
  }

  /** The newest versions and check marks, newest first. */
  async list(limit: number): Promise<HistoryItem[]> {
    const all = await this.#all();
    const versions = all.filter((version) => !isCheck(version));
    const numberOf = numbering(versions);
    const newest = all.slice(-limit).reverse();
    return Promise.all(
      newest.map(async (version): Promise<HistoryItem> => {
        const mark = checkOf(version);
        if (mark) {
          const what = `${staffPageName(mark.page)} · ${staffLanguageName(mark.language)}`;
          const text = `${mark.by} ellenőrizte: ${what} — nem kell módosítani`;
          return { kind: "check", date: mark.at, author: mark.by, text };
        }
        const number = numberOf(version.hash) ?? 0;
        return {
          ...said(version, number, numberOf),
          lines: await this.#changesOf(version.hash, versions[number - 2]?.hash),
        };
      }),
    );
  }

  /** The id of a version number, if there is one. */
  async commitOf(number: number): Promise<string | undefined> {
    if (!Number.isSafeInteger(number) || number < 1) return undefined;
    return (await this.#versions())[number - 1]?.hash;
  }

  /** One version by its number, if there is one. */
  async version(number: number): Promise<Version | undefined> {
    if (!Number.isSafeInteger(number) || number < 1) return undefined;
    const versions = await this.#versions();
    const version = versions[number - 1];
    return version && { ...said(version, number, numbering(versions)), lines: [] };
  }

  /** What the saved, unpublished files change against the live version. */
  async pendingChanges(changes: readonly Change[]): Promise<string[]> {
    const head = await this.#content.head();
    const files = await Promise.all(
      changes.map(async ({ path }) => ({
        path,
        before: head ? await this.#content.fileAt(head.tree, path) : undefined,
        after: (await this.#content.read(path, maxFileBytes))?.toString("utf8"),
      })),
    );
    return describeFiles(files);
  }

  /** What bringing back the content of `commit` would change in the published content. */
  async undoChanges(commit: string): Promise<string[]> {
    const [head, target] = await Promise.all([this.#content.head(), this.#content.resolve(commit)]);
    return target ? this.#describe(head?.tree, target.tree) : [];
  }

  async #changesOf(hash: string, parent: string | undefined): Promise<string[]> {
    const known = this.#said.get(hash);
    if (known) return known;
    const [version, before] = await Promise.all([
      this.#content.resolve(hash),
      parent ? this.#content.resolve(parent) : undefined,
    ]);
    const lines = version && before ? await this.#describe(before.tree, version.tree) : [];
    this.#said.set(hash, lines);
    return lines;
  }

  /** Each field that differs between two versions (trees), as the editor names it. */
  async #describe(from: string | undefined, to: string): Promise<string[]> {
    const changes = await this.#content.changes(from, to);
    const files = await Promise.all(
      changes.map(async ({ path }) => ({
        path,
        before: from ? await this.#content.fileAt(from, path) : undefined,
        after: await this.#content.fileAt(to, path),
      })),
    );
    return describeFiles(files);
  }
}

/**
 * Changed files in words, worked out on the content thread (server/content-work) within its
 * budget. When the whole cannot be, each file is tried alone, and one that cannot be read in
 * time is said as such.
 */
const describeFiles = (files: FileTexts[]): Promise<string[]> =>
  describeContentChanges(files).catch(async () => {
    const lines = await Promise.all(
      files.map((file) =>
        describeContentChanges([file]).catch(() => [
          `${entryName(file.path)}: a fájl nem olvasható (túl nagy vagy hibás)`,
        ]),
      ),
    );
    return lines.flat();
  });

const entryName = (path: string) => {
  const key = entryOfFile(path);
  return key ? entryLabel(key) : "Egy fájl a tartalomban";
};

/** A version's number, from its id or the start of it. */
const numbering = (all: readonly Published[]) => (prefix: string) => {
  const index = all.findIndex(({ hash }) => hash.startsWith(prefix));
  return index >= 0 ? index + 1 : undefined;
};

function said(
  version: Published,
  number: number,
  numberOf: (prefix: string) => number | undefined,
): Omit<Version, "lines"> {
  const { hash: commit, date, author } = version;
  return {
    kind: "version",
    number,
    commit,
    date,
    author,
    title: titleOf(version, numberOf),
  };
}

/** The kind of a version, from its message (written by the publisher, for developers). */
function titleOf(
  { subject, body }: Published,
  numberOf: (prefix: string) => number | undefined,
): string {
  const undo = /^Undo: back to the content of ([0-9a-f]+)$/.exec(subject);
  if (undo) {
    const number = numberOf(undo[1] ?? "");
    return number
      ? `Visszaállítás ${withArticle(`${number}.`)} változatra`
      : "Visszaállítás egy korábbi változatra";
  }
  if (subject === "Content as first published") return "Az első közzétett tartalom";
  if (subject === scheduledSubject)
    return new RegExp(`^${lateTrailer}: `, "m").test(body)
      ? "Ütemezett közzététel, késve (a megadott időpontban egy szerverpéldány sem futott)"
      : "Ütemezett közzététel";
  // A content migration's version carries a `Migration: <id>` trailer (migrate.ts).
  if (/^Migration: /m.test(body)) return "A tartalom frissítése az új programváltozathoz";
  return "Közzététel";
}
