/**
 * The content editor in the browser: Keystatic's own interface over the content schema,
 * served only to signed-in editors (server/editor/). No public page loads this file.
 */
import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import config from "../content/keystatic.config.ts";

const root = document.getElementById("editor");
if (root) createRoot(root).render(<Keystatic config={config} />);
