import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type HeroPhoto, heroPhotoNeeds } from "../../site/hero-photos.ts";
import type { HeroPlacement } from "../../site/services.ts";
import { HeroImage } from "./HeroImage.tsx";

/** A photo made at `widths`, as the release names its files. */
const photoAt = (widths: readonly number[]): HeroPhoto => {
  const srcset = (extension: string) =>
    widths.map((width) => `/assets/p-${width}.${extension} ${width}w`).join(", ");
  const largest = widths.at(-1) ?? 0;
  return {
    kind: "picture",
    sources: [
      { type: "image/avif", srcset: srcset("avif") },
      { type: "image/webp", srcset: srcset("webp") },
    ],
    fallback: { src: `/assets/p-${largest}.jpg`, srcset: srcset("jpg") },
    width: largest,
    height: Math.round(largest * 0.8),
  };
};

/** The `<source>` elements offered below the placement's phone width, as attribute maps. */
function phoneSources(placement: HeroPlacement): Record<string, string>[] {
  const photo = photoAt(heroPhotoNeeds[placement].widths);
  const markup = renderToStaticMarkup(createElement(HeroImage, { photo, alt: "x", placement }));
  return [...markup.matchAll(/<source ([^>]*)\/?>/g)]
    .map(([, attributes = ""]) =>
      Object.fromEntries(
        [...attributes.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      ),
    )
    .filter((source) => source.media);
}

describe("a hero photo on a phone", () => {
  it("as a backdrop: each format's 800 px file only, below 768 px", () => {
    const phones = phoneSources("backdrop");
    expect(phones.map((source) => source.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    for (const source of phones) {
      expect(source.media).toBe("(max-width: 767.98px)");
      expect(source.srcSet).toMatch(/^\/assets\/p-800\.\w+ 800w$/);
    }
  });

  it("beside the copy: shown under it, the 480 and 800 px files, sized to the screen, below 1024 px", () => {
    const phones = phoneSources("beside");
    expect(phones.map((source) => source.type)).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    for (const source of phones) {
      expect(source.media).toBe("(max-width: 1023.98px)");
      expect(source.srcSet).toMatch(/^\/assets\/p-480\.\w+ 480w, \/assets\/p-800\.\w+ 800w$/);
      expect(source.sizes).toMatch(/calc\(100vw - 2\.5rem\)$/);
    }
  });
});
