/**
 * A link into an entry at one of its fields (`/keystatic/singleton/home-en#field=hero.heading`,
 * from the languages page): once Keystatic has drawn the entry, the field is scrolled into view
 * and focused. Keystatic has no address per field, so the field is found the way a person
 * finds it: by the labels on the way to it (field-names.ts), each group by its label, then the
 * field's own label. A list item's field opens in a dialog: its list is focused instead.
 */
import { labelsTo } from "../content/field-names.ts";

/** How long Keystatic may take to draw the entry (it reads the content first). */
const waitMs = 20_000;

/** An element's own text, without the required field's marker inside it. */
const ownText = (element: Element | null) =>
  [...(element?.childNodes ?? [])]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join("")
    .trim();

/** A group (an object or a list) inside `scope` whose label is `label`. */
function groupOf(scope: ParentNode, label: string): HTMLElement | undefined {
  return [...scope.querySelectorAll<HTMLElement>('[role="group"][aria-labelledby]')].find(
    (group) =>
      ownText(document.getElementById(group.getAttribute("aria-labelledby") ?? "")) === label,
  );
}

function find(labels: readonly string[]): HTMLElement | undefined {
  let scope: ParentNode = document;
  for (const label of labels.slice(0, -1)) {
    const group = groupOf(scope, label);
    if (!group) return undefined;
    scope = group;
  }
  const last = labels.at(-1) ?? "";
  const own = [...scope.querySelectorAll("label[for]")].find((l) => ownText(l) === last);
  const control = own && document.getElementById(own.getAttribute("for") ?? "");
  if (control) return control;
  const group = groupOf(scope, last);
  return group?.querySelector<HTMLElement>('[role="grid"]') ?? group;
}

/** Focuses the field the address names, once it is drawn; reads the address now. */
export function focusLinkedField(): void {
  const path = /^#field=([\w.-]+)$/.exec(location.hash)?.[1];
  const entry = /\/singleton\/([\w-]+)/.exec(location.pathname)?.[1];
  const labels = path && entry ? labelsTo(entry, path) : [];
  if (labels.length === 0) return;
  const look = () => {
    const field = find(labels);
    if (!field) return false;
    field.scrollIntoView({ block: "center" });
    field.focus();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (look()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), waitMs);
}
