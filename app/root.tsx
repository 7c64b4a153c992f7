import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Footer } from "./components/layout/Footer.tsx";
import { Header } from "./components/layout/Header.tsx";
import { pageContentOf } from "./content/page-content.ts";
import type { SiteShell } from "./page/shell.ts";
import { findPageRoute, languageOfPath, pagePathOf, pagePaths } from "./site/pages.ts";
import { serviceKeys } from "./site/services.ts";

// The release step reads the context key from the server bundle itself (server/release/).
export { pageContent } from "./content/page-content.ts";

export function loader({ request, context }: Route.LoaderArgs): SiteShell {
  const pathname = pagePathOf(request);
  const language = languageOfPath(pathname);
  const route = findPageRoute(pathname);
  const { content, company } = pageContentOf(context);
  const { common, form, services } = content[language];
  return {
    language,
    page: route?.page ?? null,
    alternates: pagePaths[route?.page ?? "home"],
    common,
    company,
    form,
    serviceLabels: Object.fromEntries(
      serviceKeys.map((key) => [
        key,
        { nav: services[key].navLabel, select: services[key].selectLabel },
      ]),
    ) as SiteShell["serviceLabels"],
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={shell?.language ?? "hu"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1829" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {/* React Router requires its scripts in a rendered page; the release removes them
            (server/release/optimize-html.ts): pages ship no framework runtime, only the page script
            (app/browser/page.ts), which starts the contact island when needed. */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-full focus:bg-brass-400 focus:px-5 focus:py-3 focus:font-bold focus:text-ink-950"
      >
        {loaderData.common.skipToContent}
      </a>
      <Header shell={loaderData} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer shell={loaderData} />
    </>
  );
}
