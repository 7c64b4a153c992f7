import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Language, languages } from "../../site/language.ts";
import { Flag } from "./Flag.tsx";

const draw = (language: Language) => renderToStaticMarkup(createElement(Flag, { language }));

describe("Flag", () => {
  it.each(languages)("draws a flag for %s", (language) => {
    expect(draw(language)).toMatch(/<(rect|path)/);
    expect(draw(language)).not.toContain("<text");
  });

  it("falls back to a tile with the code for a language it has no drawing of", () => {
    const markup = draw("fr" as Language);
    expect(markup).toContain("<text");
    expect(markup).toContain(">FR</text>");
  });
});
