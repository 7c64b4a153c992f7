/**
 * The eight-week chart of the weekly e-mail and the back office: page views and inquiries a
 * week (Monday to Sunday), drawn as SVG; the e-mail's is rasterized to PNG with resvg
 * (WebAssembly, as the build's images), since few mail clients show SVG. Two panels, one
 * scale each — inquiries are a few a week against hundreds of views, and would vanish on a
 * shared scale.
 */
import { type Html, html } from "../shared/html.ts";
import { startedResvg } from "../shared/resvg.ts";
import { addDays, weekdayOf } from "./day.ts";
import { chartFonts } from "./font.ts";

export interface ChartSeries {
  /** YYYY-MM-DD, one a day. */
  days: readonly string[];
  views: readonly number[];
  inquiries: readonly number[];
}

/** One bar: a week from Monday, with its totals. */
export interface Week {
  monday: string;
  views: number;
  inquiries: number;
}

/** The days summed by calendar week, Monday to Sunday: the chart's bars and its table's rows. */
export function weeksOf(series: ChartSeries): Week[] {
  const weeks: Week[] = [];
  series.days.forEach((day, i) => {
    const monday = addDays(day, -weekdayOf(day));
    if (weeks.at(-1)?.monday !== monday) weeks.push({ monday, views: 0, inquiries: 0 });
    const week = weeks.at(-1) as Week;
    week.views += series.views[i] ?? 0;
    week.inquiries += series.inquiries[i] ?? 0;
  });
  return weeks;
}

/** "11.02." for 2026-11-02: the bar's Monday. */
export const shortDate = (day: string) => `${day.slice(5).replace("-", ".")}.`;

export interface ChartLayout {
  /** The drawing's width; its height is fixed. A narrow one keeps its text legible on a phone. */
  width: number;
  /** The font its text asks for: Manrope in the e-mail's PNG, the page's own on a web page. */
  fontFamily: string;
  /** An id for its title, unique on the page. */
  id: string;
}

export const chartHeight = 380;
const left = 44;
const right = 12;
const colors = { views: "#1d3a5c", inquiries: "#c9962c", grid: "#d8dee6", text: "#3d4b5c" };
const emailLayout: ChartLayout = { width: 720, fontFamily: "Manrope", id: "chart" };

const text = (x: number, y: number, value: string, extra = html`font-size="12"`) =>
  html`<text x="${x}" y="${y}" fill="${colors.text}" ${extra}>${value}</text>`;

function panel(
  width: number,
  title: string,
  values: readonly number[],
  top: number,
  height: number,
  color: string,
): Html {
  const max = Math.max(1, ...values);
  const slot = (width - left - right) / values.length;
  const bars = values.map((value, i) => {
    const barHeight = (value / max) * height;
    const x = left + i * slot + slot * 0.15;
    return html`<rect x="${x.toFixed(1)}" y="${(top + height - barHeight).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${color}"/>`;
  });
  const end = html`text-anchor="end" font-size="12"`;
  return html`${[
    html`<text x="${left}" y="${top - 10}" font-size="14" fill="#0a1829">${title}</text>`,
    html`<line x1="${left}" y1="${top}" x2="${width - right}" y2="${top}" stroke="${colors.grid}"/>`,
    html`<line x1="${left}" y1="${top + height}" x2="${width - right}" y2="${top + height}" stroke="${colors.grid}"/>`,
    text(left - 6, top + 4, String(max), end),
    text(left - 6, top + height + 4, "0", end),
    bars,
  ]}`;
}

/**
 * The chart as SVG, labelled in Hungarian: a bar a week in each panel, each bar dated by its
 * Monday. With `label`, an image for assistive technology.
 */
export function chartSvg(series: ChartSeries, label?: string, layout = emailLayout): Html {
  const { width, fontFamily, id } = layout;
  const weeks = weeksOf(series);
  const slot = (width - left - right) / weeks.length;
  // A date is about 3.6 font sizes wide: narrow bars get smaller dates rather than overlapping.
  const dateSize = Math.min(12, slot / 3.8).toFixed(1);
  const mondays = weeks.map((week, i) =>
    text(
      left + (i + 0.5) * slot,
      chartHeight - 8,
      shortDate(week.monday),
      html`text-anchor="middle" font-size="${dateSize}"`,
    ),
  );
  const role = label && html` role="img" aria-labelledby="${id}-title"`;
  const title = label && html`<title id="${id}-title">${label}</title>`;
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${chartHeight}" viewBox="0 0 ${width} ${chartHeight}" font-family="${fontFamily}"${role}>${title}<rect width="100%" height="100%" fill="#ffffff"/>${panel(
    width,
    "Oldalmegtekintések hetente",
    weeks.map((w) => w.views),
    32,
    170,
    colors.views,
  )}${panel(
    width,
    "Megkeresések hetente",
    weeks.map((w) => w.inquiries),
    250,
    90,
    colors.inquiries,
  )}${mondays}</svg>`;
}

let fonts: Uint8Array[] | undefined;

/**
 * The chart as PNG, at twice its size for sharp display on high-density screens. The renderer
 * is loaded at the first chart: what loads counting's face without drawing stays small.
 */
export async function chartPng(series: ChartSeries): Promise<Buffer> {
  const { Resvg } = await startedResvg();
  fonts ??= chartFonts();
  const fontBuffers = fonts;
  const png = new Resvg(chartSvg(series).toString(), {
    fitTo: { mode: "width", value: emailLayout.width * 2 },
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: "Manrope" },
  })
    .render()
    .asPng();
  return Buffer.from(png);
}
