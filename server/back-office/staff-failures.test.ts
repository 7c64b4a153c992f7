/**
 * Every failure a staff member can meet is a Hungarian answer with the right status, and
 * nothing of the error (git's command line, a server path, an English message) reaches a
 * staff page or a staff API's JSON. Walks every route of the back office's table (sign-in's
 * and Keystatic's API included) under each fault: PostgreSQL stopped (its own server, stopped
 * under the running instance: 503 "unavailable, the public site works", a publish in flight
 * when it stopped too), a corrupted object in the content's history (the pause, 503), and an
 * unexpected throw (500 with a reference the log has beside the error).
 */

import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  addTestEditor,
  configWithEditor,
  editorConfig,
  formPost,
  signIn,
} from "../../test/editor.ts";
import { freshDatabase, startPostgres } from "../../test/postgres.ts";
import { perTest, postJson, sampleInquiry } from "../../test/support.ts";
import { setUpPath } from "../accounts/index.ts";
import type { RunningServer } from "../main.ts";
import { startServer } from "../main.ts";
import { createLogger } from "../shared/log.ts";
import type { EditorConfig } from "./config.ts";

const servers = perTest();

interface Answer {
  method: string;
  path: string;
  status: number;
  /** What a person reads: a page's text without its markup, a JSON answer's string values. */
  text: string;
}

/** Words of an English error or of git's, which staff must never see. */
const leaks =
  /\b(error|errors|failed|fatal|cannot|could not|connection|terminated|refused|internal|server error|not found|bad request|undefined|null|sqlite|postgres|econn\w*|git(?!-tár)|object|corrupt|stack)\b|\//i;

function readable(body: string, type: string): string {
  if (type.includes("json")) {
    const strings: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === "string") strings.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(JSON.parse(body));
    return strings.join("\n");
  }
  return body
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/g, " ");
}

/** Every request the route table names: each method, a path below a prefix, Keystatic's calls. */
function requests(running: RunningServer): Array<{ method: string; path: string; body?: string }> {
  const table = running.editor?.handle.routes ?? [];
  const wanted: Array<{ method: string; path: string; body?: string }> = [];
  for (const route of table) {
    const methods = route.method === "ANY" ? ["GET", "POST"] : [route.method];
    for (const method of methods) {
      if (route.path === "/api/keystatic") {
        wanted.push(
          { method: "GET", path: "/api/keystatic/tree" },
          { method: "GET", path: `/api/keystatic/blob/${"0".repeat(40)}/page.txt` },
          {
            method: "POST",
            path: "/api/keystatic/update",
            body: JSON.stringify({
              additions: [{ path: "page.txt", contents: Buffer.from("X").toString("base64") }],
              deletions: [],
            }),
          },
        );
        break;
      }
      const path = route.below ? `${route.path}/index.html` : route.path;
      wanted.push({ method, path: `${path}?valtozat=1&id=1&q=a` });
    }
  }
  // Signing out last: the walk goes on in the session.
  return wanted.sort(
    (a, b) => Number(a.path.includes("sign-out")) - Number(b.path.includes("sign-out")),
  );
}

async function walk(running: RunningServer, cookie: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const { method, path, body } of requests(running)) {
    const json = path.startsWith("/api/keystatic");
    const response = await fetch(`${running.url}${path}`, {
      method,
      redirect: "manual",
      headers: {
        Cookie: cookie,
        Origin: running.url,
        "Sec-Fetch-Site": "same-origin",
        "no-cors": "1",
        "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
      },
      ...(method === "POST" && { body: body ?? "name=Kov%C3%A1cs+Anna&password=x&valtozat=1" }),
    });
    const text = readable(await response.text(), response.headers.get("content-type") ?? "");
    answers.push({ method, path, status: response.status, text });
  }
  return answers;
}

/** Nothing of an error reached staff: no path, no English or git words. */
function expectNoLeak(answers: Answer[]): void {
  for (const answer of answers) {
    if (answer.status < 400) continue;
    expect({ ...answer, leak: answer.text.match(leaks)?.[0] }).toMatchObject({ leak: undefined });
    expect(answer.text, `${answer.method} ${answer.path}`).toMatch(
      /[áéíóöőúüű]|\b(az?|és|be|nem|kell)\b/i,
    );
  }
}

const git = (editor: EditorConfig, ...args: string[]) =>
  execFileSync("git", [`--git-dir=${editor.gitDir}`, ...args], { encoding: "utf8" }).trim();

