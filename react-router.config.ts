import type { Config } from "@react-router/dev/config";
import { notFoundPaths, pageRoutes } from "./app/site/pages.ts";

// Every page is prerendered to static HTML; no server rendering at run time (docs/decisions/001).
export default {
  ssr: false,
  // A publish from the content editor builds into a new folder of its own (server/editor/publisher.ts).
  buildDirectory: process.env.SITE_BUILD_DIRECTORY || "build",
  prerender: {
    paths: [...pageRoutes.map((route) => route.path), ...Object.values(notFoundPaths)],
    concurrency: 4,
  },
} satisfies Config;
