import { type RouteConfig, route } from "@react-router/dev/routes";
import { type PageKind, pageKind, pageRoutes } from "./site/pages.ts";

const moduleByKind: Record<PageKind, string> = {
  home: "routes/home.tsx",
  service: "routes/service.tsx",
  legal: "routes/legal.tsx",
};

// Generated from the route table: one route per page and language, never listed by hand.
export default [
  ...pageRoutes.map(({ page, language, path }) =>
    route(path, moduleByKind[pageKind(page)], { id: `${page}.${language}` }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
