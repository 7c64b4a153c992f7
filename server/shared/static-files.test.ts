import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { inlineHashesOf } from "./static-files.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

it("allows the inline scripts a browser runs by hash, not the structured data it never runs", () => {
  const module = 'import("/assets/page.js")';
  const rules = '{"prefetch":[{"where":{"href_matches":"/*"}}]}';
  const html =
    `<head><script type="application/ld+json">{"@type":"Organization"}</script>` +
    `<script type="speculationrules">${rules}</script><script src="/a.js"></script></head>` +
    `<body><script>window.x=1</script><script type="module">${module}</script></body>`;
  expect(inlineHashesOf(html, "script")).toEqual([hash(rules), hash("window.x=1"), hash(module)]);
});
