import { Link } from "react-router";
import { ContourTexture } from "../components/ui/ContourTexture.tsx";
import { notFoundSeo } from "../page/seo.ts";
import type { SiteShell } from "../page/shell.ts";
import { useShell } from "../page/use-shell.ts";
import { pathFor } from "../site/pages.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = matches[0]?.loaderData as SiteShell | undefined;
  return notFoundSeo(shell?.common.notFound.title ?? "", shell?.company.name ?? "");
};

/** Any unlisted path. The server sends this page with status 404 in the path's language. */
export default function NotFoundPage() {
  const { common, language } = useShell();
  return (
    // The page script logs the missing path to the console (app/browser/page.ts).
    <section
      data-not-found=""
      aria-labelledby="not-found-heading"
      className="relative isolate overflow-hidden bg-ink-900 text-white"
    >
      <ContourTexture className="-z-10 opacity-50" />
      <div className="container-page flex min-h-[60vh] flex-col items-start justify-center py-24">
        <p className="text-8xl font-extrabold tracking-tight text-brass-300 sm:text-9xl">404</p>
        <h1
          id="not-found-heading"
          className="mt-6 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
        >
          {common.notFound.text}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-ink-200">{common.notFound.title}</p>
        <Link to={pathFor("home", language)} className="btn-primary mt-10">
          {common.notFound.homeLink}
        </Link>
      </div>
    </section>
  );
}