describe("every staff route under each fault", () => {
  it("PostgreSQL stopped: 503, Hungarian, on every route; the public site answers", async () => {
    const postgres = await startPostgres();
    let stopped = false;
    servers.later(async () => {
      if (!stopped) await postgres.stop();
    });
    const editor = editorConfig();
    const config = {
      ...configWithEditor(editor),
      databaseUrl: await freshDatabase(postgres.adminUrl),
      drainMs: 0,
      shutdownTimeoutMs: 1_000,
    };
    // The hook stops the database between a publish's commit and its switch: a publish in
    // flight when PostgreSQL stopped.
    let stopInFlight = false;
    const logged: string[] = [];
    const running = await startServer(
      config,
      createLogger("info", (_, line) => logged.push(line)),
      {
        afterCommit: async () => {
          if (stopInFlight) {
            stopped = true;
            await postgres.stop();
          }
        },
      },
    );
    servers.later(() => running.close().catch(() => undefined));
    if (running.editor) await addTestEditor(running.editor.store);
    const cookie = await signIn(running.url);
    // A saved change (the working copy is the database's), then its publish.
    const content = running.editor?.content;
    if (!content) throw new Error("no editor");
    const change = { path: "page.txt", contents: Buffer.from("Második") };
    expect(await content.save("Kovács Anna", [change], await content.files())).toMatchObject({
      ok: true,
    });
    stopInFlight = true;
    const publish = await formPost(`${running.url}/admin/publish`, {}, { Cookie: cookie });
    expect(stopped).toBe(true);
    expect(publish.status).toBe(503);
    expect(readable(await publish.text(), "text/html")).toContain("nem érhető el");

    const answers = await walk(running, cookie);
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) expect(answer, answer.path).toMatchObject({ status: 503 });
    expectNoLeak(answers);
    expect(answers.find((a) => a.path.startsWith("/admin?"))?.text).toContain(
      "A nyilvános weboldal közben változatlanul működik",
    );
    // A set-up link opened meanwhile: its token is its secret, and the log keeps none of it.
    const token = "Zk3vQ9pLm2Xc7Rt5Wy8Bn4Hd6Jf1Ks0a";
    const welcome = await fetch(`${running.url}${setUpPath}/${token}`);
    expect(welcome.status).toBe(503);
    // Other spellings of the same path are answered, and logged, without it too.
    for (const spelling of [
      `/admin/%77elcome/${token}`,
      `//admin/welcome/${token}`,
      `/ADMIN/Welcome/${token}`,
    ])
      await fetch(`${running.url}${spelling}`);
    expect(logged.some((line) => line.includes(`${setUpPath}/`))).toBe(true);
    expect(logged.filter((line) => line.includes(token))).toEqual([]);
    // The public site is served from memory.
    expect((await fetch(`${running.url}/`)).status).toBe(200);
  });

  it("a corrupted object in the history: publish and preview pause (503), nothing leaks", async () => {
    const editor = editorConfig("A");
    mkdirSync(join(editor.contentDir, "services"));
    writeFileSync(join(editor.contentDir, "services", "security.txt"), "Őrzés");
    const running = await servers.server(configWithEditor(editor));
    if (running.editor) await addTestEditor(running.editor.store);
    const cookie = await signIn(running.url);
    // A file's blob present but unreadable: the bytes of another object in its place.
    const id = git(editor, "rev-parse", "HEAD:services/security.txt");
    const file = join(editor.gitDir, "objects", id.slice(0, 2), id.slice(2));
    chmodSync(file, 0o644);
    writeFileSync(
      file,
      Buffer.from(readFileSync(file).map((byte, i) => (i > 2 ? byte ^ 0x5a : byte))),
    );
    writeFileSync(join(editor.contentDir, "page.txt"), "B");

    const json = { Cookie: cookie, Accept: "application/json" };
    const publish = await formPost(`${running.url}/admin/api/publish`, {}, json);
    expect(publish.status).toBe(503);
    expect(await publish.json()).toMatchObject({ reason: "fault", fault: "damaged" });
    const preview = await formPost(`${running.url}/admin/preview`, {}, { Cookie: cookie });
    expect(preview.status).toBe(503);
    expect(await preview.text()).toContain("A közzététel szünetel");
    const overview = await fetch(`${running.url}/admin`, { headers: { Cookie: cookie } });
    expect(await overview.text()).toContain("megsérült");

    const answers = await walk(running, cookie);
    for (const answer of answers) expect(answer.status, answer.path).not.toBe(500);
    expectNoLeak(answers);
    expect(await postJson(`${running.url}/api/contact`, sampleInquiry)).toMatchObject({
      status: 200,
    });
  });

  it("an unexpected throw: 500 with a Hungarian message and a reference the log has", async () => {
    const lines: string[] = [];
    const editor = editorConfig();
    const running = await startServer(
      configWithEditor(editor),
      createLogger("error", (_level, line) => void lines.push(line)),
    );
    servers.later(() => running.close());
    if (!running.editor) throw new Error("no editor");
    await addTestEditor(running.editor.store);
    const cookie = await signIn(running.url);
    const boom = () =>
      Promise.reject(
        new Error(`Command failed: git --git-dir=${editor.gitDir} cat-file: fatal: Error: boom`),
      );
    // Everything a route reads beyond the session: the content, the inquiries, publishing.
    for (const target of [running.editor.content, running.store, running.editor.publisher]) {
      const prototype = Object.getPrototypeOf(target) as object;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        if (name === "constructor") continue;
        const value = (target as unknown as Record<string, unknown>)[name];
        if (typeof value === "function")
          Object.defineProperty(target, name, { value: boom, configurable: true });
      }
    }
    const answers = await walk(running, cookie);
    for (const target of [running.editor.content, running.store, running.editor.publisher])
      for (const name of Object.getOwnPropertyNames(target))
        if ((target as unknown as Record<string, unknown>)[name] === boom)
          delete (target as unknown as Record<string, unknown>)[name];
    expectNoLeak(answers);
    const failed = answers.filter((answer) => answer.status === 500);
    expect(failed.map((a) => a.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/admin\?/), "/api/keystatic/tree"]),
    );
    for (const answer of failed) {
      const reference = answer.text.match(/hibakódot: ([A-Z0-9]{8})/)?.[1];
      expect(reference, `${answer.method} ${answer.path}: ${answer.text}`).toBeDefined();
      const logged = lines.find((line) => line.includes(`"reference":"${reference}"`));
      expect(logged).toContain("boom");
    }
  });
});
