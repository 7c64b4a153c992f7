/**
 * The stylesheet a page carries inline: the code build's stylesheet (Tailwind's output for the
 * whole site) cut to what the page's first screen needs (docs/decisions/024). The whole
 * stylesheet follows as a cached file (optimize-html.ts), so whatever this leaves out arrives
 * a moment later, and on a second page at once.
 *
 * A rule stays when one selector of its list could match: every class and element name it
 * names outside parentheses and brackets is one the first screen has (`Present`), and a form
 * control is there when it names a part only controls have (`::placeholder`). Everything
 * else about a selector (attributes, what `:not()`, `:is()`, `:where()` hold) is assumed to
 * match, so a rule goes only when something it needs is surely absent. At-rules that group
 * rules (`@media`, `@supports`, `@layer`…) keep what they hold that stays; `@keyframes` and
 * `@property` go when no rule kept names them; other blocks (`@font-face`) stay whole.
 *
 * The stylesheet is the code build's own minified output, so a small reader is enough: it
 * knows strings, comments, escapes and nested blocks, not the whole CSS grammar. It reads a
 * stylesheet once; each page only walks what it read.
 */

import { withThemeValues } from "./theme-values.ts";

/** One selector of a list: what it needs to match, and whether only a visitor's act can. */
interface Selector {
  classes: string[];
  tags: string[];
  interaction: boolean;
  /** It names a pseudo-element or state only form controls have (`::placeholder`). */
  control: boolean;
}

type Node =
  | { kind: "text"; text: string }
  | { kind: "rule"; text: string; selectors: Selector[] }
  | { kind: "group"; prelude: string; children: Node[]; keepEmpty: boolean }
  | { kind: "named"; text: string; name: string };

