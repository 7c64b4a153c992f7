/**
 * A release's images, drawn from the route table and the copy:
 * - og/<page>.<lang>.png — 1200×630 share image per page and language, with its title
 * - icon-192.png, icon-512.png, apple-touch-icon.png, favicon.ico — from the logo
 * Satori lays text out into SVG paths; resvg (WebAssembly, no native addon) rasterizes.
 * Each image is keyed by a hash of what it is drawn from (this file's code, its text, the
 * host): an image of an earlier release with the same key is reused, not drawn again.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import type { PageContent } from "../../app/content/page-content.ts";
import { ogImagePath } from "../../app/page/seo.ts";
import { type ShareImageText, shareImageText } from "../../app/page/share-image.ts";
import { type PageRoute, pageKind, pageRoutes } from "../../app/site/pages.ts";
import { startedResvg } from "../shared/resvg.ts";

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFile(require.resolve(`@fontsource/manrope/files/${name}`));

type Site = Pick<PageContent, "content" | "company">;

function pageTitle(
  { content: siteContent, company }: Site,
  { page, language }: PageRoute,
): ShareImageText {
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

function card(name: string, eyebrow: string, title: string, host: string): Node {
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
        h("div", { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, name),
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

const render = async (svg: string, width?: number) => {
  const { Resvg } = (await drawing()).resvg;
  return new Resvg(svg, width ? { fitTo: { mode: "width", value: width } } : {}).render().asPng();
};

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
interface Drawing {
  satori: typeof import("satori").default;
  resvg: typeof import("@resvg/resvg-wasm");
  fonts: Font[];
}
let ready: Promise<Drawing> | undefined;

/**
 * Loads satori and starts the rasterizer (once per process, and only when an image is drawn:
 * loading takes half a second, which a release that reuses every image saves), and reads the
 * fonts of the share images.
 */
function drawing(): Promise<Drawing> {
  ready ??= (async () => {
    const [{ default: satori }, resvg] = await Promise.all([import("satori"), startedResvg()]);
    // Two subsets, two names: under one name satori uses only the first subset, and
    // Hungarian ő and ű (latin-ext) came out as empty boxes.
    const files = [
      ["Manrope", 500, "manrope-latin-500-normal.woff"],
      ["Manrope", 800, "manrope-latin-800-normal.woff"],
      ["Manrope Ext", 500, "manrope-latin-ext-500-normal.woff"],
      ["Manrope Ext", 800, "manrope-latin-ext-800-normal.woff"],
    ] as const;
    const fonts = await Promise.all(
      files.map(async ([name, weight, file]) => ({ name, weight, data: await fontFile(file) })),
    );
    return { satori, resvg, fonts };
  })();
  return ready;
}

/** The share image of a page, rendered (its pixels, or `.asPng()`). */
export async function renderShareImage(site: Site, route: PageRoute, host: string) {
  const { eyebrow, title } = pageTitle(site, route);
  return renderCard(site.company.name, eyebrow, title, host);
}

/** The text of a share image. */
export interface Card {
  name: string;
  eyebrow: string;
  title: string;
  host: string;
}

export async function renderCard(name: string, eyebrow: string, title: string, host: string) {
  const { satori, resvg, fonts } = await drawing();
  const svg = await satori(card(name, eyebrow, title, host) as never, { ...shareImageSize, fonts });
  return new resvg.Resvg(svg).render();
}

/** What makes the images: this file's code (the design), so a new design draws anew. */
const design = createHash("sha256")
  .update(readFileSync(import.meta.filename))
  .digest("hex");
const keyOf = (...parts: string[]) =>
  createHash("sha256")
    .update(JSON.stringify([design, ...parts]))
    .digest("hex")
    .slice(0, 32);

/** An image file of the release: its path under client/ and the key of its inputs. */
export type ImageKeys = Record<string, string>;

/**
 * Writes the share images and icons into `clientDir`; `reuse(path, key)` writes the file of an
 * earlier release with the same key and says whether it could. Returns every file's key.
 */
export async function buildImages(
  site: Site,
  origin: string,
  clientDir: string,
  reuse: (path: string, key: string) => Promise<boolean>,
): Promise<{ keys: ImageKeys; drawn: number }> {
  const host = new URL(origin).host;
  const keys: ImageKeys = {};
  let drawn = 0;
  const write = async (path: string, key: string, draw: () => Promise<Uint8Array>) => {
    keys[path] = key;
    if (await reuse(path, key)) return;
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    // Unlinked first: a file of public/ by that name is a link into the code build.
    await rm(join(clientDir, path), { force: true });
    await writeFile(join(clientDir, path), await draw());
    drawn++;
  };
  const cards: Array<{ path: string; card: Card }> = [];
  for (const route of pageRoutes) {
    const { eyebrow, title } = pageTitle(site, route);
    const name = site.company.name;
    const path = ogImagePath(route.page, route.language).slice(1);
    keys[path] = keyOf("share", name, eyebrow, title, host);
    if (!(await reuse(path, keys[path])))
      cards.push({ path, card: { name, eyebrow, title, host } });
  }
  await drawCards(cards, async (path, png) => {
    await mkdir(dirname(join(clientDir, path)), { recursive: true });
    await rm(join(clientDir, path), { force: true });
    await writeFile(join(clientDir, path), png);
    drawn++;
  });
  const icon = (size: number) => () => render(logoSvg(size), size);
  await write("icon-192.png", keyOf("icon", "192"), icon(192));
  await write("icon-512.png", keyOf("icon", "512"), icon(512));
  await write("apple-touch-icon.png", keyOf("icon", "180"), icon(180));
  await write("favicon.ico", keyOf("favicon", "32"), async () =>
    ico(await render(logoSvg(32), 32), 32),
  );
  return { keys, drawn };
}

/**
 * Draws `cards` on two lanes when there are enough to pay for a second one: this thread and a
 * worker thread (draw-worker.ts), each taking the next card when done. Drawing is all CPU
 * (layout in satori, rasterizing in WebAssembly), so on two cores a change of the company's
 * name, which redraws every share image, takes about half the time.
 */
async function drawCards(
  cards: ReadonlyArray<{ path: string; card: Card }>,
  done: (path: string, png: Uint8Array) => Promise<void>,
): Promise<void> {
  const queue = [...cards];
  const lane = async (draw: (card: Card) => Promise<Uint8Array>) => {
    for (let next = queue.shift(); next; next = queue.shift())
      await done(next.path, await draw(next.card));
  };
  const here = (card: Card) =>
    renderCard(card.name, card.eyebrow, card.title, card.host).then((image) => image.asPng());
  if (queue.length < workerFrom || availableParallelism() < 2) return lane(here);
  const worker = new Worker(new URL("./draw-worker.ts", import.meta.url));
  let asked = 0;
  const waiting = new Map<
    number,
    { resolve: (png: Uint8Array) => void; reject: (e: Error) => void }
  >();
  worker.on("message", ({ id, png, error }: { id: number; png?: Uint8Array; error?: string }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (png) call?.resolve(png);
    else call?.reject(new Error(error ?? "the drawing worker failed"));
  });
  worker.on("error", (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  });
  const there = (card: Card) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const id = asked++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, card });
    });
  try {
    await Promise.all([lane(here), lane(there)]);
  } finally {
    await worker.terminate();
  }
}

/** Below this many cards a second lane costs more (loading satori again) than it saves. */
const workerFrom = 6;
