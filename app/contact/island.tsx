/**
 * Browser entry of the contact island: hydrates the prerendered form on its own root. A
 * release moves the props every page of a language shares into a cached module the root names
 * (`data-copy`); the page script asks for it beside this file, so it is not one more trip.
 * Until both are here the module does not resolve, and if either fails the page script sees
 * the import fail (the form then posts without the island).
 */
import { hydrateRoot } from "react-dom/client";
import { type ContactIslandProps, IslandContent } from "./ContactIsland.tsx";
import { islandRootId } from "./island-protocol.ts";

const root = document.getElementById(islandRootId);
if (root?.dataset.props) {
  const own = JSON.parse(root.dataset.props) as Partial<ContactIslandProps>;
  const copy = root.dataset.copy
    ? ((await import(/* @vite-ignore */ root.dataset.copy)) as { default: ContactIslandProps })
        .default
    : undefined;
  const props = { ...copy, ...own } as ContactIslandProps;
  hydrateRoot(root, <IslandContent {...props} />);
}
