/**
 * Where a field's help text names another entry in quotes — "Az árak a „Csomagárak ·
 * Ingatlanvédelem” bejegyzésben." — a link to that entry follows it. Keystatic shows help
 * texts as plain text; the entries' names are the editor's own (keystatic.config.ts), so a
 * quoted name that is one is always that entry. The link is added beside Keystatic's text, once,
 * whenever an entry is drawn; a click leaves the entry as any link of the editor does (the
 * unsaved-change question included).
 */
import type { Config } from "@keystatic/core";

const marker = "data-entry-link";

/** The singleton whose label `text` names in „…”, with that label. */
function namedEntry(text: string, labels: ReadonlyMap<string, string>) {
  for (const [, name] of text.matchAll(/„([^”]+)”/g)) {
    const key = name && labels.get(name);
    if (key && name) return { key, name };
  }
  return undefined;
}

export function linkNamedEntries(config: Config): void {
  const labels = new Map(
    Object.entries(config.singletons ?? {}).map(([key, entry]) => [entry.label, key]),
  );
  const root = document.getElementById("editor");
  if (!root) return;
  const enhance = () => {
    // Help texts are the only text of a field's header that is not its label.
    for (const text of root.querySelectorAll<HTMLElement>(
      "[id$='-description'], [id*='description']",
    )) {
      if (text.hasAttribute(marker)) continue;
      const entry = namedEntry(text.textContent ?? "", labels);
      if (!entry) continue;
      text.setAttribute(marker, "");
      const link = document.createElement("a");
      link.href = `/keystatic/singleton/${entry.key}`;
      link.textContent = `${entry.name} megnyitása`;
      link.className = "entry-link";
      text.append(" ", link);
    }
  };
  new MutationObserver(enhance).observe(root, { childList: true, subtree: true });
  enhance();
}
