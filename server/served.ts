/**
 * The release the server serves: the one editors last published, when the editor is on and
 * they have published, else BUILD_DIR (build/client, the developer's release of content/).
 */
import { Builds } from "./editor/builds.ts";
import type { Config } from "./env.ts";

/** The client folder of the release to serve (its release.json is beside it). */
export function servedClientDir(config: Config): string {
  const published =
    config.editor && new Builds(config.editor.buildsDir, config.editor.keepBuilds).currentClient();
  return published || config.buildDir;
}
