import { describe, expect, it } from "vitest";
import { firstScreenStylesheet, pageStylesheet, requirements } from "./page-css.ts";

const present = (classes: string[], tags: string[] = ["html", "body", "div"]) => ({
  classes: new Set(classes),
  tags: new Set(tags),
});

describe("requirements", () => {
  it("reads classes and element names outside parentheses, escapes undone", () => {
    expect(requirements(".md\\:grid-cols-2")).toMatchObject({ classes: ["md:grid-cols-2"] });
    expect(requirements(".\\32 xl\\:p-4 > a")).toMatchObject({
      classes: ["2xl:p-4"],
      tags: ["a"],
    });
    expect(requirements(":where(.group):hover .group-hover\\:x")).toMatchObject({
      classes: ["group-hover:x"],
      interaction: true,
    });
    expect(requirements("button:not(.a),input[type=text]").classes).toEqual([]);
  });
});

describe("pageStylesheet", () => {
  const css =
    '@layer base{h1,h2{margin:0}table{border:0}}@layer utilities{.a{color:red}.b{color:blue}@media (width>=40rem){.sm\\:a{top:0}}.c:hover{color:green}.spin{animation:spin 1s}}@keyframes spin{to{rotate:1turn}}@property --tw-x{syntax:"*";inherits:false}';

  it("keeps a rule only when what it names is on the page", () => {
    const kept = pageStylesheet(css, present(["a", "c"], ["h2"]));
    expect(kept).toContain("h1,h2{margin:0}");
    expect(kept).not.toContain("table");
    expect(kept).toContain(".a{color:red}");
    expect(kept).not.toContain(".b{");
    expect(kept).not.toContain("@media");
    expect(kept).toContain(".c:hover");
    expect(kept).not.toContain("@keyframes");
    expect(kept).not.toContain("@property");
  });

  it("keeps the preflight of form controls' parts only where a control is", () => {
    const preflight =
      "::placeholder{opacity:1}@supports (not (x:y)){::placeholder{color:currentColor}}::-webkit-datetime-edit-year-field{padding-block:0}::file-selector-button{margin:0}:-moz-ui-invalid{box-shadow:none}button,input:where([type=submit]){appearance:button}";
    const without = pageStylesheet(preflight, present([], ["button", "div"]));
    expect(without).toBe("button,input:where([type=submit]){appearance:button}");
    for (const control of ["input", "textarea"])
      expect(pageStylesheet(preflight, present([], [control, "button"]))).toBe(preflight);
  });

  it("keeps keyframes a kept rule names, and layers even when empty", () => {
    const kept = pageStylesheet(css, present(["spin"]));
    expect(kept).toContain("@keyframes spin");
    expect(kept).toContain("@layer base{}");
  });
});

describe("firstScreenStylesheet", () => {
  it("leaves out states, oklab repeats and unread theme properties", () => {
    const css =
      ":root,:host{--color-a:#fff;--color-b:#000;--c:var(--color-b)}.a{color:var(--color-a)}.a:hover{color:red}@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, var(--color-a) 50%, transparent)}}";
    const kept = firstScreenStylesheet(css, present(["a"]));
    expect(kept).toBe(":root,:host{}.a{color:#fff}");
  });

  it.each([
    [
      "writes the theme's properties as their values, but those declared elsewhere too and the fonts",
      ["a", "b"],
      ':root,:host{--font-sans:"Manrope", sans-serif;--font-weight-bold:700;--spacing:.25rem;--color-a:#fff;--color-b:#000;--shadow:0 1px var(--color-b)}.a{color:var(--color-a);margin:calc(var(--spacing) * 2);box-shadow:var(--shadow);font-family:var(--font-sans);font-weight:var(--font-weight-bold)}.b{--color-a:red}',
      ':root,:host{--font-sans:"Manrope", sans-serif;--color-a:#fff}.a{color:var(--color-a);margin:calc(.25rem * 2);box-shadow:0 1px #000;font-family:var(--font-sans);font-weight:700}.b{--color-a:red}',
    ],
    [
      "writes a property nothing declares as its fallback, and leaves one declared or registered with a value",
      ["a", "b"],
      '.a{transition-timing-function:var(--tw-ease,cubic-bezier(.4, 0, .2, 1));line-height:var(--tw-leading,calc(1.5 / 1));font-variant-numeric:var(--tw-ordinal, ) var(--tw-n, );box-shadow:var(--tw-s,none)}.b{--tw-leading:1;--tw-n:x}@property --tw-s{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '.a{transition-timing-function:cubic-bezier(.4, 0, .2, 1);line-height:var(--tw-leading,calc(1.5 / 1));font-variant-numeric:  var(--tw-n, );box-shadow:var(--tw-s,none)}.b{--tw-leading:1;--tw-n:x}@property --tw-s{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ],
    [
      "registers only the custom properties a kept rule reads and sets, or reads with an initial value",
      ["a"],
      '.a{--tw-x:1;--tw-w:2;box-shadow:var(--tw-s),var(--tw-y, ),var(--tw-x);transition-property:--tw-g}@property --tw-x{syntax:"*";inherits:false}@property --tw-w{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}@property --tw-s{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-g{syntax:"<color>";inherits:false;initial-value:#0000}',
      '.a{--tw-x:1;--tw-w:2;box-shadow:var(--tw-s), ,var(--tw-x);transition-property:--tw-g}@property --tw-x{syntax:"*";inherits:false}@property --tw-s{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ],
    [
      "leaves out keyframes only an unread theme property named",
      ["a", "b"],
      ":root,:host{--animate-spin:spin 1s linear infinite;--ease:ease}.a{transition-timing-function:var(--ease)}.b{animation:toast-in .2s}@keyframes spin{to{rotate:1turn}}@keyframes toast-in{0%{opacity:0}}",
      ":root,:host{}.a{transition-timing-function:ease}.b{animation:toast-in .2s}@keyframes toast-in{0%{opacity:0}}",
    ],
  ])("%s", (_, classes, css, kept) => {
    expect(firstScreenStylesheet(css, present(classes))).toBe(kept);
  });
});
