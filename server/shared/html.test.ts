import { describe, expect, it } from "vitest";
import { html, joinHtml, raw } from "./html.ts";

describe("the html template", () => {
  it("escapes text between tags", () => {
    const text = "<script>alert(1)</script> & more";
    expect(html`<p>${text}</p>`.toString()).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>",
    );
  });

  it("escapes both quotes, so a quoted attribute value stays one value", () => {
    expect(html`<a title="${`"onmouseover="x`}" lang='${"' x='"}'>`.toString()).toBe(
      `<a title="&quot;onmouseover=&quot;x" lang='&#39; x=&#39;'>`,
    );
  });

  it("escapes an entity once: the text shows it as written", () => {
    expect(html`${"&amp;"}`.toString()).toBe("&amp;amp;");
  });

  it("keeps markup made with it as is, however deep", () => {
    const inner = html`<b>${"a < b"}</b>`;
    const outer = html`<p>${inner}</p>`;
    expect(html`<div>${outer}</div>`.toString()).toBe("<div><p><b>a &lt; b</b></p></div>");
  });

  it("writes numbers, joins lists with nothing, and writes nothing for null, undefined and false", () => {
    const items = ["<1>", html`<i>2</i>`, 3, [4, "&"]];
    expect(html`<p>${items}|${null}${undefined}${false}|${0}|${""}</p>`.toString()).toBe(
      "<p>&lt;1&gt;<i>2</i>34&amp;||0|</p>",
    );
  });

  it("joins with a separator, escaped as any value", () => {
    expect(joinHtml([html`<br>`, "<", 1], "\n&").toString()).toBe("<br>\n&amp;&lt;\n&amp;1");
  });

  it("passes trusted markup through raw, unescaped, and keeps it when nested", () => {
    const style = raw("<style>a>b{color:red}</style>");
    expect(style.toString()).toBe("<style>a>b{color:red}</style>");
    expect(html`<head>${style}</head>`.toString()).toBe(
      "<head><style>a>b{color:red}</style></head>",
    );
  });

  it("is text in a plain template string, for pages not written with it", () => {
    expect(`<div>${html`<p>${"&"}</p>`}</div>`).toBe("<div><p>&amp;</p></div>");
  });
});
