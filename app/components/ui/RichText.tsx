import { Link } from "react-router";
import type { LegalBlock, Rich, RichInline } from "../../content/types.ts";

// Rich text comes from static content and never reorders, so positions are stable keys.

/** Renders typed rich text (bold runs, links, lists) without ever parsing HTML. */
export function RichText({ value }: { value: Rich }) {
  if (typeof value === "string") return value;
  // biome-ignore lint/suspicious/noArrayIndexKey: static content, see above
  return value.map((part, index) => <Inline key={index} part={part} />);
}

function Inline({ part }: { part: RichInline }) {
  if (typeof part === "string") return part;
  if ("strong" in part) return <strong className="font-bold text-ink-950">{part.strong}</strong>;
  const base = "font-semibold text-danube-700 underline underline-offset-4 hover:text-danube-600";
  // A phone number never breaks across lines. A link of one word (an address, a domain) or a
  // phone number cannot break anyway: it is made a box of 24 px (2.5.8), which in a list item
  // beside a short label is a target of its own, not a link in a sentence.
  const oneWord = !part.text.includes(" ") || part.href.startsWith("tel:");
  const className = `${base}${oneWord ? " inline-block min-h-6 py-0.5" : ""}${part.href.startsWith("tel:") ? " whitespace-nowrap" : ""}`;
  return part.href.startsWith("/") ? (
    <Link to={part.href} className={className}>
      {part.text}
    </Link>
  ) : (
    <a href={part.href} className={className}>
      {part.text}
    </a>
  );
}

export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === "object" && "list" in block ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static content, see above
      <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brass-500">
        {block.list.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, see above
          <li key={itemIndex}>
            <RichText value={item} />
          </li>
        ))}
      </ul>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: static content, see above
      <p key={index}>
        <RichText value={block} />
      </p>
    ),
  );
}
