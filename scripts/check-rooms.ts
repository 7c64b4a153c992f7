/**
 * The shape of the server's rooms, beside madge's module cycles:
 * - no import cycle between folders: madge sees cycles between modules, but two features can
 *   lean on each other through different modules (a store importing the publisher's lock while
 *   the publisher imports the store). Each module belongs to its room (`server/<feature>`, the
 *   top of `server/`, `scripts`) and the rooms' import graph has no cycle;
 * - the top of `server/` holds only the composition root: at most three modules;
 * - no module under `server/` is longer than 350 lines (functions: Biome's
 *   noExcessiveLinesPerFunction, 100 lines).
 * - every module outside a feature — another feature, a test beside other code, a script or
 *   benchmark, a test helper or browser test — reaches it only through its door (`index.ts`,
 *   or `config.ts` for its settings): `backDoors` below, the one place the rule lives.
 * Tests beside the code are left out of the cycle check: they may reach across rooms. The React
 * app's folders (`app/site` the facts and URLs, `app/form` the form's protocol, `app/content` the
 * copy, `app/page` what a page is made of, `app/components`, `app/contact`, …) are rooms too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const roots = ["server", "scripts", "app"];
const maxTopModules = 3;
const maxModuleLines = 350;
const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.(test|build-test|cluster-test|spec)\.tsx?$/.test(file);

/** The room a module lives in: its first folder below a root, or the root itself. */
export function roomOf(file: string): string {
  const [root = "", first, ...rest] = file.split("/");
  return rest.length > 0 ? `${root}/${first}` : root;
}

const specifiers = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Room → rooms it imports, from the relative imports of every source module. */
export function roomGraph(files: readonly string[], read: (file: string) => string) {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = roomOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier = ""] of read(file).matchAll(specifiers)) {
      const target = normalize(join(dirname(file), specifier));
      if (!roots.some((root) => target.startsWith(`${root}/`))) continue;
      const to = roomOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's rooms (strongly connected components larger than one room). */
export function roomCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (room: string) => {
    index.set(room, next);
    low.set(room, next++);
    stack.push(room);
    onStack.add(room);
    for (const to of graph.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(room, Math.min(low.get(room) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(room) !== index.get(room)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== room);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const room of graph.keys()) if (!index.has(room)) visit(room);
  return cycles;
}

/**
 * Each import of a feature's inner module from outside the feature, as a problem: a feature
 * (every folder of `server/` but `shared/`, the plumbing, and `cli/`, whose modules are each a
 * command) is reached through its door, `index.ts`, or `config.ts` for its settings — from the
 * other features, the top of `server/`, the tests beside another feature's code, `scripts/`
 * (benchmarks included), `test/` and `e2e/` alike. A new folder is a feature the day it exists.
 */
export function backDoors(files: readonly string[], read: (file: string) => string): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const [, specifier = ""] of read(file).matchAll(specifiers)) {
      const target = normalize(join(dirname(file), specifier));
      const [root, feature, ...inner] = target.split("/");
      if (root !== "server" || inner.length === 0 || feature === "shared" || feature === "cli")
        continue;
      if (file.startsWith(`server/${feature}/`)) continue;
      if (inner.length === 1 && /^(index|config)\.ts$/.test(inner[0] ?? "")) continue;
      problems.push(`${file} imports ${target}: reach server/${feature} through its index.ts`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const files = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .map((file) => relative(".", join(root, file)))
      .filter(isSource),
  );
  const problems = roomCycles(roomGraph(files, (file) => readFileSync(file, "utf8"))).map(
    (cycle) => `Folders that import each other: ${cycle.join(" ⇄ ")}`,
  );
  const top = files.filter((file) => roomOf(file) === "server");
  if (top.length > maxTopModules) {
    problems.push(
      `server/ holds ${top.length} modules at its top (at most ${maxTopModules}): ${top.join(", ")}`,
    );
  }
  for (const file of files.filter((file) => file.startsWith("server/"))) {
    const lines = readFileSync(file, "utf8").split("\n").length;
    if (lines > maxModuleLines)
      problems.push(`${file}: ${lines} lines (at most ${maxModuleLines})`);
  }
  const everyFile = [...roots, "test", "e2e"].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .map((file) => relative(".", join(root, file)))
      // The rule's own test holds planted imports as its data.
      .filter((file) => /\.tsx?$/.test(file) && file !== "scripts/check-rooms.test.ts"),
  );
  problems.push(...backDoors(everyFile, (file) => readFileSync(file, "utf8")));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(
    `Rooms: no import cycle between folders, ${top.length} modules at server/'s top (${files.length} modules); every feature reached through its door (${everyFile.length} files).`,
  );
}
