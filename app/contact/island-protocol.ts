/**
 * What the page script (app/browser/page.ts) and the contact island agree on. Plain constants
 * only: the page script must stay a few hundred bytes.
 */

/** The element the island hydrates; its `data-props` carries the island's props as JSON. */
export const islandRootId = "contact-island";

/** Set on the form when a visitor submitted before the island was ready. */
export const submitPendingAttribute = "data-submit-pending";
