/**
 * The content editor in the browser: Keystatic's own interface over the content schema,
 * served only to signed-in editors (server/editor/). No public page loads this file. Beside
 * it: the open entry's preview button, a question before unsaved changes are left, and a
 * link's field focused, and "Mentve" once a save has landed.
 */
import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import config from "../content/keystatic.config.ts";
import { EntryPreview } from "./entry-preview.tsx";
import { focusLinkedField } from "./field-focus.ts";
import { announceSaves } from "./saved-notice.ts";
import { guardUnsavedChanges } from "./unsaved-guard.ts";

guardUnsavedChanges();
announceSaves();
focusLinkedField();
const root = document.getElementById("editor");
if (root) createRoot(root).render(<Keystatic config={config} />);
const tools = document.getElementById("editor-tools");
if (tools) createRoot(tools).render(<EntryPreview />);
