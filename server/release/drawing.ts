/**
 * An SVG drawing as a hero shows it: inline, so no request stands before the first screen.
 * Only the repository's own drawings are SVG (the editor takes raster photos only), and they
 * must be plain markup: no scripts, styles, event attributes, embedded documents or
 * javascript: links, so the page's Content-Security-Policy needs nothing for them.
 */
import type { HeroPlacement } from "../../app/site/services.ts";

/** Why this text is no plain SVG drawing; undefined when it is one. */
export function drawingProblem(svg: string): string | undefined {
  if (!svg.startsWith("<svg")) return "an SVG drawing must start with <svg";
  if (/<script|<style|<foreignObject|\son\w+\s*=|\sstyle\s*=|javascript:/i.test(svg))
    return "an SVG drawing must be plain markup (no scripts, styles, event attributes or embedded documents)";
  return undefined;
}

/** The drawing hidden from assistive technology (the page labels it) and fitted to its box. */
export function inlineDrawing(svg: string, placement: HeroPlacement): string {
  const aspect = placement === "backdrop" ? "xMidYMid slice" : "xMidYMid meet";
  return svg.replace(
    /^<svg\b/,
    `<svg aria-hidden="true" focusable="false" preserveAspectRatio="${aspect}"`,
  );
}
