/**
 * `node server/release/cli.ts --content DIR --out DIR [--code DIR] [--reuse DIR]… [--result FILE]`:
 * makes a release (make.ts) with the settings of the environment (SITE_URL,
 * INQUIRY_RETENTION_DAYS), reusing unchanged files of the first --reuse folder that holds a
 * release. Exits 0 when the release in --out is complete; otherwise 1, with one problem per line
 * on stderr (the content file and field of each), and no stack trace. With --result, the same
 * outcome is written to FILE as data for the process that ran it (step-result.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { parseArgs } from "node:util";
import { siteUrl } from "../../app/page/seo.ts";
import { parseRetentionDays } from "../../app/site/retention.ts";
import { releaseRecord } from "./manifest.ts";
import { reportUncaught, writeStepResult } from "./step-result.ts";

const usage =
  "usage: node server/release/cli.ts --content DIR --out DIR [--code DIR] [--reuse DIR] [--result FILE] [--quiet]";
const help = `A release of the content folder: every page rendered with the code build, fonts, share
images, hero photos, precompressed, recorded in release.json.
  --content DIR  the content folder to release
  --out DIR      where the release is written
  --code DIR     the code build (build/code unless told)
  --reuse DIR    a previous release whose unchanged files are linked instead of made (repeatable)
  --result FILE  write the outcome there as JSON (problems as data, for the publisher)
  --quiet        print only problems and the summary
  -h, --help     print this help`;

export async function runReleaseCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let values: {
    content?: string;
    out?: string;
    code?: string;
    reuse?: string[];
    result?: string;
    quiet?: boolean;
    help?: boolean;
  };
  let retentionDays: number;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        content: { type: "string" },
        out: { type: "string" },
        code: { type: "string" },
        reuse: { type: "string", multiple: true },
        result: { type: "string" },
        quiet: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
    if (values.help) {
      console.log(`${usage}\n\n${help}`);
      return 0;
    }
    if (!values.content || !values.out) throw new Error("--content DIR and --out DIR are needed");
    retentionDays = parseRetentionDays(env.INQUIRY_RETENTION_DAYS);
  } catch (error) {
    console.error((error as Error).message);
    console.error(usage);
    return 1;
  }
  const resultFile = values.result;
  reportUncaught(resultFile);
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  const started = performance.now();
  // React's production build, chosen when React first loads (with the renderer's, the same).
  process.env.NODE_ENV = "production";
  const { makeRelease } = await import("./make.ts");
  const result = await makeRelease({
    contentDir: values.content,
    outDir: values.out,
    codeDir: values.code,
    reuseFrom: values.reuse?.find((dir) => existsSync(join(dir, releaseRecord))),
    siteUrl: siteUrl(env.SITE_URL),
    retentionDays,
    signal: controller.signal,
    log: values.quiet ? undefined : (line) => console.log(line),
  });
  process.off("SIGTERM", stop);
  process.off("SIGINT", stop);
  if (!result.ok) {
    for (const problem of result.problems) console.error(problem);
    writeStepResult(resultFile, result);
    return 1;
  }
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  writeStepResult(resultFile, { ok: true, warnings: result.warnings });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`release of content ${result.manifest.contentVersion} made in ${seconds} s`);
  return 0;
}

/**
 * With `--stdin`, a spare started ahead of its release (release-process.ts): the
 * release's code and the code build's renderer are loaded first, then the rest of the
 * arguments are read from stdin as one JSON array. Nothing on stdin: there is nothing to do.
 */
async function preloaded(argv: string[]): Promise<string[] | undefined> {
  process.env.NODE_ENV = "production";
  await import("./make.ts");
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: { code: { type: "string" } },
  });
  const { defaultCodeDir, serverBundle } = await import("./code.ts");
  // A code build that cannot load fails the same way again in the release, with its message.
  await serverBundle(String(values.code ?? defaultCodeDir)).catch(() => undefined);
  const input = (await text(process.stdin)).trim();
  return input ? [...argv.filter((arg) => arg !== "--stdin"), ...JSON.parse(input)] : undefined;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const args = argv.includes("--stdin") ? await preloaded(argv) : argv;
  process.exitCode = args ? await runReleaseCli(args, process.env) : 0;
}
