/**
 * Turns a legal page's Markdoc body into the blocks the page renders: the paragraph before the
 * first heading is the introduction, each level-2 heading starts a section, and a section holds
 * paragraphs and bulleted lists of plain text, bold runs and links. `{e-mail-cím}` and `{telefonszám}`
 * become links to the company's address and number, so legal text never types them again.
 */
import type { Node } from "@markdoc/markdoc";
import { withArticle } from "../site/article.ts";
import { placeholders } from "./placeholders.ts";
import type { LegalBlock, LegalSection, Rich, RichInline } from "./types.ts";

export interface LegalBody {
  intro: Rich;
  sections: LegalSection[];
}

export interface ContactLinks {
  email: string;
  phone: string;
  phoneHref: string;
}

/** Only these link targets may appear in copy: a page of this site or the web, an e-mail, a phone number. */
export const allowedLink = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

const linkProblem = (href: string) =>
  `${withArticle(`„${href}”`)} link nem engedett: csak oldalra (/… vagy http(s)://…), e-mail-címre (mailto:) és telefonszámra (tel:) mutathat`;

function textOf(node: Node): string {
  if (node.type === "text") return String(node.attributes.content ?? "");
  if (node.type === "softbreak" || node.type === "hardbreak") return " ";
  return node.children.map(textOf).join("");
}

function inlineRuns(node: Node, contact: ContactLinks): RichInline[] {
  return node.children.flatMap((child): RichInline[] => {
    switch (child.type) {
      case "inline":
        return inlineRuns(child, contact);
      case "strong":
        return [{ strong: textOf(child) }];
      case "link": {
        const href = String(child.attributes.href ?? "");
        if (!allowedLink.test(href)) throw new Error(linkProblem(href));
        return [{ text: textOf(child), href }];
      }
      case "text":
      case "softbreak":
      case "hardbreak":
        return withContactLinks(textOf(child), contact);
      default:
        throw new Error(
          `a jogi szövegben csak sima szöveg, félkövér rész és link állhat (${child.type} nem)`,
        );
    }
  });
}

const contactPlaceholders = new RegExp(`(${placeholders.email}|${placeholders.phone})`);

/** Splits `{e-mail-cím}` and `{telefonszám}` out of a text run as links. */
function withContactLinks(text: string, contact: ContactLinks): RichInline[] {
  // Markdown leaves a link it refuses (javascript:, data:…) as its literal text.
  const refused = text.match(/\]\((\S*)\)/);
  if (refused) throw new Error(linkProblem(refused[1] ?? ""));
  return text
    .split(contactPlaceholders)
    .filter((part) => part !== "")
    .map((part) => {
      if (part === placeholders.email)
        return { text: contact.email, href: `mailto:${contact.email}` };
      if (part === placeholders.phone) return { text: contact.phone, href: contact.phoneHref };
      return part;
    });
}

/** Adjacent plain runs merged; a single plain run is a plain string. */
function rich(runs: RichInline[]): Rich {
  const merged: RichInline[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (typeof run === "string" && typeof last === "string") merged[merged.length - 1] = last + run;
    else merged.push(run);
  }
  const [only] = merged;
  return merged.length === 1 && typeof only === "string" ? only : merged;
}

function block(node: Node, contact: ContactLinks): LegalBlock {
  if (node.type === "paragraph") return rich(inlineRuns(node, contact));
  if (node.type === "list" && !node.attributes.ordered) {
    return { list: node.children.map((item) => rich(inlineRuns(item, contact))) };
  }
  throw new Error(
    `a jogi szövegben csak bekezdés, felsorolás és 2-es szintű címsor állhat (${node.type} nem)`,
  );
}

export function legalBody(document: Node, contact: ContactLinks): LegalBody {
  const [first, ...rest] = document.children;
  if (first?.type !== "paragraph") throw new Error("a szöveg egy bevezető bekezdéssel kezdődjön");
  const sections: LegalSection[] = [];
  for (const node of rest) {
    if (node.type === "heading") {
      if (node.attributes.level !== 2)
        throw new Error("a fejezetek csak 2-es szintű címsorral kezdődhetnek");
      sections.push({ heading: textOf(node), blocks: [] });
    } else {
      const section = sections.at(-1);
      if (!section) throw new Error("az első címsor előtt csak egy bevezető bekezdés állhat");
      section.blocks.push(block(node, contact));
    }
  }
  if (sections.length === 0)
    throw new Error("a szövegben legalább egy fejezet kell (2-es szintű címsorral)");
  return { intro: rich(inlineRuns(first, contact)), sections };
}
