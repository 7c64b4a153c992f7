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
