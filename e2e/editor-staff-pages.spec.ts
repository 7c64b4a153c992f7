/**
 * Every staff page at 390 and 1440 px. The back office's pages come from its route table
 * (`staffPages`, server/back-office/admin.ts), so a page added there is walked here without a
 * change; beside them the sign-in page, Keystatic's dashboard and an entry with an unsaved
 * change ("Nincs mentve" beside the entry's "…" menu). At 390 px each page must not scroll
 * sideways (`scrollWidth` is 390), its tap targets are at least 24 × 24 px and its main
 * actions 44 px high, nothing is drawn over anything else, and axe finds nothing; at both
 * widths no text is clipped or cut to "…", and each page is photographed for a person to look
 * at (test-results/…/<page>.png).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { editorRoutes, staffPages } from "../server/back-office/index.ts";
import { signIn as apiSignIn, formPost, saveAndPublish } from "../test/admin-client.ts";
import { axeViolations } from "./axe.ts";
import { editorServerForThisFile, seededAddress, twoInquiries } from "./editor-server.ts";
import { atStaffWidths, signIn, tomorrowAtTen } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";
import { measureTargets } from "./staff-targets.ts";

test.use({ locale: "hu-HU" });
test.setTimeout(180_000);

const address = seededAddress;

// One server for the file, its tests in order in one worker: a server start costs more than
// the parallel run of these tests saves.
test.describe.configure({ mode: "default" });
const editor = editorServerForThisFile({
  seed: twoInquiries(
    "Riasztórendszert szeretnék egy 120 négyzetméteres irodába, lehetőleg még decemberben.",
  ),
});

/**
 * The route table's pages: the router is built on stand-ins (an empty store, which the sign-in
 * room's tools are made from), only its paths are read.
 */
const standIn = (name: string | symbol) =>
  name === "log" ? console : name === "store" ? {} : undefined;
const routed = staffPages(
  editorRoutes(new Proxy({} as never, { get: (_, name) => standIn(name) })).routes,
);

/** What a page needs in its address to show something (a data request needs an address). */
const queries: Record<string, string> = {
  "/admin/inquiries/export": `?email=${encodeURIComponent(address)}`,
  "/admin/inquiries/erase": `?email=${encodeURIComponent(address)}`,
  "/admin/undo": "?valtozat=1",
  "/admin/team/account": `?name=${encodeURIComponent("Szabó Béla")}`,
  "/admin/confirm": "?next=%2Fadmin%2Fteam",
};

/** The main actions: filled buttons (publish, sign in, export, Keystatic's save). */
const mainActions =
  "main button[type=submit]:not(.secondary):not(.link):not(.danger), main a.button:not(.secondary), [data-main-action]";

const fileName = (path: string) => path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-") || "root";

async function check(page: Page, path: string, width: string) {
  await shoot(page, `${width}-${fileName(path)}`);
  const report = await measureTargets(page, mainActions, path.startsWith("/keystatic"));
  expect.soft(report.clipped, `${path} at ${width} px: text clipped or cut short`).toEqual([]);
  if (width !== "390") return;
  expect.soft(report.scrollWidth, `${path}: sideways scroll`).toBe(390);
  expect.soft(report.small, `${path}: targets under 24 × 24 px`).toEqual([]);
  expect.soft(report.lowMainActions, `${path}: main actions under 44 px`).toEqual([]);
  expect.soft(report.overlaps, `${path}: drawn over each other`).toEqual([]);
  expect.soft(report.cutOff, `${path}: cut off at the window's edge`).toEqual([]);
  expect.soft(await axeViolations(page), `${path}: axe`).toEqual([]);
}

/**
 * What the pages show once there is something to show, made once over HTTP for both walks: a
 * published change to the Hungarian home page alone (the history has a version, the languages
 * page lists the fields the other languages should look at), a price change scheduled for
 * tomorrow (the publishing page lists a waiting change; the scheduling flow itself is
 * editor-schedule.spec.ts's), a preview (the publishing page's links to every page) and an
 * export (the inquiries page's audit table).
 */
test.beforeAll(async () => {
  // Two releases (the publish and the preview): a hang limit, as the walks' own.
  test.setTimeout(180_000);
  const session = await apiSignIn(editor.origin);
  const post = async (path: string, fields: Record<string, string>, status: number) => {
    const answer = await formPost(`${editor.origin}${path}`, fields, { Cookie: session });
    expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(status);
    return answer;
  };
  const home = readFileSync(join(editor.contentDir, "home/hu.yaml"), "utf8");
  const published = await saveAndPublish(editor.origin, session, {
    "home/hu.yaml": home.replace("Budapesten | Danubius", "Budapest | Danubius"),
  });
  expect(published.status, await published.clone().text()).toBe(200);
  const prices = join(editor.contentDir, "services/property-protection/packages.yaml");
  writeFileSync(
    prices,
    readFileSync(prices, "utf8").replace(/(premium:\n\s+price: )\d+/, "$1369000"),
  );
  await post("/admin/schedule", { idopont: tomorrowAtTen() }, 303);
  await post("/admin/preview", {}, 303);
  const exported = await post(
    "/admin/inquiries/download",
    { period: "this-month", format: "xlsx" },
    200,
  );
  await exported.arrayBuffer();
});

atStaffWidths((width) => {
  test("every back-office page from the route table, the sign-in page and Keystatic's", async ({
    page,
  }) => {
    expect(routed).toContain("/admin/inquiries");
    await page.goto(`${editor.origin}/admin/sign-in`);
    await check(page, "/admin/sign-in", width);
    await signIn(page, editor.origin);
    await expect(page.locator("ul.pages")).toBeVisible();
    await expect(page.getByRole("region", { name: "Ütemezett módosítások" })).toContainText(
      "369 000 Ft",
    );
    for (const path of routed) {
      await page.goto(`${editor.origin}${path}${queries[path] ?? ""}`);
      await check(page, path, width);
    }
    // A mistyped address: the back office's own page, in its frame.
    const missing = await page.goto(`${editor.origin}/admin/nincs-ilyen-oldal`);
    expect(missing?.status()).toBe(404);
    await check(page, "/admin/nincs-ilyen-oldal", width);
    await page.goto(`${editor.origin}/keystatic`);
    await expect(page.getByRole("heading", { name: "Tartalom szerkesztése" })).toBeVisible({
      timeout: 30_000,
    });
    await check(page, "/keystatic", width);
    // Entries with a short and the longest name, and the terms with their rich text's toolbar,
    // each with an unsaved change.
    for (const entry of ["home-hu", "service-facility-management-hu", "terms-hu"]) {
      await page.goto(`${editor.origin}/keystatic/singleton/${entry}`);
      const heading = page.getByLabel("Főcím", { exact: false }).first();
      await expect(heading).toBeVisible({ timeout: 30_000 });
      await heading.fill("Biztonság, amire számíthat");
      await expect(page.getByText("Nincs mentve")).toBeVisible();
      // The rich text's toolbar on screen: the check reads the text a person can see.
      if (entry === "terms-hu")
        await page
          .getByRole("button", { name: /Bekezdésstílus/ })
          .first()
          .scrollIntoViewIfNeeded();
      await check(page, `/keystatic/singleton/${entry}`, width);
    }
  });
});
