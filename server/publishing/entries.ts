/**
 * Entries, as staff choose what goes live: a page in a language or a shared entry (the package
 * prices, the photos) is one entry of the editor, and every saved file belongs to one (a photo
 * to the photos entry; a file outside the schema is an entry of its own). A publish of chosen
 * entries is the published version with those entries' files as the working copy has them.
 */
import { entryOfFile } from "../../app/content/field-names.ts";
import { isPhotoFile, photosEntry } from "../../app/site/hero-photos.ts";
import type { Change, ContentStore } from "../content-store/index.ts";

type Listing = Map<string, string>;

/** The entry a content file belongs to. */
export const entryOfPath = (path: string): string =>
  entryOfFile(path) ?? (isPhotoFile(path) ? photosEntry : path);

/** Changes by entry, in the order their first file comes. */
export function byEntry(changes: readonly Change[]): Map<string, Change[]> {
  const grouped = new Map<string, Change[]>();
  for (const change of changes) {
    const entry = entryOfPath(change.path);
    grouped.set(entry, [...(grouped.get(entry) ?? []), change]);
  }
  return grouped;
}

/** `base` with the files of `entries` as `from` has them (removed where `from` has none). */
export function withFilesOf(base: Listing, from: Listing, entries: ReadonlySet<string>): Listing {
  const result = new Map(base);
  for (const path of new Set([...base.keys(), ...from.keys()])) {
    if (!entries.has(entryOfPath(path))) continue;
    const sha = from.get(path);
    if (sha === undefined) result.delete(path);
    else result.set(path, sha);
  }
  return result;
}

/** `base` with the given paths as `from` has them. */
export function withPaths(base: Listing, from: Listing, paths: Iterable<string>): Listing {
  const result = new Map(base);
  for (const path of paths) {
    const sha = from.get(path);
    if (sha === undefined) result.delete(path);
    else result.set(path, sha);
  }
  return result;
}

/** The listing of a version, or none before the first. */
export const listingOf = (content: ContentStore, tree: string | undefined): Promise<Listing> =>
  tree ? content.listing(tree) : Promise.resolve(new Map());

/** The published version with the chosen entries of the working copy on top. */
export async function chosenTree(
  content: ContentStore,
  published: string | undefined,
  working: string,
  entries: readonly string[],
): Promise<string> {
  const [base, saved] = await Promise.all([
    listingOf(content, published),
    content.listing(working),
  ]);
  return content.writeTree(withFilesOf(base, saved, new Set(entries)));
}

/** What a preview shows: a composed version, the chosen entries on the live site, or all saved. */
export async function previewTree(
  content: ContentStore,
  what: { entries?: readonly string[]; compose?: () => Promise<string> },
): Promise<string> {
  if (what.compose) return what.compose();
  const working = await content.workingTree();
  if (!what.entries) return working;
  return chosenTree(content, (await content.head())?.tree, working, what.entries);
}

/** "Publish home/hu.yaml, services/security/de.yaml and 3 more": a version's subject. */
export function publishSubject(changes: readonly Change[]): string {
  const names = changes.slice(0, 3).map((change) => change.path);
  const more = changes.length - names.length;
  return `Publish ${names.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

/** The working copy after an undo to `target`: its content, but for the entries saved since. */
export async function keepingSaved(
  content: ContentStore,
  published: string | undefined,
  working: string,
  target: string,
): Promise<string> {
  const [pending, version, saved] = await Promise.all([
    content.changes(published, working),
    content.listing(target),
    content.listing(working),
  ]);
  const kept = pending.map((change) => change.path);
  return content.writeTree(withPaths(version, saved, kept));
}
