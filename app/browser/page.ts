/**
 * The only script every page loads (about a kilobyte): it fills the gaps the platform leaves,
 * reports what the server cannot count (docs/analytics.md) and starts the contact island
 * when it is about to be needed. Everything else on a page is HTML and CSS
 * (docs/decisions/007-static-pages-and-one-island.md).
 */
import { islandRootId, submitPendingAttribute } from "../contact/island-protocol.ts";
import { earlyPrefillKey, prefillAttributes, prefillContactForm } from "../contact/prefill.ts";
import { type BeaconEvent, beaconEndpoint } from "./beacon-protocol.ts";

const beacon = (t: BeaconEvent, more?: Record<string, string>) =>
  navigator.sendBeacon(beaconEndpoint, new URLSearchParams({ t, p: location.pathname, ...more }));

// The server counts page views but not prefetches, which nobody may ever open: a page
// opened from a prefetch (or a prerender) counts itself, once.
const opened = () => {
  const [entry] = performance.getEntriesByType("navigation") as Array<
    PerformanceEntry & { deliveryType?: string; activationStart?: number }
  >;
  if (entry?.deliveryType === "navigational-prefetch" || Number(entry?.activationStart) > 0)
    beacon("view", { q: location.search, r: document.referrer });
};
if ((document as { prerendering?: boolean }).prerendering)
  document.addEventListener("prerenderingchange", opened, { once: true });
else opened();

document.addEventListener("click", (event) => {
  const link = (event.target as Element).closest?.("a[href^='tel:'],a[href^='mailto:']");
  if (link) beacon(link.getAttribute("href")?.startsWith("tel:") ? "call" : "email");
});

const menu = document.getElementById("mobile-menu");
if (menu instanceof HTMLDialogElement) {
  // Browsers without invoker commands open and close the menu from here.
  if (!("command" in HTMLButtonElement.prototype)) {
    document.addEventListener("click", (event) => {
      const button = (event.target as Element).closest?.("[commandfor=mobile-menu]");
      if (!button) return;
      if (button.getAttribute("command") === "close") menu.close();
      else menu.showModal();
    });
  }
  // A link in the menu may stay on this page (`/#contact` on home): the menu closes anyway.
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) menu.close();
  });
}

// A popover's button tells assistive technology whether it is open; this script comes after
// the page's load, so a popover opened before it is marked open at once.
for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) {
  const button = document.querySelector(`[popovertarget="${popover.id}"]`);
  const mirror = (open: boolean) => button?.setAttribute("aria-expanded", String(open));
  mirror(popover.matches(":popover-open"));
  popover.addEventListener("toggle", (event) => mirror((event as ToggleEvent).newState === "open"));
}

if (document.querySelector("[data-not-found]"))
  console.error(`404: no page at ${location.pathname}`);

const form = document.getElementById("contact-form");
if (form instanceof HTMLFormElement) {
  // Our validation and notices answer every submit, so the browser's bubbles never show.
  form.noValidate = true;
  let started = false;
  let unavailable = false;
  const load = () => {
    if (started) return;
    started = true;
    // The form's copy, a cached file the island reads: asked for at once, beside it.
    const copy = document.getElementById(islandRootId)?.dataset.copy;
    if (copy) fetch(copy).catch(() => {});
    import(/* @vite-ignore */ import.meta.env.CONTACT_ISLAND_SRC).catch((error) => {
      // No island (offline, blocked, broken): the form posts as it does without JavaScript.
      console.warn("Contact form: posting without the island.", error);
      unavailable = true;
      form.noValidate = false;
      if (form.hasAttribute(submitPendingAttribute)) form.requestSubmit();
    });
  };
  new IntersectionObserver(
    (entries, observer) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    },
    { rootMargin: "800px 0px" },
    // The section, not the form: until the section nears the viewport its content is skipped
    // (render-when-near in app.css), and a skipped element never counts as intersecting.
  ).observe(form.closest("section") ?? form);
  for (const type of ["focusin", "pointerdown", "keydown"]) form.addEventListener(type, load);
  // Submitted before the island is ready: held back, then answered by the island.
  form.addEventListener("submit", (event) => {
    if (unavailable || document.getElementById(islandRootId)?.hasAttribute("data-hydrated")) return;
    event.preventDefault();
    form.setAttribute(submitPendingAttribute, "");
    load();
  });

  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.(`[${prefillAttributes.service}]`);
    if (link) prefillContactForm(link, form);
  });
  // An order button clicked before this script ran: the page's first line kept the link.
  const early = (self as unknown as Record<string, unknown>)[earlyPrefillKey];
  if (early instanceof Element) prefillContactForm(early, form);
}
