/**
 * What the contact endpoint, counting and the back office agree on about previews: where a
 * preview is served, how a page of it marks its contact form, and what a form sent from a
 * preview is answered. A preview is inert: its form stores and sends nothing, and nothing in
 * it is counted (docs/decisions/022-inert-previews.md).
 *
 * A submission is taken for a preview's only on what its own sender sends — the marker field
 * the preview puts in its form, or the browser's `Referer` naming a preview page of this
 * site — so nobody can make another visitor's real inquiry look like one: a third party sets
 * neither in someone else's browser, and a post from another site is refused before.
 */
import type { IncomingMessage } from "node:http";
import { previewField } from "../../app/form/protocol.ts";

export { previewField };

/** Where the preview's pages are served; a preview's own contact endpoint is below it. */
export const previewPrefix = "/admin/preview";

/** The id of the preview band's note that a form post sent from a preview was not sent. */
export const previewSentId = "dp-preview-sent";

/** What a form sent from a preview is answered (staff only see previews: in Hungarian). */
export const previewNotice = {
  title: "Előnézet: az üzenet nem ment el",
  text: "Az előnézet űrlapja nem tárol és nem küld semmit; az élő oldalon ugyanez az űrlap elküldi az üzenetet.",
} as const;

/** Whether a path is a preview's page or below it. */
export const inPreview = (path: string) =>
  path === previewPrefix || path.startsWith(`${previewPrefix}/`);

/** Whether `address` (a page's address, as a browser reports it) is a preview page of this host. */
export function previewPageOf(address: string | null | undefined, req: IncomingMessage): boolean {
  if (!address) return false;
  try {
    const url = new URL(address);
    return url.host === req.headers.host && inPreview(url.pathname);
  } catch {
    return false;
  }
}

/** Whether the browser says the request was sent by a preview page of this host. */
export const refererInPreview = (req: IncomingMessage): boolean =>
  previewPageOf(req.headers.referer, req);

/** Whether a contact form's fields carry the preview's marker. */
export const markedAsPreview = (fields: Record<string, unknown>) => previewField in fields;

/** Where a plain form post from a preview is sent back: the page in the preview, its note. */
export const previewPageAfterPost = (page: string) => `${previewPrefix}${page}#${previewSentId}`;
