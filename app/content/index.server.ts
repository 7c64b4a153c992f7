/**
 * All content, by language, read from one content folder: the release step's only way in
 * (server/release/). Every entry is read through Keystatic's reader, which validates it
 * against the schema; every problem of every entry is collected and the release stops naming
 * each file, field and language. Nothing reads at import: the pages get what was read through
 * React Router's load context (app/content/page-content.ts).
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import type { Node } from "@markdoc/markdoc";

import { photosEntry } from "../site/hero-photos.ts";
import { type Language, languages } from "../site/language.ts";
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
import { placeholderName } from "./placeholders.ts";
import { ContentError, fileName, missingProblem, problem, syntaxProblem } from "./problems.ts";
import { limitReason, nearestField, readContentText, readLimits } from "./read-limits.ts";
import type { companySchema, Fill, homeSchema, legalSchema, testimonialsSchema } from "./schema.ts";
import type { AnyServiceCopy, CommonContent, ContactFormContent, SiteContent } from "./types.ts";

type Entries = ReturnType<typeof createReader>["singletons"];

async function readEntry<T>(
  entries: Entries,
  key: string,
  root: string,
  problems: string[],
): Promise<T | undefined> {
  // Keystatic's reader has no limits: a file past ours never reaches it.
  const past = await pastLimits(root, key);
  if (past) {
    problems.push(past);
    return undefined;
  }
  try {
    const entry = await (
      entries as Record<string, { read: (o: { resolveLinkedFiles: true }) => Promise<unknown> }>
    )[key]?.read({ resolveLinkedFiles: true });
    if (entry === null || entry === undefined) {
      problems.push(missingProblem(key));
      return undefined;
    }
    return entry as T;
  } catch (error) {
    if ((error as Error).name === "YAMLException") {
      problems.push(syntaxProblem(key, error as { reason?: string; mark?: { line: number } }));
      return undefined;
    }
    const lines = String((error as Error).message)
      .split("\n")
      .slice(1);
    for (const line of lines.length ? lines : [String((error as Error).message)]) {
      problems.push(await problem(root, key, line));
    }
    return undefined;
  }
}

/** Why an entry's file is past the reader's limits (read-limits.ts), as a problem line. */
export async function pastLimits(root: string, key: string): Promise<string | undefined> {
  const file = join(root, entryFile(key));
  const size = await stat(file).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) return undefined; // missing: Keystatic's reader names it
  if (size > readLimits.maxBytes)
    return `${fileName(key)}: ${limitReason({ kind: "size", bytes: size })}`;
  const read = readContentText(entryFile(key), await readFile(file, "utf8"));
  if (read.ok || read.problem.kind === "syntax") return undefined; // syntax: Keystatic's words
  const field = "path" in read.problem ? nearestField(key, read.problem.path) : "";
  const where = field ? `${field}: ` : "";
  return `${fileName(key)}: ${where}${limitReason(read.problem)}`;
}

/**
 * Reads and checks every entry of the folder `root`; the privacy notices state `retentionDays`.
 * Throws a ContentError naming every problem.
 */
export async function readContent(root: string, retentionDays: number) {
  const { singletons: entries } = createReader(root, keystaticConfig);
  const problems: string[] = [];
  const read = <T>(key: string) => readEntry<T>(entries, key, root, problems);

  const company = await read<Fill<typeof companySchema>>("company");
  const testimonials = await read<Fill<typeof testimonialsSchema>>("testimonials");
  // Which file each hero photo is; the build checks and converts the files themselves.
  await read(photosEntry);
  const prices = Object.fromEntries(
    await Promise.all(
      serviceKeys
        .filter((key) => serviceFacts(key).packages)
        .map(async (key) => [key, await read<ServicePackagePrices>(pricesEntry(key))] as const),
    ),
  );

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
        const retention = {
          [placeholderName("inquiryRetention")]: inquiryRetention(language, retentionDays),
        };
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
  const packagePrices = prices as PackagePrices;
  return { company: facts, content, packagePrices };
}

/** A service's package prices by package id, and the id of the one package highlighted. */
export type ServicePackagePrices = {
  packages: Record<string, { price: number }>;
  highlighted: string;
};
/** Package prices and highlight, by service. */
export type PackagePrices = Partial<Record<ServiceKey, ServicePackagePrices>>;

type LegalEntry = Omit<Fill<typeof legalSchema>, "body"> & { body: { node: Node } };

/** What the pages are made from. */
export type ReadContent = Awaited<ReturnType<typeof readContent>>;
