/**
 * Nothing typed is lost without a word: while the open entry has unsaved changes (Keystatic
 * shows "Nincs mentve" beside its title), leaving it — a link of the editor, the publishing
 * page, a reload, closing the tab — asks first. Keystatic keeps such changes as a draft in
 * this browser, and the publishing page lists the entries that have one. It asks once: a
 * link whose question was answered "leave" is not asked again by the browser's own
 * leave-the-page question as it unloads.
 */
const leaveQuestion =
  "Ebben a bejegyzésben nem mentett változtatások vannak. A közzététel és az előnézet csak a mentett tartalmat mutatja; a nem mentett változtatások ebben a böngészőben megmaradnak, és a bejegyzés újbóli megnyitásakor visszatöltődnek. Továbblép mentés nélkül?";

/** Whether the open entry shows Keystatic's "Nincs mentve" (unsaved) badge by its title. */
export function hasUnsavedChanges(): boolean {
  const title = document.getElementById("page-title");
  const header = title?.closest("header") ?? title?.parentElement?.parentElement;
  return header?.textContent?.includes("Nincs mentve") ?? false;
}

/** When the person last answered "leave" (ms): the unload that follows asks nothing more. */
let leftAt = Number.NEGATIVE_INFINITY;
/** How long after that answer the page may start unloading without asking again. */
const answeredFor = 3000;

/** Asks before leaving an entry with unsaved changes; true when the person chose to stay. */
export function stayWithUnsaved(): boolean {
  if (!hasUnsavedChanges()) return false;
  if (!window.confirm(leaveQuestion)) return true;
  leftAt = performance.now();
  return false;
}

export function guardUnsavedChanges(): void {
  // Capturing on the window runs before Keystatic's router (React listens on its root). Staying
  // only cancels the click's default: its router leaves a click whose default was prevented
  // alone. Stopping the click would not do: react-aria's links take a click that never reaches
  // them for a lost one and click again themselves 80 ms later, and that click navigates.
  window.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      if (link.pathname === location.pathname && link.origin === location.origin) return;
      if (stayWithUnsaved()) event.preventDefault();
    },
    true,
  );
  window.addEventListener("beforeunload", (event) => {
    if (performance.now() - leftAt < answeredFor) return;
    if (hasUnsavedChanges()) event.preventDefault();
  });
}
