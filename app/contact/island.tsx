/**
 * Browser entry of the contact island: hydrates the prerendered form on its own root. A
 * release moves the props every page of a language shares into a cached JSON file the root
 * names (`data-copy`); the page script asks for it beside this file, so this finds it in the
 * HTTP cache. Until it is here the module does not resolve, and if it fails the page script
 * sees the import fail (the form then posts without the island). The services' names, the
 * placeholders, the labels and the privacy note it reads from the prerendered form.
 */
import { hydrateRoot } from "react-dom/client";
import { type ContactIslandProps, IslandContent } from "./ContactIsland.tsx";
import { islandRootId } from "./island-protocol.ts";

async function sharedProps(url: string | undefined): Promise<Partial<ContactIslandProps>> {
  if (!url) return {};
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Partial<ContactIslandProps>;
}

/** What the prerendered form shows that a release leaves out of the copy (`markupProps`, …). */
function fromMarkup(root: HTMLElement) {
  const options = [...root.querySelectorAll("option")];
  const fields = [...root.querySelectorAll<HTMLInputElement>("[placeholder]")];
  return {
    serviceLabels: Object.fromEntries(
      options.filter((option) => option.value).map((option) => [option.value, option.text]),
    ) as ContactIslandProps["serviceLabels"],
    copy: {
      servicePlaceholder: options.find((option) => !option.value)?.text ?? "",
      placeholders: Object.fromEntries(fields.map((field) => [field.name, field.placeholder])),
      labelHtml: Object.fromEntries(
        [...root.querySelectorAll("label[for]")].map((label) => [
          (label as HTMLLabelElement).htmlFor.slice("contact-".length),
          label.innerHTML,
        ]),
      ),
      privacyNoteHtml: root.querySelector("[data-privacy-note]")?.innerHTML ?? "",
    },
  };
}

const root = document.getElementById(islandRootId);
if (root?.dataset.props) {
  const own = JSON.parse(root.dataset.props) as Partial<ContactIslandProps>;
  const shared = await sharedProps(root.dataset.copy);
  const markup = fromMarkup(root);
  const props = { ...markup, ...shared, ...own } as ContactIslandProps;
  props.copy = { ...markup.copy, ...props.copy } as ContactIslandProps["copy"];
  hydrateRoot(root, <IslandContent {...props} />);
}
