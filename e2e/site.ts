/** Shared helpers for the browser tests: the route table and the copy, read from the source. */
import { siteContent } from "../app/content/index.server.ts";
import { notFoundPaths, pageRoutes, pathFor } from "../app/site/pages.ts";

export { notFoundPaths, pageRoutes, pathFor, siteContent };
