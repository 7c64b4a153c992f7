import { describe, expect, it } from "vitest";
import { markupCopy, markupProps } from "../../app/contact/island-protocol.ts";
import { applyEdits, attributeOf, elementsOfHtml } from "./html.ts";
import { escapeAttribute, islandCopyEdit } from "./page-markup.ts";

/** An island root as a page renders it, with every prop the island takes. */
const props = {
  copy: {
    submit: "Üzenet küldése",
    placeholders: { name: "Kovács Anna" },
    servicePlaceholder: "Válasszon szolgáltatást",
    labelHtml: { name: "<span>Név</span>" },
    privacyNoteHtml: 'Elfogadja az <a href="/adatvedelem">adatkezelési tájékoztatót</a>.',
  },
  serviceLabels: { security: "Biztonsági szolgáltatások" },
  page: "/biztonsag",
  defaultService: "security",
};
const page = `<div id="contact-island" data-props="${escapeAttribute(JSON.stringify(props))}"><form></form></div>`;

describe("the contact island's props in a release", () => {
  const [root] = elementsOfHtml(page).filter((element) => element.tagName === "div");
  const cut = root && islandCopyEdit(root);

  it("keep the page's own in the page and the language's in a cached file", () => {
    if (!cut) throw new Error("no cut");
    const [edited] = elementsOfHtml(applyEdits(page, [cut.edit])).filter(
      (element) => element.tagName === "div",
    );
    expect(JSON.parse(attributeOf(edited as never, "data-props") ?? "")).toEqual({
      page: "/biztonsag",
      defaultService: "security",
    });
    expect(attributeOf(edited as never, "data-copy")).toBe(`/${cut.copy.path}`);
    expect(JSON.parse(cut.copy.text)).toEqual({ copy: { submit: "Üzenet küldése" } });
  });

  it("leave out what the island reads back from the form's markup", () => {
    const text = cut?.copy.text ?? "";
    for (const key of [...markupProps, ...markupCopy]) expect(text).not.toContain(`"${key}"`);
    expect(text).not.toContain("Kovács Anna");
    expect(text).not.toContain("adatkezelési");
  });
});
