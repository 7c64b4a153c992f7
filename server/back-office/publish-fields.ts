/**
 * What the publishing page's forms send: the entries chosen (a field per checkbox, as repeated
 * names are refused), and the commit identity of the editor who sent them.
 */
import type { Author } from "../content-store/index.ts";
import { choiceField } from "./schedule-page.ts";

/**
 * The entries a form chose; undefined when it offered no choice (a script's post: every saved
 * entry), an empty list when it offered one and none was ticked.
 */
export function chosenEntries(fields: Record<string, string>): string[] | undefined {
  const chosen = Object.entries(fields)
    .filter(([name]) => name.startsWith("bejegyzes-"))
    .map(([, value]) => value);
  return chosen.length > 0 || fields[choiceField] !== undefined ? chosen : undefined;
}

/** The commit identity of an editor: their name, and a made-up address git requires. */
export function authorOf(name: string): Author {
  const local = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, ".")
    .replace(/^\.+|\.+$/g, "");
  return { name, email: `${local || "editor"}@editor.invalid` };
}
