/**
 * The preview's pages and files, each under its own path below /admin/preview. A page is
 * marked as a preview and its links stay inside it (preview-html.ts). A preview made before
 * the live version (a publish or undo since) is not served: it would show content that is
 * neither live nor waiting to be published.
 */

import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { contactEndpoint, pageField } from "../../app/form/protocol.ts";
import { findPageRoute, homePath } from "../../app/site/pages.ts";
import type { ContentStore } from "../content-store/index.ts";
import type { Publisher } from "../publishing/index.ts";
import { html } from "../shared/html.ts";
import { BodyError, bodyKind, parseBody, readBody, redirect, sendJson } from "../shared/http.ts";
import { previewNotice, previewPageAfterPost, previewPrefix } from "../shared/preview.ts";
import type { Asset } from "../shared/static-files.ts";
import { sendAsset } from "../shared/static-files.ts";
import { bare, messages, notFound, type Route, sendHtml } from "../staff-frame/index.ts";
import { newestVersion } from "./check-marks.ts";
import { bannerStyleHash, previewHtml } from "./preview-html.ts";

export { previewPrefix };

/** Where a preview's contact form posts (preview-html.ts points it here): nothing is kept. */
export const previewContactPath = `${previewPrefix}${contactEndpoint}`;

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
      method: "POST",
      path: previewContactPath,
      handle: ({ req, res }) => answerPreviewPost(req, res),
    },
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
                html`<main class="narrow" id="main"><div class="card"><h1>${t.previewTitle}</h1><p>${t.previewGone}</p><p><a href="/admin#preview">${t.previewBack}</a></p></div></main>`,
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

/**
 * A preview's contact form, sent: read (within the form's bound) for its page only, then
 * dropped — not stored, not sent, not counted. A script gets the preview's note as the form's
 * notice; a plain form post goes back to its page in the preview, whose band then says it.
 */
async function answerPreviewPost(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const wantsJson = /json/i.test(
    `${req.headers.accept ?? ""} ${req.headers["content-type"] ?? ""}`,
  );
  let page = homePath();
  try {
    const fields = parseBody(bodyKind(req.headers["content-type"]), await readBody(req, 16 * 1024));
    const named = (fields as Record<string, unknown> | null)?.[pageField];
    if (typeof named === "string") page = findPageRoute(named)?.path ?? page;
  } catch (error) {
    // A body too large is the router's to refuse; an unreadable one is dropped all the same.
    if (!(error instanceof BodyError) || error.status === 413) throw error;
  }
  if (wantsJson) return sendJson(res, 200, { ok: true, notice: previewNotice });
  redirect(res, previewPageAfterPost(page));
}
