/** The screenshots the staff tests keep for a reviewer, in the test's output folder. */
import { type Page, test } from "@playwright/test";

/**
 * Saves `name`.png of the page, the whole page unless `fullPage` is false. Chromium now and
 * then refuses a capture ("Unable to capture screenshot") while its compositor has no frame
 * ready, with the page itself in order; a picture is evidence, not a check, so a refused one
 * is taken once more after the next frame. A second refusal fails the test.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  try {
    await page.screenshot({ path, fullPage });
  } catch (error) {
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    test.info().annotations.push({ type: "screenshot", description: `${name}: taken twice` });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    await page.screenshot({ path, fullPage });
  }
}