/** Where the block opened at `open` (a `{`) closes, strings and comments skipped. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === "\\") i++;
    else if (char === '"' || char === "'") {
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === "\\") i++;
    } else if (char === "/" && css[i + 1] === "*") {
      i = css.indexOf("*/", i + 2);
      if (i < 0) break;
      i++;
    } else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in the stylesheet at offset ${open}`);
}

/** `a, b:is(.c, .d)` → [`a`, `b:is(.c, .d)`]: commas inside parentheses or brackets stay. */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === "\\") i++;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      selectors.push(list.slice(from, i));
      from = i + 1;
    }
  }
  selectors.push(list.slice(from));
  return selectors.map((selector) => selector.trim());
}

/** A class name as written in a selector (`md\:grid-cols-2`, `\32 xl`) → as in markup. */
function unescapeName(name: string): string {
  return name.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );
}

const className = /(?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[^\p{ASCII}])+/uy;
const tagName = /[a-zA-Z][\w-]*/y;

/** States a page reaches only by a visitor's doing (pointing, focusing, opening). */
const interactionState = /:(hover|focus|focus-visible|focus-within|active|popover-open|open)\b/;

/**
 * Pseudo-elements and states only a form control has (its placeholder, file button, date
 * fields, spin buttons, Firefox's invalid glow): Tailwind's preflight resets them all.
 */
const controlPart =
  /::?(?:placeholder|file-selector-button|-moz-ui-invalid|-webkit-(?:datetime-edit[\w-]*|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration))(?![\w-])/;
/** The elements that have them. */
const controlTags = ["input", "textarea", "select", "form"];

/** The classes and element names a selector requires: those outside parentheses and brackets. */
export function requirements(selector: string): Selector {
  const classes: string[] = [];
  const tags: string[] = [];
  let depth = 0;
  let compoundStart = true;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i] ?? "";
    if (char === "\\") {
      i++;
      compoundStart = false;
    } else if (char === "(" || char === "[") {
      depth++;
      compoundStart = false;
    } else if (char === ")" || char === "]") depth--;
    else if (depth > 0) continue;
    else if (/[\s>+~]/.test(char)) compoundStart = true;
    else if (char === ".") {
      className.lastIndex = i + 1;
      const name = className.exec(selector)?.[0];
      if (name) {
        classes.push(unescapeName(name));
        i += name.length;
      }
      compoundStart = false;
    } else if (compoundStart && /[a-zA-Z]/.test(char)) {
      tagName.lastIndex = i;
      const name = tagName.exec(selector)?.[0] ?? char;
      tags.push(name.toLowerCase());
      i += name.length - 1;
      compoundStart = false;
    } else compoundStart = false;
  }
  return {
    classes,
    tags,
    interaction: interactionState.test(selector),
    control: controlPart.test(selector),
  };
}

const space = /(?:\s+|\/\*[\s\S]*?\*\/)+/y;
const grouping = /^@(media|supports|layer|container|scope|starting-style)\b/i;
const named = /^@(?:-webkit-)?(?:keyframes|property)\s+(\S+)/i;

/** The parts of `css` from `from` to `to`. */
function read(css: string, from: number, to: number): Node[] {
  const nodes: Node[] = [];
  let i = from;
  while (i < to) {
    space.lastIndex = i;
    if (space.exec(css)) {
      i = space.lastIndex;
      continue;
    }
    let j = i;
    let open = -1;
    for (; j < to; j++) {
      const char = css[j];
      if (char === "\\") j++;
      else if (char === '"' || char === "'") {
        for (j++; j < to && css[j] !== char; j++) if (css[j] === "\\") j++;
      } else if (char === ";") break;
      else if (char === "{") {
        open = j;
        break;
      }
    }
    if (open < 0) {
      const statement = css.slice(i, Math.min(j + 1, to)).trim();
      if (statement && statement !== ";") nodes.push({ kind: "text", text: statement });
      i = j + 1;
      continue;
    }
    const close = closingBrace(css, open);
    const prelude = css.slice(i, open).trim();
    const text = css.slice(i, close + 1);
    const name = named.exec(prelude)?.[1];
    if (grouping.test(prelude))
      nodes.push({
        kind: "group",
        prelude,
        children: read(css, open + 1, close),
        // `@layer a{}` still places the layer in the cascade's order.
        keepEmpty: /^@layer\b/i.test(prelude),
      });
    else if (name) nodes.push({ kind: "named", text, name });
    else if (prelude.startsWith("@")) nodes.push({ kind: "text", text });
    else nodes.push({ kind: "rule", text, selectors: selectorsOf(prelude).map(requirements) });
    i = close + 1;
  }
  return nodes;
}

const parsed = new Map<string, Node[]>();
const parse = (css: string) => {
  let nodes = parsed.get(css);
  if (!nodes) {
    nodes = read(css, 0, css.length);
    parsed.set(css, nodes);
  }
  return nodes;
};

/** What a page (or its first screen) holds that selectors can require. */
export interface Present {
  classes: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

export interface CutOptions {
  /** Keep the rules of states only a visitor brings about (true by default). */
  interactions?: boolean;
  /** Whether a group (`@media`, `@supports`, `@layer`) is left out with all it holds. */
  dropGroup?: (prelude: string) => boolean;
}

/** `css` with only the rules that can match what `present` holds. */
export function pageStylesheet(css: string, present: Present, options: CutOptions = {}): string {
  const { interactions = true, dropGroup = () => false } = options;
  const matches = (selector: Selector) =>
    (interactions || !selector.interaction) &&
    selector.classes.every((name) => present.classes.has(name)) &&
    selector.tags.every((name) => present.tags.has(name)) &&
    (!selector.control || controlTags.some((name) => present.tags.has(name)));
  const namedBlocks: Array<{ name: string; text: string; marker: string }> = [];
  const write = (nodes: Node[]): string =>
    nodes
      .map((node) => {
        switch (node.kind) {
          case "text":
            return node.text;
          case "rule":
            return node.selectors.some(matches) ? node.text : "";
          case "group": {
            if (dropGroup(node.prelude)) return "";
            const inner = write(node.children);
            return inner || node.keepEmpty ? `${node.prelude}{${inner}}` : "";
          }
          case "named": {
            // Decided once every rule is known: a marker holds its place.
            const marker = `\u{E000}${namedBlocks.length}\u{E000}`;
            namedBlocks.push({ name: node.name, text: node.text, marker });
            return marker;
          }
          default:
            return "";
        }
      })
      .join("");
  const kept = write(parse(css));
  const named = new Set<string>();
  for (const match of kept.replace(/\u{E000}\d+\u{E000}/gu, "").matchAll(/--[\w-]+|[\w-]+/g))
    named.add(match[0]);
  return kept.replace(/\u{E000}(\d+)\u{E000}/gu, (_, index: string) => {
    const block = namedBlocks[Number(index)];
    return block && named.has(block.name) ? block.text : "";
  });
}

/**
 * The part of a page's stylesheet its first screen needs, for a page that loads the whole
 * stylesheet after it: `pageStylesheet` for what the first screen holds, less what only
 * older browsers read (Tailwind's `@layer properties` fallback for browsers without
 * `@property`), less the rules of states only a visitor brings about (pointing, focus, an
 * open menu: the whole stylesheet is there long before), less the oklab repeats of colours
 * Tailwind first gives in sRGB (the theme's colours are sRGB: both give the same colour), and
 * less the theme's custom properties no kept rule reads (and keyframes only those named), each
 * theme property read written as its value, and the registrations of custom properties the
 * first screen never reads as registered.
 */
export function firstScreenStylesheet(css: string, present: Present): string {
  const kept = pageStylesheet(css, present, {
    interactions: false,
    dropGroup: (prelude) =>
      prelude === "@supports (color:color-mix(in lab, red, red))" ||
      (prelude.startsWith("@supports") && prelude.includes("(-webkit-hyphens:none)")),
  });
  // Custom properties declared in the theme and read nowhere go, until none is left to go (a
  // property may be read only by another one that goes).
  const themed = kept.replace(/(:root,:host\{)([^{}]*)\}/, (_, open: string, body: string) => {
    const rest = kept.replace(body, "");
    let declarations = body.split(";").filter((declaration) => declaration.trim() !== "");
    for (;;) {
      const read = new Set(
        [rest, ...declarations]
          .join(";")
          .match(/var\(--[\w-]+/g)
          ?.map((use) => use.slice(4)),
      );
      const left = declarations.filter((declaration) => {
        const name = /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
        return !name || read.has(name);
      });
      if (left.length === declarations.length) break;
      declarations = left;
    }
    return `${open}${declarations.join(";")}}`;
  });
  const resolved = withThemeValues(themed);
  // Keyframes only a theme property that went named (`--animate-spin:spin 1s …`) go too.
  const keyframes = /@keyframes\s+([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
  const rest = resolved.replace(keyframes, "");
  const animated = resolved.replace(keyframes, (block, name: string) =>
    new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(rest) ? block : "",
  );
  // A registration matters to the first screen only for a property a kept rule reads, and
  // then only if a kept rule sets it (it does not inherit) or it has an initial value: one
  // with neither reads as an unregistered one does (the guaranteed-invalid value). The others
  // wait for the whole stylesheet, which registers every one.
  const registered = /@property\s+(--[\w-]+)\{[^{}]*\}/g;
  const unregistered = animated.replace(registered, "");
  return animated.replace(registered, (block, name: string) => {
    const read = unregistered.includes(`var(${name}`);
    const set = new RegExp(`[{;]\\s*${name}\\s*:`).test(unregistered);
    return read && (set || block.includes("initial-value")) ? block : "";
  });
}
