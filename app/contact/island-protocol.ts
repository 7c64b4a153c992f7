/**
 * What the page script (app/browser/page.ts) and the contact island agree on. Plain constants
 * only: the page script must stay a few hundred bytes.
 */

/** The element the island hydrates; its `data-props` carries the island's props as JSON. */
export const islandRootId = "contact-island";

/**
 * Set by a release on the island's root: the URL of a cached JSON file of the props every page
 * of the language shares (the form's copy); `data-props` then keeps only the page's own
 * (server/release/page-markup.ts).
 */
export const islandCopyAttribute = "data-copy";

/** Set on the form when a visitor submitted before the island was ready. */
export const submitPendingAttribute = "data-submit-pending";

/** The island's props only one page has (ContactIslandProps); every page of a language shares the rest. */
export const pageOwnProps = ["page", "defaultService"] as const;

/**
 * What the island reads back from the prerendered form itself — the select's options, the
 * fields' placeholders and labels, the privacy note — so a release leaves them out of its props and its copy: the copy need
 * not carry what the page already shows.
 */
export const markupProps = ["serviceLabels"] as const;
export const markupCopy = [
  "placeholders",
  "servicePlaceholder",
  "labelHtml",
  "privacyNoteHtml",
] as const;
