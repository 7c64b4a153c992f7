/**
 * Nothing typed is lost without a word: while the open entry has unsaved changes (Keystatic
 * shows "Nincs mentve" beside its title), leaving it — a link of the editor, the publishing
 * page, a reload, closing the tab — asks first. Keystatic keeps such changes as a draft in
 * this browser, and the publishing page lists the entries that have one.
 */
const leaveQuestion =
  "Ebben a bejegyzésben nem mentett változtatások vannak. A közzététel és az előnézet csak a mentett tartalmat mutatja; a nem mentett változtatások ebben a böngészőben megmaradnak, és a bejegyzés újbóli megnyitásakor visszatöltődnek. Továbblép mentés nélkül?";

/** Whether the open entry shows Keystatic's "Nincs mentve" (unsaved) badge by its title. */
export function hasUnsavedChanges(): boolean {
  const title = document.getElementById("page-title");
  const header = title?.closest("header") ?? title?.parentElement?.parentElement;
  return header?.textContent?.includes("Nincs mentve") ?? false;
}

/** Asks before leaving an entry with unsaved changes; true when the person chose to stay. */
export function stayWithUnsaved(): boolean {
  return hasUnsavedChanges() && !window.confirm(leaveQuestion);
}

export function guardUnsavedChanges(): void {
  // Capturing on the window runs before Keystatic's router (React listens on its root).
  window.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      if (link.pathname === location.pathname && link.origin === location.origin) return;
      if (!stayWithUnsaved()) return;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  window.addEventListener("beforeunload", (event) => {
    if (hasUnsavedChanges()) event.preventDefault();
  });
}
