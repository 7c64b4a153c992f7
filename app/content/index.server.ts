/**
 * All content, by language: the one entry point for the pages and the build. Every entry is
 * read through Keystatic's reader, which validates it against the schema; every problem of
 * every entry is collected and the build stops naming each file, field and language.
 * Server-only (build time): route loaders pick the slice a page needs.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { type ComponentSchema, fields } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import type { Node } from "@markdoc/markdoc";
import { load } from "js-yaml";
import { type Language, languages } from "../site/language.ts";
import { retentionDays } from "../site/retention.ts";
import { type ServiceKey, serviceFacts, serviceKeys } from "../site/services.ts";
import {
  companyFacts,
  factPlaceholders,
  fillFacts,
  inquiryRetention,
  testimonialFor,
} from "./facts.ts";
import keystaticConfig, { entryFile, pricesEntry, serviceEntry } from "./keystatic.config.ts";
import { legalBody } from "./legal-text.ts";
import type { companySchema, Fill, homeSchema, legalSchema, testimonialsSchema } from "./schema.ts";
import type { AnyServiceCopy, CommonContent, ContactFormContent, SiteContent } from "./types.ts";

/** Content that does not pass the schema: one line per problem. */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The content has ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** The content folder: the project's content/, or CONTENT_DIR (the editor's, a test's). */
export const contentDir = resolve(process.env.CONTENT_DIR || "content");

/** An entry's file as messages name it: from the project, as a developer opens it. */
const fileName = (key: string) => `content/${entryFile(key)}`;

type Entries = ReturnType<typeof createReader>["singletons"];

/** The raw value at a dotted path of an entry's file, to say how many items it really has. */
async function rawValue(root: string, key: string, path: string): Promise<unknown> {
  try {
    const text = await readFile(join(root, entryFile(key)), "utf8");
    const data = entryFile(key).endsWith(".mdoc")
      ? load(text.split(/^---$/m)[1] ?? "")
      : load(text);
    return path
      .split(".")
      .reduce<unknown>(
        (value, part) => (value as Record<string, unknown> | undefined)?.[part],
        data,
      );
  } catch {
    return undefined;
  }
}

/** The schema of the field at a dotted path of an entry. */
function fieldAt(key: string, path: string): ComponentSchema | undefined {
  const entry = keystaticConfig.singletons?.[key];
  let field: ComponentSchema | undefined = entry && fields.object(entry.schema);
  for (const part of path.split(".")) {
    if (field?.kind === "object") field = field.fields[part];
    else if (field?.kind === "array") field = field.element;
    else return undefined;
  }
  return field;
}

/** How many items a list must have, as a person reads it: "4" or "2–6". */
function expectedItems(key: string, path: string): string {
  const field = fieldAt(key, path);
  const length = field?.kind === "array" ? field.validation?.length : undefined;
  const { min = 0, max = Number.POSITIVE_INFINITY } = length ?? {};
  return min === max ? `${min}` : `${min}–${max}`;
}

/** Keystatic's message for one field, said the way a person fixing the file needs it. */
async function problem(root: string, key: string, line: string): Promise<string> {
  const file = fileName(key);
  const [path = "", message = line] = line.split(/: (.*)/s);
  if (/^Must have at (least|most) \d+ element/.test(message)) {
    const value = await rawValue(root, key, path);
    const got = Array.isArray(value) ? value.length : 0;
    return `${file}: ${path}: expected ${expectedItems(key, path)} items, got ${got}`;
  }
  const empty = message.match(/^(.*) must not be empty$/);
  if (empty) return `${file}: ${path}: missing or empty (${empty[1]})`;
  return `${file}: ${path}: ${message.replace(/^Must be a number$/, "expected a number")}`;
}

