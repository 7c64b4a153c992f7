import { useRouteLoaderData } from "react-router";
import type { SiteShell } from "./shell.ts";

/** The root loader's data: language, page and shared copy of the page being shown. */
export function useShell(): SiteShell {
  const shell = useRouteLoaderData<SiteShell>("root");
  if (!shell) throw new Error("useShell must be used below the root route");
  return shell;
}
