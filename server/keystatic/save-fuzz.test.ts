/**
 * The save API fuzzed, a short budget: generated saves (test/fuzz-content.ts) thrown
 * at `POST /api/keystatic/update` on a real server, each answered 2xx or 4xx — never 5xx —
 * within `answerBoundMs`, the server's memory under `heapBoundMb`, and a public page answering
 * after each. `npm run bench:attack` runs the same with a longer budget.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keystaticSave } from "../../test/admin-client.ts";
import { timedGet } from "../../test/attacks.ts";
import { editorConfig, serverWithEditor, signIn } from "../../test/editor.ts";
import { generatedSave } from "../../test/fuzz-content.ts";
import { perTest } from "../../test/support.ts";

const servers = perTest();
/**
 * Bounds stated for the test machine beside the rest of the suite and other work (a load of
 * 15–20 on two cores): a save's answer, a public page's, the heap.
 */
const answerBoundMs = 15_000;
const publicBoundMs = 3_000;
const heapBoundMb = 768;

describe("the save API, fuzzed", () => {
  it("answers every generated save 2xx or 4xx within its bound, and keeps serving", async () => {
    const running = await serverWithEditor(servers, editorConfig());
    await running.editor?.deployed;
    const cookie = await signIn(running.url);
    const statuses = new Map<number, number>();
    const deadline = Date.now() + 12_000;
    await fc.assert(
      fc.asyncProperty(generatedSave, async (files) => {
        if (Date.now() > deadline) return;
        const saved = await keystaticSave(running.url, cookie, files);
        statuses.set(saved.status, (statuses.get(saved.status) ?? 0) + 1);
        expect(saved.status, saved.text).toBeGreaterThanOrEqual(200);
        expect(saved.status, saved.text).toBeLessThan(500);
        expect(saved.ms).toBeLessThan(answerBoundMs);
        const site = await timedGet(`${running.url}/biztonsag`);
        expect(site.status).toBe(200);
        expect(site.ms).toBeLessThan(publicBoundMs);
        expect(process.memoryUsage().heapUsed / 1024 / 1024).toBeLessThan(heapBoundMb);
      }),
      { numRuns: 60, endOnFailure: true },
    );
    const admin = await timedGet(`${running.url}/admin`, cookie);
    expect(admin.status).toBe(200);
    // Both kinds of answer were met: the generator reaches the refusals and the writes.
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  });
});
