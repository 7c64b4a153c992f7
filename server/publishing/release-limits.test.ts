/**
 * The release step's limits, with a real server, real git and a real child process (the tests'
 * release step, test/fake-release.ts): a release past its time limit, one that fills the
 * JavaScript heap and one that allocates memory outside it (as WebAssembly does) each end with
 * the Hungarian message, the live site unchanged and nothing left running; a publish waits on
 * another's stuck release no longer than the limit.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorConfig, formPost, serverWithEditor, signIn } from "../../test/editor.ts";
import { perTest, tempDir } from "../../test/support.ts";

const servers = perTest();

async function startWithLimits(limits: { timeLimitMs?: number; memoryLimitMb?: number }) {
  const editor = editorConfig("Élő változat");
  const running = await serverWithEditor(servers, editor);
  Object.assign(editor.release, limits);
  const pidFile = join(tempDir("dp-limits-"), "pid");
  editor.release.env = { FAKE_RELEASE_PID_FILE: pidFile };
  const cookie = await signIn(running.url);
  const post = (path: string) =>
    formPost(`${running.url}${path}`, {}, { Cookie: cookie, Accept: "application/json" });
  /** The staff page a form post without JavaScript lands on. */
  const staffPage = (path: string) =>
    formPost(`${running.url}${path}`, {}, { Cookie: cookie }).then((r) => r.text());
  const edit = (text: string) => writeFileSync(join(editor.contentDir, "page.txt"), text);
  const page = () => fetch(`${running.url}/`).then((r) => r.text());
  /** Whether the last release step still runs. */
  const stepRunning = () => {
    if (!existsSync(pidFile)) return false;
    try {
      process.kill(Number(readFileSync(pidFile, "utf8")), 0);
      return true;
    } catch {
      return false;
    }
  };
  return { post, staffPage, edit, page, stepRunning };
}

describe("the release step's limits", () => {
  it("a release past its time limit is killed, the publish answers at the limit, and the live site stays", async () => {
    const { post, staffPage, edit, page, stepRunning } = await startWithLimits({
      timeLimitMs: 2_000,
    });
    const before = await page();
    // SLOW content takes 30 s.
    edit("SLOW");
    const started = performance.now();
    const first = post("/admin/api/publish").then(async (response) => ({
      response,
      at: performance.now() - started,
    }));
    // A second publish asks while the first is stuck: it waits no longer than the limit for it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = post("/admin/api/publish").then((response) => ({
      response,
      at: performance.now() - started,
    }));
    const [a, b] = await Promise.all([first, second]);
    expect(a.response.status).toBe(422);
    expect(await a.response.json()).toMatchObject({
      ok: false,
      reason: "build",
      limit: { kind: "time", seconds: 2 },
    });
    expect(a.at).toBeLessThan(2_000 + 3_000);
    // Its own release hits the same limit: one limit waiting, one limit running.
    expect(b.response.status).toBe(422);
    expect(b.at - a.at).toBeLessThan(2_000 + 3_000);
    expect(stepRunning()).toBe(false);
    expect(await page()).toBe(before);

    const html = await staffPage("/admin/publish");
    expect(html).toContain("2 másodperc alatt sem épült fel");
    expect(html).toContain("az élő oldal változatlan maradt");
    const preview = await staffPage("/admin/preview");
    expect(preview).toContain("2 másodperc alatt sem épült fel");
    expect(stepRunning()).toBe(false);
  });

  it.each([
    { what: "fills the JavaScript heap ends at the memory limit", bomb: "HEAP-BOMB", mb: 512 },
    {
      what: "allocates memory outside the heap (as WebAssembly does) ends at the OS limit",
      bomb: "BUFFER-BOMB",
      mb: 1024,
    },
  ])("a release that $what; the live site stays", async ({ bomb, mb }) => {
    const { post, staffPage, edit, page, stepRunning } = await startWithLimits({
      memoryLimitMb: mb,
    });
    const before = await page();
    edit(bomb);
    const response = await post("/admin/api/publish");
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ limit: { kind: "memory", megabytes: mb } });
    expect(stepRunning()).toBe(false);
    expect(await page()).toBe(before);
    const html = await staffPage("/admin/publish");
    expect(html).toContain(`több memóriát kért volna, mint amennyit kaphat (${mb} MB)`);
  });
});
