/** The HTML check finds what html-validate should, with the repository's rules. */
import { describe, expect, it } from "vitest";
import { htmlErrors } from "./check-html.ts";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Page</title></head><body>${body}</body></html>`;
const rules = async (html: string) =>
  (await htmlErrors(html, "build/client/page.html")).map((line) =>
    line.split(" ")[1]?.slice(0, -1),
  );

describe("htmlErrors", () => {
  it("accepts React's serialization and a phone number kept on one line", async () => {
    const html = page(
      '<main><form><input type="email" name="email" aria-label="Email" required=""/><button type="submit">Send</button></form><a href="tel:+3612345678" class="whitespace-nowrap">+36 1 234 5678</a></main>',
    );
    expect(await htmlErrors(html, "build/client/page.html")).toEqual([]);
  });

  it("names the file, the place and the rule of each error", async () => {
    const html = page('<p id="a">One</p><p id="a">Two</p>');
    expect(await htmlErrors(html, "build/client/page.html")).toEqual([
      'build/client/page.html:1:117 no-dup-id: Duplicate ID "a"',
    ]);
  });

  it("finds content a parent may not hold, a missing alt and a breakable phone number", async () => {
    const html = page(
      '<span><address>Budapest</address></span><img src="/a.png"/><a href="tel:+3612345678">+36 1 234 5678</a>',
    );
    expect(new Set(await rules(html))).toEqual(
      new Set(["element-permitted-content", "wcag/h37", "tel-non-breaking"]),
    );
  });
});
