/**
 * The content editor's browser bundle (scripts/build-editor.ts writes it into build-editor/):
 * read once when first asked for and served below /admin/editor to signed-in editors, with
 * Keystatic's interface mounted by a plain HTML shell at /keystatic. The bundle records a hash
 * of the sources it was built from (the content schema and what it imports); a bundle of other
 * sources is stale and not served, so staff never edit with an old schema.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { hashFiles } from "../release/index.ts";
import { type Html, html, raw } from "../shared/html.ts";
import { type Asset, loadAsset } from "../shared/static-files.ts";

// Apart from build/, which every site build empties.
export const editorBundleDir = "build-editor";
export const editorManifest = "editor.json";
export const editorAssetsPath = "/admin/editor";

/**
 * The bundle's files have content-hashed names (a new build names its script anew in the
 * shell), so the signed-in editor's own browser keeps them: a move from a back-office page to
 * an entry does not fetch and unpack Keystatic's megabytes again. `private`: never a shared
 * cache. What the files hold is Keystatic's code and the content schema, no content.
 */
export const editorAssetCache = "private, max-age=31536000, immutable";

export interface EditorBundle {
  /** The entry script's URL. */
  script: string;
  files: Map<string, Asset>;
}

/**
 * Keystatic styles its components at run time (inline style elements) and shows previews of
 * images from blob: URLs; scripts come only from our own origin.
 */
export const editorPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** What the editor's bundle is built from, relative to the project. */
const editorSources = [
  "app/editor",
  "app/content",
  "app/site",
  "package-lock.json",
  "scripts/build-editor.ts",
  "scripts/keystatic-patches.ts",
];

/** The hash of the editor's sources as they are now (in `root`, the project by default). */
export function editorSourceHash(root = "."): string {
  return hashFiles(root, editorSources, /\.test\.tsx?$/);
}

/**
 * The bundle in `dir`; undefined when it has not been built, "stale" when it was built from
 * other sources than these.
 */
export function loadEditorBundle(
  dir = editorBundleDir,
  sources = editorSourceHash(),
): EditorBundle | "stale" | undefined {
  const manifest = join(dir, editorManifest);
  if (!existsSync(manifest)) return undefined;
  const recorded = JSON.parse(readFileSync(manifest, "utf8")) as {
    script: string;
    sources?: string;
  };
  if (recorded.sources !== sources) return "stale";
  const { script } = recorded;
  const files = new Map<string, Asset>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const { name } = entry;
    if (!entry.isFile() || /\.(br|gz)$/.test(name) || name === editorManifest) continue;
    files.set(
      `${editorAssetsPath}/${name}`,
      loadAsset(join(dir, name), editorAssetCache, editorPolicy),
    );
  }
  return { script: `${editorAssetsPath}/${script}`, files };
}

/**
 * The bar under Keystatic's interface, a strip of its own at every width. Keystatic sizes its
 * interface to the viewport (its root's height, and fixed parts such as the phone's drawer);
 * here #editor is that box instead: its two outer layers take #editor's height, and
 * `contain: layout` makes it the box of their fixed parts. So the interface ends where the bar
 * begins and the bar never lies on a field or a toolbar (`overflow: clip`, not hidden: a
 * focused field must not scroll #editor and shift the interface up). Keystatic's dialogs,
 * menus and phone navigation drawer open in layers added to the body after the bar, which has
 * no stacking order of its own: they cover it, never the reverse. Keystatic's save button is
 * 44 px high (a main action). An entry's name is never cut short, in the header or in the side
 * list: it wraps (on a phone a size smaller, "Nincs mentve" under it), and the "…" menu and
 * the save button keep their places beside it.
 */
