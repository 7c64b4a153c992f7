/**
 * The Keystatic guard: Keystatic's local API answered from the content store, every save
 * checked (paths, sizes, photos, conflicts) before it is written, and the editor's built
 * bundle. The back office mounts it through this face; everything else in server/keystatic/
 * is the feature's own.
 */
export {
  type EditorBundle,
  editorAssetsPath,
  editorBundleDir,
  editorManifest,
  editorPage,
  editorPolicy,
  editorSourceHash,
  loadEditorBundle,
} from "./bundle.ts";
export { ContentGuard } from "./content-guard.ts";
export { guardKeystatic, type KeystaticRequest, type KeystaticResponse } from "./keystatic.ts";
