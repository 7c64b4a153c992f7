/**
 * Drawings that reached the photos folder some other way than the editor: each
 * shape that would run in the page or reach outside it is refused by the release, and the
 * shipped drawings pass and are inlined from their checked tree.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawingProblem, inlineDrawing } from "./drawing.ts";

const plain =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1" height="1" fill="url(#g)"/></svg>';

describe("the release's SVG drawings", () => {
  it.each(["content/photos/security.svg", "content/photos/property-protection.svg"])(
    "%s, as shipped, passes and is inlined as the same drawing",
    (file) => {
      const svg = readFileSync(file, "utf8").trim();
      expect(drawingProblem(svg)).toBeUndefined();
      const inlined = inlineDrawing(svg, "backdrop");
      expect(inlined).toMatch(/^<svg aria-hidden="true" focusable="false" preserveAspectRatio=/);
      expect(inlined.match(/<[a-zA-Z]+/g)).toEqual(svg.match(/<[a-zA-Z]+/g)?.slice(0));
    },
  );

  it.each([
    ["an event attribute after a slash", "<svg/onload=alert(1)>"],
    ["an event attribute", '<svg onload="alert(1)"><rect/></svg>'],
    [
      "a refresh after </svg>",
      `${plain}<meta http-equiv="refresh" content="0;url=https://x.example">`,
    ],
    ["markup after </svg>", `${plain}</div><img src=x onerror=alert(1)>`],
    ["a script", "<svg><script>alert(1)</script></svg>"],
    ["foreignObject", "<svg><foreignObject><div>x</div></foreignObject></svg>"],
    ["a style", "<svg><style>*{}</style></svg>"],
    ["a link", '<svg><a href="javascript:alert(1)"><rect/></a></svg>'],
    ["an external image", '<svg><image href="https://x.example/a.png"/></svg>'],
    ["an external url()", '<svg><rect fill="url(https://x.example/#a)"/></svg>'],
    ["a use", '<svg><use href="#a"/></svg>'],
    ["an xlink attribute", '<svg><rect xlink:href="https://x.example"/></svg>'],
    ["a comment", "<svg><!-- x --></svg>"],
    ["text", "<svg>hello</svg>"],
    ["an XML declaration first", `<?xml version="1.0"?>${plain}`],
  ])("refuses %s", (_, svg) => {
    expect(drawingProblem(svg)).toBeDefined();
    expect(() => inlineDrawing(svg, "beside")).toThrow();
  });

  it("writes what it inlines from the parsed tree, never the file's own text", () => {
    expect(inlineDrawing(plain, "beside")).toBe(
      '<svg aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1" height="1" fill="url(#g)"/></svg>',
    );
  });
});
