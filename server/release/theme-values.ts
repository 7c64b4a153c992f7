/** The custom properties a first screen's CSS reads, written as what they resolve to (page-css.ts). */

/** `--font-sans`, `--default-font-family`…: not `--font-weight-bold`. */
export const isFontStack = (name: string) =>
  /^--(?:default-(?:mono-)?)?font-(?!weight-)/.test(name);

/** The `var(…)` starting at `start`: its property, its fallback (after the comma), its end. */
function readVar(text: string, start: number) {
  const head = /^var\(\s*(--[\w-]+)\s*(,?)/.exec(text.slice(start, start + 120));
  if (!head?.[1]) return undefined;
  let depth = 1;
  let i = start + head[0].length;
  for (; i < text.length && depth > 0; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
  }
  const end = i;
  const fallback = head[2] ? text.slice(start + head[0].length, end - 1) : undefined;
  return { name: head[1], fallback, end };
}

/**
 * `css` with what a first screen reads from custom properties written in: a theme property
 * as its value (`var(--color-ink-600)` → `#2b4866`), and a property nothing declares as its
 * fallback (`var(--tw-ease,ease)` → `ease`); the theme's properties no longer read go. The
 * same to a browser: the theme declares its properties once on the root, a property another
 * rule declares (or a registration gives an initial value) is left as it is, and the pages
 * set no style of their own. The font stacks stay named: each is long and read more than once.
 */
export function withThemeValues(css: string): string {
  const theme = /(:root,:host\{)([^{}]*)\}/.exec(css);
  const before = theme ? css.slice(0, theme.index) : css;
  const after = theme ? css.slice(theme.index + theme[0].length) : "";
  const declarations = theme?.[2] ? theme[2].split(";") : [];
  const values = new Map<string, string>();
  const themed = new Set<string>();
  for (const declaration of declarations) {
    const match = /^\s*(--[\w-]+)\s*:([\s\S]*)$/.exec(declaration);
    if (!match?.[1] || match[2] === undefined) continue;
    themed.add(match[1]);
    if (!isFontStack(match[1])) values.set(match[1], match[2].trim());
  }
  const elsewhere = before + after;
  const declaredElsewhere = (name: string) =>
    new RegExp(`[{;]\\s*${name}\\s*:`).test(elsewhere) ||
    new RegExp(`@property\\s+${name}\\{[^}]*initial-value`).test(elsewhere);
  for (const name of values.keys()) if (declaredElsewhere(name)) values.delete(name);
  const substitute = (text: string): string => {
    let result = "";
    let from = 0;
    for (let at = text.indexOf("var(", from); at >= 0; at = text.indexOf("var(", from)) {
      const use = /[\w-]/.test(text[at - 1] ?? "") ? undefined : readVar(text, at);
      if (!use) {
        result += text.slice(from, at + 4);
        from = at + 4;
        continue;
      }
      const value = values.get(use.name);
      const undeclared = !themed.has(use.name) && !declaredElsewhere(use.name);
      result += text.slice(from, at);
      if (value !== undefined) result += substitute(value);
      else if (use.fallback !== undefined && undeclared) result += substitute(use.fallback);
      else if (use.fallback !== undefined) result += `var(${use.name},${substitute(use.fallback)})`;
      else result += text.slice(at, use.end);
      from = use.end;
    }
    return result + text.slice(from);
  };
  const rest = [substitute(before), substitute(after)];
  let kept = declarations.map((declaration) => {
    const match = /^(\s*--[\w-]+\s*:)([\s\S]*)$/.exec(declaration);
    return match ? `${match[1]}${substitute(match[2] ?? "")}` : declaration;
  });
  // A property read only by one that goes goes too: checked again until none is left to go.
  for (;;) {
    const read = new Set(
      [...rest, ...kept]
        .join(";")
        .match(/var\(--[\w-]+/g)
        ?.map((use) => use.slice(4)),
    );
    const left = kept.filter((declaration) => {
      const name = /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
      return !name || !values.has(name) || read.has(name);
    });
    if (left.length === kept.length) break;
    kept = left;
  }
  return theme ? `${rest[0]}${theme[1]}${kept.join(";")}}${rest[1]}` : (rest[0] ?? "");
}
