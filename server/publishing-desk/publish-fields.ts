/**
 * What the publishing page's forms send: the entries chosen (a field per checkbox, as repeated
 * names are refused), and the commit identity of the editor who sent them.
 */
import type { IncomingMessage } from "node:http";
import type { Author } from "../content-store/index.ts";
import { readFields } from "../staff-frame/index.ts";
import { choiceField } from "./schedule-page.ts";

/**
 * A publish's or preview's fields: a script's post with no body at all (no content type, no
 * length) publishes every saved entry, as it always has; any other body is read as a form.
 */
export function readPublishFields(req: IncomingMessage): Promise<Record<string, string>> {
  const empty =
    !req.headers["content-type"] &&
    !req.headers["transfer-encoding"] &&
    Number(req.headers["content-length"] ?? 0) === 0;
  return empty ? Promise.resolve({}) : readFields(req);
}

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
