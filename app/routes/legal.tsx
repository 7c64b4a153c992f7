import { chapterId, LegalChapter } from "../components/sections/LegalChapter.tsx";
import { ContourTexture } from "../components/ui/ContourTexture.tsx";
import { RichText } from "../components/ui/RichText.tsx";
import { pageContentOf } from "../content/page-content.ts";
import { pageSeo } from "../page/seo.ts";
import { breadcrumbs } from "../page/structured-data.ts";
import { legalPageIds, pageRouteOf } from "../site/pages.ts";
import type { Route } from "./+types/legal";

export function loader({ request, context }: Route.LoaderArgs) {
  const { page, language } = pageRouteOf(request);
  const site = pageContentOf(context);
  const id = legalPageIds.find((legal) => legal === page);
  if (!id) throw new Error(`${page} is not a legal page`);
  const { legal, common } = site.content[language];
  const content = legal[id];
  return {
    content,
    tableOfContents: common.tableOfContents,
    seo: pageSeo({
      page: id,
      language,
      meta: content.meta,
      siteName: site.company.name,
      origin: site.siteUrl,
      jsonLd: [breadcrumbs(site, language, common.nav.home, id, content.heading)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { content, tableOfContents } = loaderData;
  return (
    <article aria-labelledby="legal-heading">
      <header className="relative isolate overflow-hidden bg-ink-900 py-16 text-white sm:py-20">
        <ContourTexture className="-z-10 opacity-40" />
        <div className="container-page max-w-4xl">
          <h1
            id="legal-heading"
            className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl"
          >
            {content.heading}
          </h1>
          <p className="mt-4 text-ink-200">{content.lastUpdated}</p>
        </div>
      </header>
      <div className="container-page max-w-4xl py-14 sm:py-20">
        <p className="text-lg leading-relaxed text-ink-700">
          <RichText value={content.intro} />
        </p>
        <nav
          aria-labelledby="legal-toc"
          className="mt-10 rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card) sm:p-8"
        >
          <h2 id="legal-toc" className="text-lg font-bold">
            {tableOfContents}
          </h2>
          <ol className="mt-4 grid list-decimal gap-2 pl-6 text-danube-700 marker:font-bold sm:grid-cols-2">
            {content.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#${chapterId(index + 1)}`}
                  className="inline-block min-h-6 py-0.5 underline-offset-4 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 space-y-12">
          {content.sections.map((section, index) => (
            <LegalChapter key={section.heading} section={section} number={index + 1} />
          ))}
        </div>
      </div>
    </article>
  );
}
