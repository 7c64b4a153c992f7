/**
 * A scheduled change's files against other versions: set on a listing (field by field where
 * both moved on: app/content/merge.ts), written into the working copy when no save came
 * between, and said in the editor's words.
 */
import type { FileTexts } from "../../app/content/changes.ts";
import { fileEntryName, mergeFile } from "../../app/content/merge.ts";
import type { ContentStore, ScheduledFile } from "../content-store/index.ts";
import { describeContentChanges } from "../content-work/index.ts";
import { entryOfPath } from "./entries.ts";

type Listing = Map<string, string>;

/**
 * The files of a change set on `onto` (a listing): each as the change has it where `onto`
 * still has the change's base, merged field by field where both moved on, or the fields
 * both changed (with `prefer: "theirs"` the change's fields win).
 */
export async function mergeChange(
  content: ContentStore,
  files: readonly ScheduledFile[],
  onto: Listing,
  prefer: "none" | "theirs" = "none",
): Promise<{ listing: Listing } | { fields: string[] }> {
  const listing = new Map(onto);
  const fields: string[] = [];
  const text = async (sha: string | null) =>
    sha ? (await content.blob(sha))?.toString("utf8") : undefined;
  for (const { path, base, target } of files) {
    const ours = onto.get(path) ?? null;
    let result: string | null;
    if (ours === base || ours === target) result = target;
    else if (target === base) result = ours;
    else if (!path.endsWith(".yaml")) {
      // A Markdoc text or a photo is one field: its whole file.
      if (prefer !== "theirs") {
        fields.push(fileEntryName(path));
        continue;
      }
      result = target;
    } else {
      const merged = mergeFile(
        path,
        { base: await text(base), ours: await text(ours), theirs: await text(target) },
        prefer,
      );
      if (!merged.ok) {
        fields.push(...merged.fields);
        continue;
      }
      result = merged.text === undefined ? null : await content.writeBlob(Buffer.from(merged.text));
    }
    if (result === null) listing.delete(path);
    else listing.set(path, result);
  }
  return fields.length > 0 ? { fields } : { listing };
}

/** Writes the files of a change into the working copy as `pick` says, if no save came between. */
export async function writeWorking(
  content: ContentStore,
  editor: string,
  files: readonly ScheduledFile[],
  pick: (file: ScheduledFile) => string | null,
  saved: ReadonlyMap<string, string>,
): Promise<boolean> {
  const changes = [];
  for (const file of files) {
    const sha = pick(file);
    if ((saved.get(file.path) ?? null) === sha) continue;
    changes.push({ path: file.path, ...(sha && { contents: await content.blob(sha) }) });
  }
  if (changes.length === 0) return true;
  const base = new Map([...saved].filter(([path]) => files.some((file) => file.path === path)));
  return (await content.save(editor, changes, base)).ok;
}

export async function describeFiles(
  content: ContentStore,
  files: readonly ScheduledFile[],
): Promise<string[]> {
  const text = async (sha: string | null) =>
    sha ? (await content.blob(sha))?.toString("utf8") : undefined;
  const texts: FileTexts[] = await Promise.all(
    files.map(async (file) => ({
      path: file.path,
      before: await text(file.base),
      after: await text(file.target),
    })),
  );
  return describeContentChanges(texts).catch(() => files.map((file) => entryOfPath(file.path)));
}
