/**
 * The release step: one version of the content rendered with one code build into an immutable
 * folder (pages, images, fonts, share images, sitemap, precompressed), and the child process
 * that runs it bounded in time and memory. Other rooms reach it only through this module.
 */

export type { CodeBuild } from "./code.ts";
export { codeRecord, defaultCodeDir, readCodeBuild } from "./code.ts";
export { compressBuild } from "./compress.ts";
export { fontFaces } from "./fonts.ts";
export type { Edit, Element } from "./html.ts";
export { applyEdits, attributeOf, elementsOf, elementsOfHtml, parseHtml, textOf } from "./html.ts";
export { makeRelease } from "./make.ts";
export type { ReleaseManifest, RuntimeContent } from "./manifest.ts";
export { readRelease, releaseClient, releaseRecord, runtimeOf } from "./manifest.ts";
export { visibleCharacters } from "./optimize-html.ts";
export type { PhotoProblem } from "./photo-check.ts";
export { photoProblem } from "./photo-check.ts";
export type { ReleaseCommand, ReleaseFailure, ReleaseLimit } from "./release-process.ts";
export { defaultReleaseLimits, prepareRelease, runRelease } from "./release-process.ts";
export { reportUncaught, writeStepResult } from "./step-result.ts";
export { codeVersion, contentVersion, hashFiles } from "./versions.ts";
export { loadVips } from "./vips.ts";
