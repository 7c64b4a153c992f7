/** Browser entry of the contact island: hydrates the prerendered form on its own root. */
import { hydrateRoot } from "react-dom/client";
import { type ContactIslandProps, IslandContent } from "./ContactIsland.tsx";
import { islandRootId } from "./island-protocol.ts";

const root = document.getElementById(islandRootId);
if (root?.dataset.props) {
  const props = JSON.parse(root.dataset.props) as ContactIslandProps;
  hydrateRoot(root, <IslandContent {...props} />);
}
