/**
 * What the benchmarks share: the plain static file server they compare ours with, a visitor's
 * request headers (so views are counted as a browser's would be), the median, and the writing
 * of a run's figures into docs/figures.md, the one file that holds the benchmarks' figures.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";

// A deliberately ordinary static file server: the baseline our server is compared with.
export const plainStaticServer = `
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
const root = process.env.ROOT;
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css" };
createServer(async (req, res) => {
  try {
    let file = join(root, normalize(decodeURIComponent(req.url.split("?")[0])));
    if ((await stat(file)).isDirectory()) file = join(file, "index.html");
    const body = await readFile(file);
    res.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
}).listen(Number(process.env.PORT), process.env.HOST);
`;

/** A browser arriving from a search: counted as a page view. */
export const visitorHeaders = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  referer: "https://www.google.com/",
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Every benchmark, in the order of docs/figures.md, with the bars its figures answer to. */
export const benchmarks = {
  "bench:bundle":
    "[The first flight](quality.md#the-first-flight), [JavaScript](quality.md#javascript)",
  "bench:height": "[Honest page height](quality.md#honest-page-height)",
  "bench:lighthouse":
    "[Lighthouse](quality.md#lighthouse), [the first flight](quality.md#the-first-flight)",
  "bench:load":
    "[The contact endpoint](quality.md#the-contact-endpoint), [pages with counting on](quality.md#pages-with-counting-on)",
  "bench:publish": "[Publishing from the editor](quality.md#publishing-from-the-editor)",
  "bench:attack":
    "[What an editor writes cannot stop the site](quality.md#what-an-editor-writes-cannot-stop-the-site)",
  "bench:cluster": "[More than one server](quality.md#more-than-one-server)",
} as const;
export type Benchmark = keyof typeof benchmarks;

/** What a run is: when, on which commit, how loaded the machine was, with which arguments. */
export interface Run {
  /** `2026-12-02 01:40 UTC` */
  when: string;
  /** `a393cec`, with `+ uncommitted changes` when the tree differs from it. */
  commit: string;
  /** The 1, 5 and 15 minute load averages as the run ended. */
  load: string;
  /** The benchmark's arguments, as given after `--`. */
  args: readonly string[];
}

export const generatedHeader = `# Latest measured figures

Generated: each \`npm run bench:*\` command rewrites its own section below when it finishes, with
the day, the commit it measured and the machine's load average. Do not edit those sections by
hand. The bars these figures answer to, and how to run each benchmark, are in
[quality.md](quality.md); what the test suite's time is made of, in [testing.md](testing.md).
`;

const figuresFile = new URL("../docs/figures.md", import.meta.url);
const repository = fileURLToPath(new URL("..", import.meta.url));
const headingOf = (benchmark: Benchmark) => `## \`npm run ${benchmark}\``;

/**
 * Writes a benchmark's latest figures into its section of docs/figures.md (or of `file`),
 * leaving every other section as it was.
 */
export function recordLatest(
  benchmark: Benchmark,
  figures: string,
  file: URL | string = figuresFile,
): void {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  writeFileSync(file, withLatest(text, benchmark, figures, thisRun()));
}

/**
 * The figures file `text` with `benchmark`'s section made anew of `run` and `figures`
 * (paragraphs apart by a blank line): the benchmarks' sections in their order, then any other
 * section as it was.
 */
export function withLatest(text: string, benchmark: Benchmark, figures: string, run: Run): string {
  const sections = text
    .split(/\n(?=## )/)
    .slice(1)
    .map((section) => section.trimEnd());
  const command = `npm run ${benchmark}${run.args.length > 0 ? ` -- ${run.args.join(" ")}` : ""}`;
  const written = [
    headingOf(benchmark),
    `Bars: ${benchmarks[benchmark]}.`,
    [
      `- Run: ${run.when}, \`${command}\``,
      `- Commit: ${run.commit}`,
      `- Load average: ${run.load} (1, 5 and 15 minutes, as the run ended)`,
    ].join("\n"),
    ...figures
      .trim()
      .split(/\n\s*\n/)
      .map(wrap),
  ].join("\n\n");
  const names = Object.keys(benchmarks) as Benchmark[];
  const of = (name: Benchmark) =>
    name === benchmark
      ? written
      : sections.find((section) => section.split("\n")[0] === headingOf(name));
  const others = sections.filter(
    (section) => !names.some((name) => section.split("\n")[0] === headingOf(name)),
  );
  const ordered = [...names.flatMap((name) => of(name) ?? []), ...others];
  return `${[generatedHeader.trimEnd(), ...ordered].join("\n\n")}\n`;
}

/** This run: now, the commit checked out and whether the tree has changes beside it. */
function thisRun(): Run {
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: repository,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  let commit = "not known (no git repository)";
  try {
    // The figures file itself is not a change to the code measured.
    const changed = git("status", "--porcelain", "--", ".", ":(exclude)docs/figures.md");
    commit = `\`${git("rev-parse", "--short", "HEAD")}\`${changed ? " + uncommitted changes" : ""}`;
  } catch {}
  return {
    when: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    commit,
    load: loadavg()
      .map((value) => value.toFixed(2))
      .join(", "),
    args: process.argv.slice(2),
  };
}

/** Words wrapped at 100 columns, as the docs are. */
function wrap(text: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > 100) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join("\n");
}
