/**
 * Build-time images, drawn from the route table and the copy (generated, not committed):
 * - public/og/<page>.<lang>.png — 1200×630 share image per page and language, with its title
 * - public/icon-192.png, icon-512.png, apple-touch-icon.png, favicon.ico — from the logo
 * Satori lays text out into SVG paths; resvg (WebAssembly, no native addon) rasterizes.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import { company, siteContent } from "../app/content/index.server.ts";
import { brand } from "../app/site/brand.ts";
import { type PageRoute, pageKind, pageRoutes } from "../app/site/pages.ts";
import { ogImagePath } from "../app/site/seo.ts";
import { type ShareImageText, shareImageText } from "../app/site/share-image.ts";

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFile(require.resolve(`@fontsource/manrope/files/${name}`));

function pageTitle({ page, language }: PageRoute): ShareImageText {
  return shareImageText[pageKind(page)](siteContent[language], page, company);
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

export const shareImageSize = { width: 1200, height: 630 } as const;
/** Left and right, the same: no text comes closer to either edge. */
export const shareImageMargin = 80;

function card(eyebrow: string, title: string, host: string): Node {
  return h(
    "div",
    {
      ...shareImageSize,
      // The padding inside the size: text wraps within the margins and the host line at the
      // bottom stays on the image.
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: `72px ${shareImageMargin}px`,
      background: "linear-gradient(135deg, #060f1a 0%, #112439 100%)",
      color: "#ffffff",
      fontFamily: "Manrope, Manrope Ext",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 20 }, [
        h("div", { width: 18, height: 64, background: "#ddb458", borderRadius: 4 }),
        h("div", { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, company.name),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 24 }, [
        h(
          "div",
          {
            fontSize: 28,
            fontWeight: 500,
            color: "#e8c978",
            textTransform: "uppercase",
            letterSpacing: 3,
          },
          eyebrow,
        ),
        h(
          "div",
          {
            fontSize: title.length > 48 ? 60 : 72,
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1.5,
          },
          title,
        ),
      ]),
      h("div", { display: "flex", fontSize: 26, color: "#b3c0cf" }, host),
    ],
  );
}

const logoSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0a1829"/><path d="M20 4.5 7 9.3v9.8c0 8.1 5.5 13.8 13 16 7.5-2.2 13-7.9 13-16V9.3L20 4.5Z" fill="#0a1829" stroke="#ddb458" stroke-width="1.8"/><path d="M14.4 12.3c4.8 1.1 6.8 3.5 5.6 6.6-1.1 3-.1 5.5 5.7 7.8" fill="none" stroke="#ddb458" stroke-width="2.3" stroke-linecap="round"/><path d="M13.1 25.4c2.4-.5 4.3-.2 5.7 1.2" fill="none" stroke="#7d91a8" stroke-width="1.6" stroke-linecap="round"/></svg>`;

const render = (svg: string, width?: number) =>
  new Resvg(svg, width ? { fitTo: { mode: "width", value: width } } : {}).render().asPng();

/** A one-image ICO whose payload is a PNG (supported by every current browser). */
function ico(png: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 16);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

type Font = { name: string; weight: 500 | 800; data: Buffer };
let ready: Promise<Font[]> | undefined;

/** Starts the rasterizer (once per process) and reads the fonts of the share images. */
function shareImageFonts(): Promise<Font[]> {
  ready ??= (async () => {
    await initWasm(readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
    // Two subsets, two names: under one name satori uses only the first subset, and
    // Hungarian ő and ű (latin-ext) came out as empty boxes.
    const files = [
      ["Manrope", 500, "manrope-latin-500-normal.woff"],
      ["Manrope", 800, "manrope-latin-800-normal.woff"],
      ["Manrope Ext", 500, "manrope-latin-ext-500-normal.woff"],
      ["Manrope Ext", 800, "manrope-latin-ext-800-normal.woff"],
    ] as const;
    return Promise.all(
      files.map(async ([name, weight, file]) => ({ name, weight, data: await fontFile(file) })),
    );
  })();
  return ready;
}

/** The share image of a page, rendered (its pixels, or `.asPng()`). */
export async function renderShareImage(route: PageRoute, host: string) {
  const { eyebrow, title } = pageTitle(route);
  const svg = await satori(card(eyebrow, title, host) as never, {
    ...shareImageSize,
    fonts: await shareImageFonts(),
  });
  return new Resvg(svg).render();
}

export async function buildImages(): Promise<void> {
  await shareImageFonts();
  const host = new URL(process.env.SITE_URL ?? brand.defaultSiteUrl).host;
  await mkdir("public/og", { recursive: true });
  for (const route of pageRoutes) {
    await writeFile(
      `public${ogImagePath(route.page, route.language)}`,
      (await renderShareImage(route, host)).asPng(),
    );
  }
  await writeFile("public/icon-192.png", render(logoSvg(192), 192));
  await writeFile("public/icon-512.png", render(logoSvg(512), 512));
  await writeFile("public/apple-touch-icon.png", render(logoSvg(180), 180));
  await writeFile("public/favicon.ico", ico(render(logoSvg(32), 32), 32));
  console.log(`images: ${pageRoutes.length} share images and the icon set`);
}

if (import.meta.main) await buildImages();
