import type { Config } from "@react-router/dev/config";

// The code build (scripts/build.ts): a server bundle that renders any page, with no content of
// its own. A release renders every page through it from one content folder (server/release/);
// nothing renders at request time (docs/decisions/014).
export default {
  ssr: true,
  buildDirectory: "build/code",
} satisfies Config;
