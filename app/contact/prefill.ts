/**
 * Links that prefill the contact form on their way to it (a package's order button): the
 * link carries the values, the page script writes them into the form's fields. The fields
 * are uncontrolled, so this works the same before, during and after the island hydrates.
 */
export const prefillAttributes = {
  service: "data-prefill-service",
  message: "data-prefill-message",
} as const;

/**
 * Where the page's first inline line keeps such a link clicked before the page script ran
 * (it starts after the page's first frame), for the script to prefill from when it does.
 */
export const earlyPrefillKey = "dpEarlyPrefill";

export function prefillContactForm(link: Element, form: HTMLFormElement): void {
  const service = link.getAttribute(prefillAttributes.service);
  const message = link.getAttribute(prefillAttributes.message);
  const select = form.elements.namedItem("service");
  const textarea = form.elements.namedItem("message");
  if (service && select instanceof HTMLSelectElement) select.value = service;
  if (message && textarea instanceof HTMLTextAreaElement) textarea.value = message;
}
