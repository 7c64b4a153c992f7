/**
 * A release's record, `<release>/release.json`: what it was made from (code and content
 * versions, settings), when, the keys of the files it can lend a later release, and the content
 * the server needs at run time (the form's notices, the company's name). The server loads it
 * with the release's client folder and swaps both at once (server/publishing/live-site.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageContent } from "../../app/content/page-content.ts";
import type { ContactFormContent } from "../../app/content/types.ts";
import { type Language, languages } from "../../app/site/language.ts";

export const releaseRecord = "release.json";
/** The served folder of a release. */
export const releaseClient = "client";

/** What the server reads from content while it runs. */
export interface RuntimeContent {
  companyName: string;
  /** The contact form's answers, by language. */
  notices: Record<Language, ContactFormContent["notices"]>;
}

/** The server's slice of the content a release is made from. */
export function runtimeOf({
  content,
  company,
}: Pick<PageContent, "content" | "company">): RuntimeContent {
  return {
    companyName: company.name,
    notices: Object.fromEntries(
      languages.map((language) => [language, content[language].form.notices]),
    ) as RuntimeContent["notices"],
  };
}

export interface ReleaseManifest {
  codeVersion: string;
  contentVersion: string;
  siteUrl: string;
  retentionDays: number;
  madeAt: string;
  /**
   * Files under client/ that a later release may reuse: path → the key of its inputs; and for
   * a page, `path#rendered` → the key of the markup it was made self-contained from.
   */
  reusable: Record<string, string>;
  runtime: RuntimeContent;
}

/** The manifest of the release in `dir`; throws naming the file when there is none. */
export function readRelease(dir: string): ReleaseManifest {
  const file = join(dir, releaseRecord);
  if (!existsSync(file)) throw new Error(`${file} is missing: ${dir} is not a release.`);
  return JSON.parse(readFileSync(file, "utf8")) as ReleaseManifest;
}
