/**
 * The release step: one version of the content rendered with one code build into an immutable
 * folder (pages, images, fonts, share images, sitemap, precompressed), and the child process
 * that runs it bounded in time and memory. Other rooms reach it only through this module.
 */

export type { CodeBuild } from "./code.ts";
export { codeRecord, readCodeBuild } from "./code.ts";
export { compressBuild } from "./compress.ts";
export { defaultCodeDir, defaultReleaseLimits } from "./config.ts";
export type { Edit, Element } from "./html.ts";
export { applyEdits, attributeOf, elementsOf, elementsOfHtml, parseHtml, textOf } from "./html.ts";
export type { ReleaseManifest, RuntimeContent } from "./manifest.ts";
export { readRelease, releaseClient, releaseRecord, runtimeOf } from "./manifest.ts";
export type { PhotoProblem } from "./photo-check.ts";
export { photoProblem } from "./photo-check.ts";
export type { ReleaseCommand, ReleaseFailure, ReleaseLimit } from "./release-process.ts";
export { prepareRelease, runRelease } from "./release-process.ts";
export { reportUncaught, writeStepResult } from "./step-result.ts";
export { codeVersion, contentVersion, hashFiles } from "./versions.ts";
export { loadVips } from "./vips.ts";

/**
 * The release step itself, loaded on its first call: the renderer and what it brings (React,
 * the content schema, the image and font tools) stay out of a process that only serves or
 * reports.
 */
export const makeRelease: typeof import("./make.ts").makeRelease = async (...args) =>
  (await import("./make.ts")).makeRelease(...args);

type Fonts = typeof import("./fonts.ts");
type OptimizeHtml = typeof import("./optimize-html.ts");

/** The faces a style sheet declares (for checks of the release's pages), loaded on first use. */
export const fontFaces = async (...args: Parameters<Fonts["fontFaces"]>) =>
  (await import("./fonts.ts")).fontFaces(...args);

/** The characters a page shows (for checks of the release's pages), loaded on first use. */
export const visibleCharacters = async (...args: Parameters<OptimizeHtml["visibleCharacters"]>) =>
  (await import("./optimize-html.ts")).visibleCharacters(...args);
