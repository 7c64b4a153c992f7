/**
 * The content editor in the browser: Keystatic's own interface over the content schema,
 * served only to signed-in editors (server/editor/). No public page loads this file. Beside
 * it: the open entry's preview button, a question before unsaved changes are left, and a
 * link's field focused, "Mentve" once a save has landed, and links to the entries help texts name.
 */
import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import config from "../content/keystatic.config.ts";
import { linkNamedEntries } from "./entry-links.ts";
import { EntryPreview } from "./entry-preview.tsx";
import { focusLinkedField } from "./field-focus.ts";
import { announceSaves } from "./saved-notice.ts";
import { guardUnsavedChanges } from "./unsaved-guard.ts";

guardUnsavedChanges();
announceSaves();
linkNamedEntries(config);
focusLinkedField();
const root = document.getElementById("editor");
if (root) createRoot(root).render(<Keystatic config={config} />);
const tools = document.getElementById("editor-tools");
if (tools) createRoot(tools).render(<EntryPreview />);
