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
