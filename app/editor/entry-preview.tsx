/**
 * Beside the link to the publishing page, a button that shows the open entry's page in a
 * fresh preview (the saved content, made in a few seconds: server/publishing-desk/publishing.ts),
 * and the entry's scheduled change, if one waits (entry-schedule.tsx).
 */
import { useSyncExternalStore } from "react";
import { entryPagePath } from "../content/entry-pages.ts";
import { EntrySchedule } from "./entry-schedule.tsx";
import { stayWithUnsaved } from "./unsaved-guard.ts";

const entryOf = (path: string) => /^\/keystatic\/singleton\/([^/]+)/.exec(path)?.[1];

/** Keystatic moves between entries with the History API: each move is announced here. */
const moved = "dp-location";
for (const method of ["pushState", "replaceState"] as const) {
  const original = history[method].bind(history);
  history[method] = (...args: Parameters<History["pushState"]>) => {
    original(...args);
    window.dispatchEvent(new Event(moved));
  };
}

function subscribe(changed: () => void) {
  window.addEventListener(moved, changed);
  window.addEventListener("popstate", changed);
  return () => {
    window.removeEventListener(moved, changed);
    window.removeEventListener("popstate", changed);
  };
}

export function EntryPreview() {
  const path = useSyncExternalStore(subscribe, () => location.pathname);
  const entry = entryOf(path);
  const key = entry && decodeURIComponent(entry);
  const page = key && entryPagePath(key);
  return (
    <>
      {key && <EntrySchedule key={key} entry={key} />}
      {page && <PreviewButton page={page} />}
    </>
  );
}

function PreviewButton({ page }: { page: string }) {
  return (
    <form
      method="post"
      action="/admin/preview"
      onSubmit={(event) => {
        if (stayWithUnsaved()) event.preventDefault();
      }}
    >
      <input type="hidden" name="oldal" value={page} />
      <button type="submit" className="dp-entry-preview">
        Az oldal előnézete
      </button>
    </form>
  );
}
