import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Footer } from "./components/layout/Footer.tsx";
import { Header } from "./components/layout/Header.tsx";
import { NoticeProvider } from "./components/ui/Notices.tsx";
import { siteContent } from "./content/index.server.ts";
import { findPageRoute, languageOfPath, pagePathOf, pagePaths } from "./site/pages.ts";
import { serviceKeys } from "./site/services.ts";
import type { SiteShell } from "./site/shell.ts";

export function loader({ request }: Route.LoaderArgs): SiteShell {
  const pathname = pagePathOf(request);
  const language = languageOfPath(pathname);
  const route = findPageRoute(pathname);
  const { common, form, services } = siteContent[language];
  return {
    language,
    page: route?.page ?? null,
    alternates: pagePaths[route?.page ?? "home"],
    common,
    form,
    serviceLabels: Object.fromEntries(
      serviceKeys.map((key) => [
        key,
        { nav: services[key].navLabel, select: services[key].selectLabel },
      ]),
    ) as SiteShell["serviceLabels"],
  };
}

// Both font files are preloaded: `font-display: optional` only uses a font that is there
// before first paint, and Hungarian ő/ű live in the second file.
const fontPreloads = ["/fonts/manrope-latin.woff2", "/fonts/manrope-latin-ext.woff2"].map(
  (href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  }),
);

// The shell (language, counterparts, shared copy) belongs to the URL, so it is reloaded on
// every change of page, not only when route params change (React Router's default).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  ...fontPreloads,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Ends the deferred rendering of sections below the first screen (app.css). It runs in
 * <head>, before the first layout:
 * - a URL with a #fragment, a reload or a return through history renders everything at
 *   once, so the jump or the restored scroll position lands where it should;
 * - so does the first click on a link, before the browser scrolls anywhere;
 * - after the load event, one section per frame renders, so true heights (and painted
 *   colours, which accessibility checkers read) are there within a few frames, while no
 *   single task has to lay out the whole page.
 * The selector matches the rule in app.css.
 */
const renderDeferredSections = `(function (d, w) {
  var html = d.documentElement;
  function all() { html.setAttribute("data-render", "all"); }
  var entry = w.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  if (location.hash || (entry && entry.type !== "navigate")) return all();
  d.addEventListener("click", function (event) {
    var target = event.target;
    if (target && target.closest && target.closest("a[href]")) all();
  }, true);
  w.addEventListener("load", function () {
    var sections = d.querySelectorAll("main > section:not(:first-child), main ~ footer");
    var next = 0;
    (function step() {
      var section = sections[next++];
      if (!section || html.hasAttribute("data-render")) return;
      section.setAttribute("data-rendered", "");
      requestAnimationFrame(function () { setTimeout(step, 0); });
    })();
  });
})(document, window);`;

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={shell?.language ?? "hu"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1829" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: renderDeferredSections }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // Lets browser tests (and curious people) tell the enhanced page from the plain one.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <NoticeProvider dismissLabel={loaderData.form.dismiss}>
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
    </NoticeProvider>
  );
}
