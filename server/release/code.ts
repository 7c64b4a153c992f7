/**
 * A code build as a release uses it (scripts/build-code.ts makes it): its record (code.json:
 * the code version and the browser scripts' URLs), its client folder and its server bundle.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RouterContext, ServerBuild } from "react-router";
import type { PageContent } from "../../app/content/page-content.ts";

export { defaultCodeDir } from "./config.ts";

export const codeRecord = "code.json";

export interface CodeBuild {
  /** A hash of the code build's files. */
  version: string;
  /** The page script every page inlines (`/assets/page-….js`). */
  page: string;
  /** The contact island the page script loads (`/assets/island-….js`). */
  island: string;
}

/** The code build in `dir`; throws naming what is missing. */
export function readCodeBuild(dir: string): CodeBuild {
  const file = join(dir, codeRecord);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, "utf8")) as CodeBuild;
}

export interface ServerBundle {
  build: ServerBuild;
  /** The bundle's own context key for the page content (root.tsx re-exports it). */
  pageContent: RouterContext<PageContent>;
}

const bundles = new Map<string, Promise<ServerBundle>>();

/** The server bundle of the code build in `dir`, imported once per process. */
export function serverBundle(dir: string): Promise<ServerBundle> {
  const file = resolve(dir, "server", "index.js");
  let bundle = bundles.get(file);
  if (!bundle) {
    bundle = (async () => {
      const build = (await import(pathToFileURL(file).href)) as ServerBuild;
      const root = build.routes.root?.module as { pageContent?: RouterContext<PageContent> };
      if (!root?.pageContent) throw new Error(`${file}: its root route exports no pageContent`);
      return { build, pageContent: root.pageContent };
    })();
    bundles.set(file, bundle);
  }
  return bundle;
}
