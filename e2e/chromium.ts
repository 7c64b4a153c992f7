/**
 * Debian's Chromium: browsers cannot be downloaded on our machines, so tests and benchmarks use
 * the system's. `CHROMIUM_PATH` sets another for both.
 */

/**
 * The browser tests run in Chromium's headless shell (Debian's `chromium-headless-shell`), the
 * engine without the desktop browser around it, as Playwright runs headless tests by default:
 * the same pages cost it about a third of the full browser's CPU in headless mode.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Lighthouse and the page-height benchmark measure in the full browser, as a visitor has it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * The browser tests' flags: without a GPU (`--disable-gpu`) Chromium still starts a GPU process
 * to composite pages in software and sends it every frame. The tests composite in the renderer
 * and keep what is left of the GPU process in the browser's, for less CPU on the same visits.
 * Their JavaScript runs without V8's optimising compilers: a test page lives seconds, too short
 * for optimised code to repay its compiling, and Keystatic's interface (megabytes of script,
 * run once per load) costs the renderers about a sixth less; what the scripts do is the same
 * (docs/testing.md). Lighthouse and the height benchmark keep the browser as a visitor has it.
 */
export const testChromiumArgs = [
  ...chromiumArgs,
  "--in-process-gpu",
  "--disable-gpu-compositing",
  "--js-flags=--no-opt --no-maglev",
];
