/**
 * The second half of `npm run build` alone: a release of content/ with the code build in
 * build/code, into build/client and build/release.json (scripts/local-release.ts), with the
 * settings of the environment. `npm start` runs it when content or settings changed.
 */
// React's production build, chosen when React first loads (with the renderer's, the same).
process.env.NODE_ENV = "production";
const { wantedSettings } = await import("./build-settings.ts");
const { releaseLocally } = await import("./local-release.ts");

// `npm start` names the content to release when it is not content/ (the published version).
const from = process.argv.indexOf("--content");
const contentDir = from > 0 ? process.argv[from + 1] : undefined;
if (!(await releaseLocally(wantedSettings(), contentDir))) process.exit(1);

export {};
