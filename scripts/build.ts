/**
 * `npm run build`: the code build (build/code: server bundle, browser scripts, stylesheet,
 * scripts/build-code.ts), then a release of content/ with it for the local developer
 * (build/client and build/release.json, scripts/local-release.ts), made with the settings of
 * the environment (SITE_URL, INQUIRY_RETENTION_DAYS). Content that fails its schema stops it
 * with one line per problem, naming file and field.
 */
// Always a production build, whoever calls it (Vitest runs `npm start` with NODE_ENV=test), set
// before React loads: its build and React DOM's server renderer must be of one kind.
process.env.NODE_ENV = "production";
const { wantedSettings } = await import("./build-settings.ts");
const { buildCode } = await import("./build-code.ts");
const { releaseLocally } = await import("./local-release.ts");

const started = performance.now();
const settings = wantedSettings();
await buildCode();
if (!(await releaseLocally(settings))) process.exit(1);
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);

export {};
