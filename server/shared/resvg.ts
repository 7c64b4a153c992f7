/**
 * resvg (SVG to PNG in WebAssembly), started once per process for every module that draws
 * with it: the share images of a release and the weekly report's chart. The library refuses
 * a second start in a process, and a module loaded again in the same process (as a test
 * runner sharing its workers does) would ask for one: that refusal means it is ready.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
type Resvg = typeof import("@resvg/resvg-wasm");
let started: Promise<Resvg> | undefined;

/** The library, once its WebAssembly has started (loaded at the first call only). */
export function startedResvg(): Promise<Resvg> {
  started ??= (async () => {
    const resvg = await import("@resvg/resvg-wasm");
    const wasm = await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm"));
    await resvg.initWasm(wasm).catch((error: unknown) => {
      if (!String(error).includes("Already initialized")) throw error;
    });
    return resvg;
  })();
  return started;
}
