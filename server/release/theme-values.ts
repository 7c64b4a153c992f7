/** The theme's custom properties written as their values in a first screen's CSS (page-css.ts). */

/**
 * `css` with each theme property a rule reads written as its value (`var(--color-ink-600)` →
 * `#2b4866`), and the properties no longer read gone from the theme. The same to a browser:
 * the theme declares them once on the root, nothing else declares them (one that is declared
 * elsewhere too is left as it is), and the pages set no style of their own. The font stacks
 * stay named: each is longer than its name and read more than once.
 */
/** `--font-sans`, `--default-font-family`…: not `--font-weight-bold`. */
export const isFontStack = (name: string) =>
  /^--(?:default-(?:mono-)?)?font-(?!weight-)/.test(name);

export function withThemeValues(css: string): string {
  const theme = /(:root,:host\{)([^{}]*)\}/.exec(css);
  if (!theme?.[2]) return css;
  const before = css.slice(0, theme.index);
  const after = css.slice(theme.index + theme[0].length);
  const declarations = theme[2].split(";");
  const values = new Map<string, string>();
  for (const declaration of declarations) {
    const match = /^\s*(--[\w-]+)\s*:([\s\S]*)$/.exec(declaration);
    if (match?.[1] && match[2] !== undefined && !isFontStack(match[1]))
      values.set(match[1], match[2].trim());
  }
  for (const name of values.keys())
    if (new RegExp(`[{;]\\s*${name}\\s*:`).test(before + after)) values.delete(name);
  const substitute = (text: string) => {
    let result = text;
    for (let pass = 0; pass < 4; pass++) {
      const next = result.replace(
        /var\((--[\w-]+)\)/g,
        (use, name: string) => values.get(name) ?? use,
      );
      if (next === result) break;
      result = next;
    }
    return result;
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
  return `${rest[0]}${theme[1]}${kept.join(";")}}${rest[1]}`;
}
