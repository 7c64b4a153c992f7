/**
 * What the island's copy holds beyond the content's: the form's copy with the messages of the
 * characters it refuses in the page's language, and the services as its select names them.
 */
import type { ContactFormContent } from "../content/types.ts";
import type { ServiceLabels, SiteShell } from "../page/shell.ts";
import type { ServiceKey } from "../site/services.ts";
import type { invisibleFieldErrors } from "./invisible-characters.ts";

/**
 * The form's copy as the island gets it: the content's, its field errors with the messages of
 * the characters the form refuses (app/contact/invisible-characters.ts) in the page's language.
 */
export type IslandFormCopy = ContactFormContent & {
  fieldErrors: ContactFormContent["fieldErrors"] & ReturnType<typeof invisibleFieldErrors>;
};

/** The services as the form's select names them (the menu's short names stay out). */
export type SelectLabels = Record<ServiceKey, Pick<ServiceLabels, "select">>;

export const selectLabels = (labels: SiteShell["serviceLabels"]): SelectLabels =>
  Object.fromEntries(
    Object.entries(labels).map(([key, { select }]) => [key, { select }]),
  ) as SelectLabels;
