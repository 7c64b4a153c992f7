/**
 * Browser entry of the contact island: hydrates the prerendered form on its own root. A
 * release moves the props every page of a language shares into a cached JSON file the root
 * names (`data-copy`); the page script asks for it beside this file, so this finds it in the
 * HTTP cache. Until it is here the module does not resolve, and if it fails the page script
 * sees the import fail (the form then posts without the island).
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

const root = document.getElementById(islandRootId);
if (root?.dataset.props) {
  const own = JSON.parse(root.dataset.props) as Partial<ContactIslandProps>;
  const props = { ...(await sharedProps(root.dataset.copy)), ...own } as ContactIslandProps;
  hydrateRoot(root, <IslandContent {...props} />);
}
