import { describe, expect, it } from "vitest";
import { previewHtml } from "./preview-html.ts";

const page = `<!DOCTYPE html><html lang="hu"><head><title>x</title></head><body><a href="#main">Ugrás</a><header><nav><a href="/">Főoldal</a><a class="x" href="/ingatlanvedelem#csomagok">Ingatlanvédelem</a><a href="/en">English</a></nav></header><a href="https://example.com/">külső</a><a href="mailto:info@danubiusprotect.hu">e-mail</a><a href="tel:+3612345678">telefon</a><a href="//cdn.example.com/">cdn</a><div id="contact-island" data-props="{}"><form id="contact-form" action="/api/contact" method="post"></form></div><link rel="canonical" href="https://www.danubiusprotect.hu/"></body></html>`;

describe("a page of the preview", () => {
  const at = new Date("2026-03-02T09:05:00Z");
  const html = previewHtml(page, { prefix: "/admin/preview", at });

  it("keeps every link into the site inside the preview", () => {
    expect(html).toContain('<a href="/admin/preview/">Főoldal</a>');
    expect(html).toContain('<a class="x" href="/admin/preview/ingatlanvedelem#csomagok">');
    expect(html).toContain('<a href="/admin/preview/en">English</a>');
    expect(html).toContain('action="/admin/preview/api/contact"');
    for (const kept of [
      'href="#main"',
      'href="https://example.com/"',
      'href="mailto:',
      'href="tel:',
      'href="//cdn.example.com/"',
      'href="https://www.danubiusprotect.hu/"',
    ])
      expect(html).toContain(kept);
  });

  it("opens with the banner: a preview, not the live site, when it was made, and the way back", () => {
    // After the skip link, which stays the first stop, first in the site's sticky header, so
    // it stays in view while the page scrolls.
    const body = html.slice(html.indexOf("<body>") + "<body>".length);
    expect(body).toMatch(
      /^<a href="#main">Ugrás<\/a><header><div id="dp-preview" role="region" aria-label="Előnézet – nem élő oldal">.*<\/div><nav>/,
    );
    expect(html).toMatch(/#dp-preview\{position:sticky;top:0;/);
    expect(body).toContain("Előnézet – nem élő oldal");
    expect(body).toContain("készült: 2026. márc. 2. 10:05");
    expect(body).toContain('<a href="/admin#preview">Vissza a közzétételhez</a>');
    expect(html).toContain("<style>#dp-preview{");
  });

  it("makes the contact form inert: a note above it, a marker joined to it, its own endpoint", () => {
    // Before the island's root, never inside it: hydration leaves both alone.
    expect(html).toContain(
      '<p class="dp-preview-form" role="note">Előnézet: ez az űrlap nem tárol és nem küld semmit.',
    );
    expect(html).toMatch(
      /<input type="hidden" name="dp-preview" value="1" form="contact-form"><div id="contact-island"/,
    );
    expect(html).toContain('<form id="contact-form" action="/admin/preview/api/contact"');
    // The band's note for a plain form post sent back from the preview endpoint.
    expect(html).toContain('<p id="dp-preview-sent" role="status">Az üzenet nem ment el');
    expect(html).toContain("#dp-preview-sent:target{display:block}");
  });
});