const barStyle = raw(`<style>
#editor{position:fixed;inset:0 0 3.5rem;contain:layout;overflow:clip}
#editor>div,#editor>div>div{height:100%!important}
#editor-bar{position:fixed;inset:auto 0 0;box-sizing:border-box;height:3.5rem;display:flex;gap:.5rem;align-items:center;justify-content:flex-end;padding:0 1rem;background:#f3f5f8;border-top:1px solid #d5dbe3}
#editor-bar a,#editor-bar button{font:600 14px/1 system-ui,sans-serif;background:#0a1829;color:#fff;padding:.8rem 1rem;border:0;border-radius:.5rem;text-decoration:none;cursor:pointer}
#editor-bar button{background:#fff;color:#0a1829;border:1px solid #0a1829}#editor-bar form{margin:0}
#editor .entry-link{display:inline-block;min-height:24px;padding:.15rem 0;color:#1c5d8c;font-weight:600;text-decoration:underline;text-underline-offset:3px}
#editor-saved{margin:0 auto 0 0;font:600 14px/1.3 system-ui,sans-serif;color:#11643a}#editor-saved:empty{display:none}
@media (max-width:40rem){#editor-saved{position:absolute;left:.5rem;bottom:calc(100% + .5rem);background:#e3f3e8;padding:.4rem .7rem;border-radius:.5rem;box-shadow:0 2px 8px rgb(6 15 26/.15)}}
@media (max-width:30rem){#editor-bar{padding:0 .5rem}#editor-bar a,#editor-bar button{padding:.7rem .6rem;font-size:13px}}
#editor button[type=submit]{min-height:44px}
#editor-tools{display:flex;gap:.5rem;align-items:center}
#editor-bar .dp-entry-schedule{display:inline-flex;gap:.4rem;align-items:center;min-height:44px;background:#fff1d6;color:#5c3b00;border-color:#8a5a00}
@media (max-width:30rem){#editor-bar .dp-when{display:none}#editor-bar .dp-entry-schedule{min-width:44px;justify-content:center}}
.dp-schedule-note{max-width:min(32rem,calc(100vw - 2rem));margin:auto auto 4.5rem;padding:1rem 1.25rem;border:1px solid #d5dbe3;border-radius:.75rem;font:15px/1.5 system-ui,sans-serif;color:#0a1829;box-shadow:0 8px 30px rgb(10 24 41/.2)}
.dp-schedule-note ul{padding-left:1.25rem}
#editor-bar .dp-schedule-note a{display:inline-block;min-height:24px;padding:.15rem 0;background:none;color:#0a4f9e;font:inherit;text-decoration:underline}
#editor nav span,#editor h1{white-space:normal!important;overflow:visible!important;text-overflow:clip!important;-webkit-line-clamp:unset!important;overflow-wrap:break-word}
#editor nav li,#editor nav a,#editor nav a>div{height:auto!important}#editor nav a>div{min-height:2rem;padding-block:.375rem;box-sizing:border-box}
#editor nav span::before,#editor nav span::after,#editor h1::before,#editor h1::after{display:none!important}
#editor nav span{line-height:1.3!important}#editor h1{line-height:1.25!important}
@media (max-width:40rem){#editor h1{min-width:0;font-size:.8125rem}#editor :has(>h1){min-width:0;flex-shrink:1;height:auto!important;flex-direction:column;align-items:flex-start;gap:.125rem}#editor header,#editor header>div{height:auto!important;min-height:4rem}}
</style>`);

/** The page Keystatic's interface runs in, in Hungarian where it is ours. */
export function editorPage(script: string): Html {
  return html`<!doctype html>
<html lang="hu">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Tartalom szerkesztése · Danubius Protect honlapkezelő</title>
<script type="module" src="${script}"></script>
</head>
<body>
${barStyle}
<div id="editor"><p style="font-family:system-ui,sans-serif;padding:2rem">A szerkesztő betöltése…</p></div>
<nav id="editor-bar" aria-label="Honlapkezelő"><p id="editor-saved" role="status" aria-live="polite"></p><div id="editor-tools"></div><a href="/admin">Előnézet és közzététel →</a></nav>
<noscript><p>A tartalom szerkesztéséhez JavaScript szükséges. A közzététel és az előzmények a <a href="/admin">közzététel oldalán</a> JavaScript nélkül is elérhetők.</p></noscript>
</body>
</html>`;
}
