/**
 * What a staff page must hold, measured in the browser: at a phone's width no sideways scroll,
 * tap targets of at least 24 × 24 CSS px (WCAG 2.2 AA, 2.5.8, with its exceptions: a link
 * inside a sentence, and a smaller target whose 24 px circle touches no other target), 44 px high main actions (a filled button: publish, save,
 * sign in, export), and no two visible controls or texts drawn over each other; at every width
 * no text clipped or cut to "…".
 */
import type { Page } from "@playwright/test";

export interface TargetReport {
  scrollWidth: number;
  small: string[];
  lowMainActions: string[];
  overlaps: string[];
  /** Controls that reach past the window's edges (cut off by a clipping frame, not scrolled). */
  cutOff: string[];
  /**
   * Text a person cannot read whole: cut to "…" (text-overflow), or clipped by its own box
   * (taller or wider content than a box that hides its overflow), or a box shorter than one
   * line of its own text.
   */
  clipped: string[];
}

/**
 * `spacing`: whether 2.5.8's spacing exception counts. The back office's own pages go without
 * it, every target is 24 px (staff tap them on a phone); Keystatic's interface, not ours to
 * lay out, is held to the criterion as written.
 */
export function measureTargets(
  page: Page,
  mainActions: string,
  spacing: boolean,
): Promise<TargetReport> {
  return page.evaluate(
    ([mainSelector, spacingCounts]) => {
      // Nothing moves while this runs: each element's box and style are read once. The pairwise
      // checks below read them for every pair and every ancestor; read anew each time, they
      // cost a fifth of pages.spec.ts's CPU.
      const memo = <T>(read: (element: Element) => T) => {
        const known = new Map<Element, T>();
        return (element: Element) => {
          if (!known.has(element)) known.set(element, read(element));
          return known.get(element) as T;
        };
      };
      const rect = memo((element) => element.getBoundingClientRect());
      const styleOf = memo((element) => getComputedStyle(element));
      const visible = (element: Element) => {
        const box = rect(element);
        const style = styleOf(element);
        return (
          box.width > 1 &&
          box.height > 1 &&
          style.visibility !== "hidden" &&
          Number(style.opacity) > 0 &&
          !element.closest("[hidden],.sr-only")
        );
      };
      const named = (element: Element) => {
        const box = rect(element);
        const name =
          element.getAttribute("aria-label") ??
          (element as HTMLElement).textContent?.trim().slice(0, 40) ??
          "";
        return `${element.tagName.toLowerCase()} “${name}” ${Math.round(box.width)}×${Math.round(box.height)}`;
      };
      /** The part of an element its scrolling or clipping ancestors let through. */
      const shown = memo((element) => {
        const box = rect(element);
        let { left, top, right, bottom } = box;
        for (let at = element.parentElement; at; at = at.parentElement) {
          const style = styleOf(at);
          if (style.overflow === "visible" || style.display === "contents") continue;
          const clip = rect(at);
          // A box of no size (a wrapper of a fixed layer) clips nothing it does not hold.
          if (clip.width === 0 || clip.height === 0) continue;
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        return { left, top, right, bottom };
      });
      /** Drawn at least in part: not scrolled out of its container nor clipped away. */
      const onScreen = (element: Element) => {
        const box = shown(element);
        return box.right - box.left > 1 && box.bottom - box.top > 1;
      };
      const targets = [
        ...document.querySelectorAll(
          "a[href],button,input:not([type=hidden]),select,textarea,summary,[role=button],[role=link],[role=checkbox],[role=radio],[role=tab],[role=menuitem],[role=option]",
        ),
      ].filter((element) => visible(element) && onScreen(element));
      /**
       * A link in a sentence: its paragraph or list item has at least a few words of text outside
       * links. A row
       * of links ("Magyar · Angol · Német") or a link alone on a line is no sentence.
       */
      const inline = (element: Element) => {
        if (element.tagName !== "A") return false;
        let block = element.parentElement;
        while (block && styleOf(block).display.startsWith("inline")) block = block.parentElement;
        if (!block || !["P", "LI"].includes(block.tagName)) return false;
        const words = [...block.childNodes]
          .filter(
            (node) => node.nodeType === Node.TEXT_NODE || !(node as Element).matches("a, :has(a)"),
          )
          .map((node) => node.textContent ?? "")
          .join(" ")
          .replace(/[^\p{L}]+/gu, "");
        return words.length >= 15;
      };
      /** A checkbox or radio button whose label is the target (clicking the text works). */
      const labelled = (element: Element) =>
        element instanceof HTMLInputElement &&
        ["checkbox", "radio"].includes(element.type) &&
        element.labels?.[0] !== undefined &&
        rect(element.labels[0]).height >= 24;
      const undersized = (element: Element) => {
        const box = rect(element);
        return box.width < 24 || box.height < 24;
      };
      const center = (element: Element) => {
        const box = rect(element);
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      };
      /** 2.5.8's spacing: a 24 px circle on the target's centre meets no other target or circle. */
      const spaced = (element: Element) => {
        const c = center(element);
        return targets.every((other) => {
          if (other === element || other.contains(element) || element.contains(other)) return true;
          const box = rect(other);
          const dx = Math.max(box.left - c.x, 0, c.x - box.right);
          const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
          if (Math.hypot(dx, dy) < 12) return false;
          if (!undersized(other)) return true;
          const o = center(other);
          return Math.hypot(o.x - c.x, o.y - c.y) >= 24;
        });
      };
      const small = targets
        .filter(
          (element) =>
            undersized(element) &&
            !inline(element) &&
            !labelled(element) &&
            !(spacingCounts && spaced(element)),
        )
        .map(named);
      const lowMainActions = [...document.querySelectorAll(mainSelector)]
        .filter(visible)
        .filter((element) => rect(element).height < 44)
        .map(named);
      // Controls and the smallest elements with text of their own, pairwise.
      const texts = [...document.querySelectorAll("body *")].filter(
        (element) =>
          visible(element) &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          ),
      );
      /** The fixed or sticky layer an element is drawn in (content scrolls under such a bar). */
      const layer = (element: Element): Element | null => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const position = styleOf(at).position;
          if (position === "fixed" || position === "sticky") return at;
        }
        return null;
      };
      const boxes = [...new Set([...targets, ...texts])];
      const layers = new Map(boxes.map((element) => [element, layer(element)]));
      const overlaps: string[] = [];
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i] as Element;
          const b = boxes[j] as Element;
          if (a.contains(b) || b.contains(a) || layers.get(a) !== layers.get(b)) continue;
          const p = shown(a);
          const q = shown(b);
          const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
          const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
          if (x > 2 && y > 2) overlaps.push(`${named(a)} over ${named(b)}`);
        }
      }
      const cutOff = targets
        .filter((element) => {
          const box = rect(element);
          return box.right > window.innerWidth + 1 || box.left < -1;
        })
        .map(named);
      const clipped = texts
        .filter((element) => onScreen(element))
        .filter((element) => {
          const style = styleOf(element);
          const hides = (value: string) => value !== "visible";
          const box = rect(element);
          const line =
            Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
          const cutX = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
          const cutY = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
          const ellipsis =
            style.textOverflow === "ellipsis" && element.scrollWidth > element.clientWidth + 1;
          // A box that hides its overflow, shorter than one line of its text: the glyphs are cut
          // (a trimmed text box alone, its glyphs drawn past it, is no clipping).
          const short =
            (hides(style.overflowX) || hides(style.overflowY)) &&
            box.height > 0 &&
            box.height + 1 < Math.min(line, Number.parseFloat(style.fontSize) * 1.15);
          return cutX || cutY || ellipsis || short;
        })
        .map(named);
      return {
        clipped,
        cutOff,
        scrollWidth: document.documentElement.scrollWidth,
        small,
        lowMainActions,
        overlaps,
      };
    },
    [mainActions, spacing] as const,
  );
}
