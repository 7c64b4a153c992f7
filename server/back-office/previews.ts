/**
 * The preview's pages and files, each under its own path below /admin/preview. A page is
 * marked as a preview and its links stay inside it (preview-html.ts). A preview made before
 * the live version (a publish or undo since) is not served: it would show content that is
 * neither live nor waiting to be published.
 */

import { createHash } from "node:crypto";
import type { ContentStore } from "../content-store/index.ts";
import type { Publisher } from "../release/lifecycle/publisher.ts";
import type { Asset } from "../static-files.ts";
import { sendAsset } from "../static-files.ts";
import { newestVersion } from "./check-marks.ts";
import { messages } from "./messages.ts";
import { bare } from "./pages.ts";
import { bannerStyleHash, previewHtml } from "./preview-html.ts";
import { notFound, sendHtml } from "./respond.ts";
import type { Route } from "./route.ts";

export const previewPrefix = "/admin/preview";

const t = messages.hu;

/**
 * The preview, unless it was made before the live version (a publish or undo since): such a
 * preview shows content that is neither live nor waiting, so it is not offered as current.
 */
export function currentPreview(publisher: Publisher, liveSince: string | undefined) {
  const { preview } = publisher;
  if (!preview) return undefined;
  return liveSince && preview.at.getTime() < Date.parse(liveSince) ? undefined : preview;
}

/** Each page of a preview as staff get it, worked out once per page of that preview. */
const marked = new WeakMap<Asset, Asset>();

function markedPage(page: Asset, at: Date): Asset {
  const known = marked.get(page);
  if (known) return known;
  const body = Buffer.from(
    previewHtml(page.identity.body.toString("utf8"), { prefix: previewPrefix, at }),
  );
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const asset: Asset = {
    type: page.type,
    cacheControl: page.cacheControl,
    lastModified: page.lastModified,
    csp: page.csp.replace("style-src ", `style-src ${bannerStyleHash} `),
    identity: { body, etag },
    etags: new Set([etag]),
  };
  marked.set(page, asset);
  return asset;
}

export function previewRoutes(deps: { publisher: Publisher; content: ContentStore }): Route[] {
  const { publisher, content } = deps;
  return [
    {
      method: "GET",
      path: previewPrefix,
      below: true,
      handle: async ({ req, res, path }) => {
        const inner = path.slice(previewPrefix.length) || "/";
        const made = publisher.preview;
        const page = made?.site.pages.get(inner);
        if (made && page) {
          const live = await newestVersion(content);
          const preview = currentPreview(publisher, live?.date);
          if (!preview)
            return sendHtml(
              res,
              410,
              bare(
                t.previewTitle,
                `<main class="narrow" id="main"><div class="card"><h1>${t.previewTitle}</h1><p>${t.previewGone}</p><p><a href="/admin#preview">${t.previewBack}</a></p></div></main>`,
              ),
            );
          return sendAsset(req, res, markedPage(page, made.at), 200);
        }
        const file = made?.site.files.get(inner);
        if (!file) return notFound(res);
        return sendAsset(req, res, file, 200);
      },
    },
  ];
}