async function readEntry<T>(
  entries: Entries,
  key: string,
  root: string,
  problems: string[],
): Promise<T | undefined> {
  try {
    const entry = await (
      entries as Record<string, { read: (o: { resolveLinkedFiles: true }) => Promise<unknown> }>
    )[key]?.read({ resolveLinkedFiles: true });
    if (entry === null || entry === undefined) {
      problems.push(`${fileName(key)}: missing — every language needs this entry`);
      return undefined;
    }
    return entry as T;
  } catch (error) {
    const lines = String((error as Error).message)
      .split("\n")
      .slice(1);
    for (const line of lines.length ? lines : [String((error as Error).message)]) {
      problems.push(await problem(root, key, line));
    }
    return undefined;
  }
}

/** Reads and checks every entry; throws a ContentError naming every problem. */
export async function readContent(root = contentDir) {
  const { singletons: entries } = createReader(root, keystaticConfig);
  const problems: string[] = [];
  const read = <T>(key: string) => readEntry<T>(entries, key, root, problems);

  const company = await read<Fill<typeof companySchema>>("company");
  const testimonials = await read<Fill<typeof testimonialsSchema>>("testimonials");
  const prices = Object.fromEntries(
    await Promise.all(
      serviceKeys
        .filter((key) => serviceFacts(key).packages)
        .map(
          async (key) =>
            [
              key,
              await read<{ packages: Record<string, { price: number; popular: boolean }> }>(
                pricesEntry(key),
              ),
            ] as const,
        ),
    ),
  );
  for (const [key, entry] of Object.entries(prices)) {
    const popular = Object.values(entry?.packages ?? {}).filter((item) => item.popular).length;
    if (entry && popular !== 1) {
      problems.push(
        `${fileName(pricesEntry(key as ServiceKey))}: packages: exactly one package is the most popular, got ${popular}`,
      );
    }
  }

  const perLanguage = await Promise.all(
    languages.map(async (language) => {
      const [site, form, home, terms, privacy] = await Promise.all([
        read<CommonContent>(`site-${language}`),
        read<ContactFormContent>(`form-${language}`),
        read<Fill<typeof homeSchema>>(`home-${language}`),
        read<LegalEntry>(`terms-${language}`),
        read<LegalEntry>(`privacy-${language}`),
      ]);
      const services = await Promise.all(
        serviceKeys.map(
          async (key) => [key, await read<AnyServiceCopy>(serviceEntry(key, language))] as const,
        ),
      );
      return { language, site, form, home, terms, privacy, services };
    }),
  );
  if (!company || !testimonials) throw new ContentError(problems);

  const facts = companyFacts(company);
  const placeholders = factPlaceholders(facts);
  const content = {} as Record<Language, SiteContent>;
  for (const { language, site, form, home, terms, privacy, services } of perLanguage) {
    const legal = (key: string, entry: LegalEntry | undefined) => {
      if (!entry) return undefined;
      try {
        const { body, ...head } = entry;
        const retention = { inquiryRetention: inquiryRetention(language, retentionDays) };
        return { ...head, ...fillFacts(legalBody(body.node, facts), retention) };
      } catch (error) {
        problems.push(`${fileName(key)}: body: ${(error as Error).message}`);
        return undefined;
      }
    };
    const termsPage = legal(`terms-${language}`, terms);
    const privacyPage = legal(`privacy-${language}`, privacy);
    if (!site || !form || !home || !termsPage || !privacyPage) continue;
    content[language] = fillFacts(
      {
        common: site,
        form,
        home: {
          ...home,
          testimonials: {
            ...home.testimonials,
            items: testimonials.items.map((item) => testimonialFor(language, item)),
          },
        },
        services: Object.fromEntries(services) as SiteContent["services"],
        legal: { terms: termsPage, privacy: privacyPage },
      },
      placeholders,
    );
  }
  if (problems.length > 0) throw new ContentError(problems);
  const packagePrices = Object.fromEntries(
    Object.entries(prices).map(([key, entry]) => [key, entry?.packages ?? {}]),
  ) as PackagePrices;
  return { company: facts, content, packagePrices };
}

/** Price and highlight of each package, by service and package id. */
export type PackagePrices = Partial<
  Record<ServiceKey, Record<string, { price: number; popular: boolean }>>
>;

type LegalEntry = Omit<Fill<typeof legalSchema>, "body"> & { body: { node: Node } };

export const { content: siteContent, company, packagePrices } = await readContent();
