/**
 * A hero's drawing, read from public/ at build time and put into the page as inline SVG:
 * no request before the first screen is complete, and decorative markup is never the page's
 * largest paint (the heading is). Drawings carry no scripts or styles, so the page's
 * Content-Security-Policy needs nothing for them.
 */
import { readFileSync } from "node:fs";

export function heroArt(src: string, fill: "cover" | "contain"): string {
  const svg = readFileSync(`public${src}`, "utf8").trim();
  if (!svg.startsWith("<svg") || /<script|<style|\son\w+=|style=/i.test(svg))
    throw new Error(`${src}: a hero drawing must be plain SVG markup`);
  const aspect = fill === "cover" ? "xMidYMid slice" : "xMidYMid meet";
  return svg.replace(
    /^<svg\b/,
    `<svg aria-hidden="true" focusable="false" preserveAspectRatio="${aspect}"`,
  );
}
