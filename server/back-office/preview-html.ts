/**
 * A page of the preview as staff see it: marked as a preview on top ("Előnézet – nem élő
 * oldal", when it was made, a link back), and with every link into the site pointing into the
 * preview, so a click never lands on the live site. Read with the HTML parser the release
 * uses; everything else of the page stays byte for byte.
 */
import { createHash } from "node:crypto";
import { applyEdits, attributeOf, type Edit, elementsOf, parseHtml } from "../release/html.ts";
import { escapeHtml } from "../shared/html.ts";
import { formatTime } from "../shared/staff-time.ts";
import { messages } from "./messages.ts";

const t = messages.hu;

/** The banner's own style sheet: a band at the top of the page, above the site's header. */
export const bannerStyle =
  "#dp-preview{position:relative;z-index:60;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;justify-content:center;padding:.5rem 1rem;background:#8a5300;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center}#dp-preview a{color:#fff;text-decoration:underline}#dp-preview a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}";

export const bannerStyleHash = `'sha256-${createHash("sha256").update(bannerStyle).digest("base64")}'`;

/** A path of the site as the preview serves it; other links (other sites, mail, phone) stay. */
function intoPreview(href: string, prefix: string): string | undefined {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith(`${prefix}/`))
    return undefined;
  if (href === prefix || href.startsWith("/admin")) return undefined;
  return `${prefix}${href}`;
}

/** The page with its banner and its links kept inside the preview under `prefix`. */
export function previewHtml(html: string, options: { prefix: string; at: Date }): string {
  const document = parseHtml(html);
  const edits: Edit[] = [];
  let bannered = false;
  for (const element of elementsOf(document)) {
    if (element.tagName === "head") {
      const end = element.sourceCodeLocation?.endTag?.startOffset;
      if (end !== undefined) edits.push({ start: end, end, text: `<style>${bannerStyle}</style>` });
    }
    // Before the site's header, after its skip link, which stays the page's first stop.
    if (element.tagName === "header" && !bannered) {
      const start = element.sourceCodeLocation?.startOffset;
      if (start !== undefined) {
        edits.push({ start, end: start, text: banner(options.at) });
        bannered = true;
      }
    }
    const attribute =
      element.tagName === "a" ? "href" : element.tagName === "form" ? "action" : undefined;
    const value = attribute && attributeOf(element, attribute);
    const location = attribute && element.sourceCodeLocation?.attrs?.[attribute];
    const target = value && intoPreview(value, options.prefix);
    if (target && location)
      edits.push({
        start: location.startOffset,
        end: location.endOffset,
        text: `${attribute}="${escapeHtml(target)}"`,
      });
  }
  if (!bannered) {
    const body = [...elementsOf(document)].find((element) => element.tagName === "body");
    const start = body?.sourceCodeLocation?.startTag?.endOffset;
    if (start !== undefined) edits.push({ start, end: start, text: banner(options.at) });
  }
  return applyEdits(html, edits);
}

const banner = (at: Date) =>
  `<div id="dp-preview" role="region" aria-label="${t.previewBanner}"><strong>${t.previewBanner}</strong><span>${escapeHtml(t.previewMade(formatTime(at.toISOString())))}</span><a href="/admin#preview">${t.previewBack}</a></div>`;
