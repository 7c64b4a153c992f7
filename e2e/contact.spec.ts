import { DatabaseSync } from "node:sqlite";
import { expect, type Page, test } from "@playwright/test";
import { gotoReady, holdPageScript, pathFor, siteContent } from "./site.ts";

/** Reads the real store the server under test writes to. */
function storedInquiries(email: string): Array<Record<string, unknown>> {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error("E2E_DATABASE_PATH is not set");
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM inquiries WHERE email = ?").all(email) as Array<
      Record<string, unknown>
    >;
  } finally {
    db.close();
  }
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fill(
  page: Page,
  fields: Partial<Record<"name" | "email" | "phone" | "message", string>>,
) {
  const form = page.locator("#contact-form");
  for (const [name, value] of Object.entries(fields)) {
    await form.locator(`[name=${name}]`).fill(value);
  }
}

const hu = siteContent.hu.form;

test.describe("with JavaScript", () => {
  test("invalid input shows the validation notice and keeps the data", {
    tag: "@any-width",
  }, async ({ page }) => {
    await gotoReady(page, "/");
    await fill(page, { name: " A ", email: "nem-email", message: "Megmarad" });
    await page.getByRole("button", { name: hu.submit }).click();
    const alert = page.getByRole("alert").filter({ hasText: hu.notices.validation.title });
    await expect(alert).toContainText(hu.notices.validation.text);
    await expect(page.locator("#contact-form [name=message]")).toHaveValue("Megmarad");
    await expect(page.locator("#contact-form [name=name]")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-form [name=email]")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  test("a valid inquiry is stored, the success notice shows and every field is cleared", {
    tag: "@any-width",
  }, async ({ page }) => {
    const email = uniqueEmail("success");
    await gotoReady(page, "/");
    await fill(page, {
      name: "Teszt Elek",
      email,
      phone: "+36 1 234 5678",
      message: "Őrzés kellene.\nKöszönöm",
    });
    await page.locator("#contact-form [name=service]").selectOption("security");
    await page.getByRole("button", { name: hu.submit }).click();
    const status = page.getByRole("status").filter({ hasText: hu.notices.success.title });
    await expect(status).toContainText(hu.notices.success.text);
    for (const name of ["name", "email", "phone", "service", "message"]) {
      await expect(page.locator(`#contact-form [name=${name}]`)).toHaveValue("");
    }
    const rows = storedInquiries(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Teszt Elek",
      service: "security",
      message: "Őrzés kellene.\nKöszönöm",
    });
  });

  test("on a 390 × 844 phone the success notice is on the screen and over no control", {
    tag: "@mobile",
  }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/");
    await fill(page, { name: "Teszt Elek", email: uniqueEmail("phone-notice") });
    await page.getByRole("button", { name: hu.submit }).click();
    const notice = page.locator("[data-notice=success]");
    await expect(notice).toContainText(hu.notices.success.title);
    await expect(notice).toBeInViewport({ ratio: 1 });
    // Settled where it stays, it covers nothing a visitor may press or type into.
    await page.waitForTimeout(400);
    const overlaps = await notice.evaluate((card) => {
      const box = card.getBoundingClientRect();
      const controls = [...document.querySelectorAll("a, button, input, select, textarea")];
      return controls
        .filter((control) => !card.contains(control))
        .filter((control) => {
          const other = control.getBoundingClientRect();
          return (
            other.width > 0 &&
            other.left < box.right &&
            other.right > box.left &&
            other.top < box.bottom &&
            other.bottom > box.top
          );
        })
        .map((control) => control.outerHTML.slice(0, 80));
    });
    expect(overlaps).toEqual([]);
    const box = await notice.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  });

  test("a name with a zero-width space is refused at the form, with a message", {
    tag: "@any-width",
  }, async ({ page }) => {
    const email = uniqueEmail("zero-width");
    await gotoReady(page, "/");
    await fill(page, { name: "An\u200Bna Kovács", email });
    await page.getByRole("button", { name: hu.submit }).click();
    await expect(page.locator("#contact-name-error")).toContainText("láthatatlan karakter");
    await expect(page.locator("#contact-name")).toHaveAttribute("aria-invalid", "true");
    expect(storedInquiries(email)).toHaveLength(0);
  });

  test("a submit before the island has loaded gets the same notice, not the browser's", {
    tag: "@any-width",
  }, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/island-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await gotoReady(page, "/");
    await fill(page, { name: " A ", email: "nem-email" });
    await page.getByRole("button", { name: hu.submit }).click();
    await expect(page.locator("#contact-island[data-hydrated]")).toHaveCount(0);
    expect(
      await page.locator("#contact-form").evaluate((form: HTMLFormElement) => form.noValidate),
    ).toBe(true);
    release();
    const alert = page.getByRole("alert").filter({ hasText: hu.notices.validation.title });
    await expect(alert).toContainText(hu.notices.validation.text);
    await expect(page).toHaveURL(/\/$/);
  });

  test("the island loads when the form comes near, without being touched", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/island-/.test(request.url())) requested.push(request.url());
    });
    await gotoReady(page, "/security");
    await page.waitForTimeout(300);
    expect(requested, "loaded on the first screen").toEqual([]);
    // The viewport's bottom edge 600 px above the contact section: inside the island's 800 px
    // margin. On a phone that is outside the margin in which Chrome renders a section with
    // content-visibility, so the form itself is still skipped there.
    await page.evaluate(() => {
      const section = document.getElementById("contact");
      if (!section) throw new Error("no contact section");
      window.scrollTo(0, section.offsetTop - window.innerHeight - 600);
    });
    await expect(page.locator("#contact-island[data-hydrated]")).toHaveCount(1);
    expect(requested).toHaveLength(1);
  });

  test("notices are in the page's language", { tag: "@any-width" }, async ({ page }) => {
    await gotoReady(page, "/de");
    await fill(page, { name: "X", email: "x" });
    await page.getByRole("button", { name: siteContent.de.form.submit }).click();
    await expect(page.getByRole("alert")).toContainText(
      siteContent.de.form.notices.validation.title,
    );
  });

  test("a filled honeypot drops the submission with a console note only", {
    tag: "@any-width",
  }, async ({ page }) => {
    const email = uniqueEmail("bot");
    const notes: string[] = [];
    page.on("console", (message) => notes.push(message.text()));
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/contact")) posted = true;
    });
    await gotoReady(page, "/en");
    await fill(page, { name: "Robot", email });
    await page.locator("#contact-form [name=website]").evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await page.getByRole("button", { name: siteContent.en.form.submit }).click();
    await expect.poll(() => notes.join("\n")).toContain("honeypot");
    await expect(page.locator("[data-notice]")).toHaveCount(0);
    expect(posted).toBe(false);
    expect(storedInquiries(email)).toHaveLength(0);
  });

  test("the honeypot is hidden from people and assistive technology", {
    tag: "@any-width",
  }, async ({ page }) => {
    await gotoReady(page, "/");
    const honeypot = page.locator("#contact-form [name=website]");
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
  });

  test("a package's order button preselects the service and names the package", async ({
    page,
  }) => {
    const content = siteContent.en.services["property-protection"].packages;
    if (!content) throw new Error("the property-protection page has packages");
    await gotoReady(page, pathFor("property-protection", "en"));
    await page.locator("#contact-form [name=service]").selectOption("");
    const premium = content.items.premium;
    if (!premium) throw new Error("the premium package has copy");
    await page
      .locator("#packages")
      .getByRole("link", { name: new RegExp(premium.name) })
      .click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(page.locator("#contact-form [name=service]")).toHaveValue("property-protection");
    await expect(page.locator("#contact-form [name=message]")).toHaveValue(
      content.orderMessage.replace("{csomag}", premium.name),
    );
    await expect(page.locator("#contact-form")).toBeInViewport();
  });

  test("an order button clicked before the page script has come still prefills the form", async ({
    page,
  }) => {
    const content = siteContent.en.services["property-protection"].packages;
    const premium = content?.items.premium;
    if (!content || !premium) throw new Error("the property-protection page has packages");
    // The page script held back until the click is made.
    const script = await holdPageScript(page);
    await gotoReady(page, pathFor("property-protection", "en"));
    // The page preselects its own service: cleared, so the prefill has something to do.
    await page.locator("#contact-form [name=service]").selectOption("");
    await page
      .locator("#packages")
      .getByRole("link", { name: new RegExp(premium.name) })
      .click();
    await expect(page.locator("#contact-form [name=message]")).toHaveValue("");
    script.release();
    await expect.poll(script.asked).toBe(true);
    await expect(page.locator("#contact-form [name=service]")).toHaveValue("property-protection");
    await expect(page.locator("#contact-form [name=message]")).toHaveValue(
      content.orderMessage.replace("{csomag}", premium.name),
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, is stored, and lands back on the page with the success notice", {
    tag: "@any-width",
  }, async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto(pathFor("security", "en"));
    await fill(page, { name: "Plain Form", email, message: "No script here" });
    await page.getByRole("button", { name: siteContent.en.form.submit }).click();
    await expect(page).toHaveURL(/\/security#notice-success$/);
    const notice = page.locator("#notice-success");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(siteContent.en.form.notices.success.title);
    expect(storedInquiries(email)).toMatchObject([{ name: "Plain Form", service: "security" }]);
  });

  for (const [language, path] of [
    ["hu", pathFor("home", "hu")],
    ["en", pathFor("security", "en")],
  ] as const) {
    test(`the notice is in view on landing, without scrolling (${language})`, async ({ page }) => {
      const copy = siteContent[language].form;
      await page.goto(path);
      await fill(page, { name: "Plain Form", email: uniqueEmail(`landing-${language}`) });
      await page.getByRole("button", { name: copy.submit }).click();
      await expect(page).toHaveURL(/#notice-success$/);
      const success = page.locator("#notice-success");
      await expect(success).toContainText(copy.notices.success.title);
      await expect(success).toBeInViewport({ ratio: 1 });

      // Where the server sends an inquiry it refuses (the other notices land the same way).
      await page.goto(`${path}#notice-validation`);
      await expect(page.locator("#notice-validation")).toBeInViewport({ ratio: 1 });
    });
  }

  test("the browser's own validation keeps an invalid form on the page", {
    tag: "@any-width",
  }, async ({ page }) => {
    await page.goto("/");
    await fill(page, { name: "A", email: "nincs-kukac", message: "Megmarad" });
    await page.getByRole("button", { name: hu.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contact-form [name=message]")).toHaveValue("Megmarad");
  });
});
