/**
 * A page of the preview as staff see it: marked as a preview on top ("Előnézet – nem élő
 * oldal", when it was made, a link back) by a band that stays in view while the page scrolls
 * (the first thing in the site's sticky header), and with every link into the site pointing
 * into the preview, so a click never lands on the live site. Its contact form is inert: it
 * posts to the preview's own endpoint, carries the preview's marker (server/shared/preview.ts)
 * and says above it that it sends nothing. Read with the HTML parser the release uses;
 * everything else of the page stays byte for byte.
 */
import { createHash } from "node:crypto";
import { islandRootId } from "../../app/contact/island-protocol.ts";
import { previewField } from "../../app/form/protocol.ts";
import { applyEdits, attributeOf, type Edit, elementsOf, parseHtml } from "../release/index.ts";
import { html, raw } from "../shared/html.ts";
import { previewSentId } from "../shared/preview.ts";
import { formatTime } from "../shared/staff-time.ts";
import { messages } from "../staff-frame/index.ts";

const t = messages.hu;

/**
 * The banner's own style sheet: a band on top of the page that stays in view (inside the
 * site's sticky header, or sticky by itself on a page without one); the note of a form post
 * sent from the preview, shown when the post comes back to the page (`:target`); the note
 * above the contact form.
 */
export const bannerStyle = `#dp-preview{position:sticky;top:0;z-index:60;display:flex;flex-wrap:wrap;gap:.125rem 1rem;align-items:center;justify-content:center;padding:.375rem 1rem;background:#8a5300;color:#fff;font:600 15px/1.4 system-ui,sans-serif;text-align:center}#dp-preview a{display:inline-block;padding:.25rem 0;color:#fff;text-decoration:underline}#dp-preview a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}#${previewSentId}{display:none;flex-basis:100%;margin:0}#${previewSentId}:target{display:block}.dp-preview-form{margin:0 0 1rem;padding:.75rem 1rem;border:2px solid #8a5300;border-radius:.5rem;background:#fff7e6;color:#3d2600;font:600 15px/1.4 system-ui,sans-serif}@media (max-width:30rem){#dp-preview{gap:0 .75rem;padding:.25rem .5rem;font-size:13px}}`;

export const bannerStyleHash = `'sha256-${createHash("sha256").update(bannerStyle).digest("base64")}'`;

/** A path of the site as the preview serves it; other links (other sites, mail, phone) stay. */
function intoPreview(href: string, prefix: string): string | undefined {
  if (!href.startsWith("/") || href.startsWith("//") || href.startsWith(`${prefix}/`))
    return undefined;
  if (href === prefix || href.startsWith("/admin")) return undefined;
  return `${prefix}${href}`;
}

/** The page with its banner and its links kept inside the preview under `prefix`. */
export function previewHtml(source: string, options: { prefix: string; at: Date }): string {
  const document = parseHtml(source);
  const edits: Edit[] = [];
  let bannered = false;
  for (const element of elementsOf(document)) {
    if (element.tagName === "head") {
      const end = element.sourceCodeLocation?.endTag?.startOffset;
      if (end !== undefined) edits.push({ start: end, end, text: bannerSheet });
    }
    // First in the site's sticky header (so it stays in view), after the skip link, which
    // stays the page's first stop.
    if (element.tagName === "header" && !bannered) {
      const start = element.sourceCodeLocation?.startTag?.endOffset;
      if (start !== undefined) {
        edits.push({ start, end: start, text: banner(options.at).toString() });
        bannered = true;
      }
    }
    // Before the island the form is hydrated in (never inside it): the note, and the marker
    // joined to the form by its id, sent with and without JavaScript.
    if (attributeOf(element, "id") === islandRootId) {
      const start = element.sourceCodeLocation?.startOffset;
      if (start !== undefined) edits.push({ start, end: start, text: formNote.toString() });
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
        text: html`${attribute}="${target}"`.toString(),
      });
  }
  if (!bannered) {
    const body = [...elementsOf(document)].find((element) => element.tagName === "body");
    const start = body?.sourceCodeLocation?.startTag?.endOffset;
    if (start !== undefined) edits.push({ start, end: start, text: banner(options.at).toString() });
  }
  return applyEdits(source, edits);
}

/** The banner's style sheet as the page gets it: the same text the policy's hash is of. */
const bannerSheet = html`<style>${raw(bannerStyle)}</style>`.toString();

const banner = (at: Date) =>
  html`<div id="dp-preview" role="region" aria-label="${t.previewBanner}"><strong>${t.previewBanner}</strong><span>${t.previewMade(formatTime(at.toISOString()))}</span><a href="/admin#preview">${t.previewBack}</a><p id="${previewSentId}" role="status">${t.previewFormSent}</p></div>`;

const formNote = html`<p class="dp-preview-form" role="note">${t.previewFormNote}</p><input type="hidden" name="${previewField}" value="1" form="contact-form">`;
