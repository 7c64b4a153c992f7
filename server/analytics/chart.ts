/**
 * The weekly e-mail's chart: daily page views and inquiries over eight weeks, drawn as SVG
 * and rasterized to PNG with resvg (WebAssembly, as the build's images): mail clients show
 * a PNG, few show SVG. Two panels, one scale each — inquiries are a few a day against
 * hundreds of views, and would vanish on a shared scale.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { escapeHtml } from "../shared/html.ts";
import { weekdayOf } from "./day.ts";
import { chartFonts } from "./font.ts";

const require = createRequire(import.meta.url);

export interface ChartSeries {
  /** YYYY-MM-DD, one per bar. */
  days: readonly string[];
  views: readonly number[];
  inquiries: readonly number[];
}

export const chartSize = { width: 720, height: 380 } as const;
const left = 44;
const right = 12;
const colors = { views: "#1d3a5c", inquiries: "#c9962c", grid: "#d8dee6", text: "#3d4b5c" };

const text = (x: number, y: number, value: string, extra = "") =>
  `<text x="${x}" y="${y}" font-size="12" fill="${colors.text}" ${extra}>${escapeHtml(value)}</text>`;

function panel(
  title: string,
  values: readonly number[],
  top: number,
  height: number,
  color: string,
): string {
  const max = Math.max(1, ...values);
  const slot = (chartSize.width - left - right) / values.length;
  const bars = values.map((value, i) => {
    const barHeight = (value / max) * height;
    const x = left + i * slot + slot * 0.15;
    return `<rect x="${x.toFixed(1)}" y="${(top + height - barHeight).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${color}"/>`;
  });
  return [
    `<text x="${left}" y="${top - 10}" font-size="14" fill="#0a1829">${escapeHtml(title)}</text>`,
    `<line x1="${left}" y1="${top}" x2="${chartSize.width - right}" y2="${top}" stroke="${colors.grid}"/>`,
    `<line x1="${left}" y1="${top + height}" x2="${chartSize.width - right}" y2="${top + height}" stroke="${colors.grid}"/>`,
    text(left - 6, top + 4, String(max), 'text-anchor="end"'),
    text(left - 6, top + height + 4, "0", 'text-anchor="end"'),
    ...bars,
  ].join("");
}

/** The chart as SVG, labelled in Hungarian; with `label`, an image for assistive technology. */
export function chartSvg(series: ChartSeries, label?: string): string {
  const slot = (chartSize.width - left - right) / series.days.length;
  const mondays = series.days.flatMap((day, i) =>
    weekdayOf(day) === 0
      ? [text(left + i * slot, chartSize.height - 8, `${day.slice(5).replace("-", ".")}.`)]
      : [],
  );
  const role = label
    ? ` role="img" aria-labelledby="chart-title"><title id="chart-title">${escapeHtml(label)}</title`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${chartSize.width}" height="${chartSize.height}" viewBox="0 0 ${chartSize.width} ${chartSize.height}" font-family="Manrope"${role}><rect width="100%" height="100%" fill="#ffffff"/>${panel("Oldalmegtekintések naponta", series.views, 32, 170, colors.views)}${panel("Megkeresések naponta", series.inquiries, 250, 90, colors.inquiries)}${mondays.join("")}</svg>`;
}

let ready: Promise<Uint8Array[]> | undefined;

/** The chart as PNG, at twice its size for sharp display on high-density screens. */
export async function chartPng(series: ChartSeries): Promise<Buffer> {
  ready ??= readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm"))
    .then((wasm) => initWasm(wasm))
    .then(chartFonts);
  const fontBuffers = await ready;
  const png = new Resvg(chartSvg(series), {
    fitTo: { mode: "width", value: chartSize.width * 2 },
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: "Manrope" },
  })
    .render()
    .asPng();
  return Buffer.from(png);
}
