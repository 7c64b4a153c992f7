/**
 * What the island's copy holds: the form's own copy with the messages of the characters it
 * refuses in the page's language, and the services as its select names them. Of the notices
 * it keeps the two it raises itself (a field left wrong, a send that never reached the
 * server): every other notice comes in the server's answer.
 */
import type { ContactFormContent } from "../content/types.ts";
import type { FilledField } from "../form/protocol.ts";
import type { SiteShell } from "../page/shell.ts";
import type { ServiceKey } from "../site/services.ts";
import { invisibleFieldErrors } from "./invisible-characters.ts";

/** The notices the island raises without the server's answer. */
export type IslandNotices = Pick<ContactFormContent["notices"], "validation" | "failure">;

/**
 * The form's copy as the island gets it. The labels and the privacy note come as the HTML React
 * rendered them with the page (FieldLabelContent, PrivacyNote), which the island reads back
 * from the page: their words and links need not travel twice.
 */
export type IslandFormCopy = Omit<
  ContactFormContent,
  "notices" | "fieldErrors" | "privacyNote" | "labels" | "required" | "optional"
> & {
  notices: IslandNotices;
  fieldErrors: ContactFormContent["fieldErrors"] & ReturnType<typeof invisibleFieldErrors>;
  labelHtml: Record<FilledField, string>;
  privacyNoteHtml: string;
};

export const islandFormCopy = (
  {
    notices,
    fieldErrors,
    labels: _labels,
    required: _required,
    optional: _optional,
    privacyNote: _privacyNote,
    ...form
  }: ContactFormContent,
  language: Parameters<typeof invisibleFieldErrors>[0],
  html: Pick<IslandFormCopy, "labelHtml" | "privacyNoteHtml">,
): IslandFormCopy => ({
  ...form,
  ...html,
  notices: { validation: notices.validation, failure: notices.failure },
  fieldErrors: { ...fieldErrors, ...invisibleFieldErrors(language) },
});

/** Each service as the form's select names it (the menu's short names stay out). */
export type SelectLabels = Record<ServiceKey, string>;

export const selectLabels = (labels: SiteShell["serviceLabels"]): SelectLabels =>
  Object.fromEntries(
    Object.entries(labels).map(([key, { select }]) => [key, select]),
  ) as SelectLabels;
