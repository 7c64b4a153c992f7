/**
 * An export of 10,000 inquiries beside the site: the home page keeps answering while the
 * workbook is written (its formatting and compression run on a thread of the export's own,
 * exports.ts), the file is whole, and a second export of the same account is told one is
 * under way. The client runs in the server's own process, so a page's latency here is the
 * serving thread's: any stretch the export held it shows in full.
 */
import { describe, expect, it } from "vitest";
import { editorName, editorServerOn, formPost, signIn } from "../../test/editor.ts";
import { seedInquiries } from "../../test/inquiry-seed.ts";
import { perTest } from "../../test/support.ts";

const servers = perTest();
const inquiries = 10_000;

/** Milliseconds of each home-page request, one after another, until `done` settles. */
async function pageTimes(url: string, done?: Promise<unknown>, count = 40): Promise<number[]> {
  let finished = false;
  void done?.finally(() => {
    finished = true;
  });
  const times: number[] = [];
  while (done ? !finished : times.length < count) {
    const started = performance.now();
    const response = await fetch(`${url}/`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    times.push(performance.now() - started);
  }
  return times;
}

const quantile = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ??
  0;

describe("an export of 10,000 inquiries", () => {
  it("leaves the site answering, writes every row, and takes one export per account", async () => {
    const { running } = await editorServerOn(servers, "sqlite", undefined, [
      { name: editorName, rights: { inquiries: true } },
    ]);
    seedInquiries(running.store.location, {
      count: inquiries,
      from: Date.UTC(2026, 9, 1),
      stepMs: 60_000,
      fields: (i) => ({
        name: `Ügyfél ${i}`,
        email: `ugyfel${i}@pelda.hu`,
        phone: "+36 30 123 4567",
        service: "security",
        message: "Érdeklődnék a vagyonvédelmi szolgáltatásukról. ".repeat(4),
      }),
    });
    const cookie = await signIn(running.url);
    const download = () =>
      formPost(
        `${running.url}/admin/inquiries/download`,
        { period: "all", format: "xlsx" },
        { Cookie: cookie },
      );
    const idle = await pageTimes(running.url);

    const started = performance.now();
    const file = download().then(async (response) => ({
      response,
      bytes: new Uint8Array(await response.arrayBuffer()),
      ms: performance.now() - started,
    }));
    const pages = pageTimes(running.url, file);
    const second = await download();
    const during = await pages;
    const { response, bytes, ms } = await file;

    const figures = {
      exportMs: Math.round(ms),
      idleP99: quantile(idle, 0.99),
      duringP50: quantile(during, 0.5),
      duringMax: Math.max(...during),
      pages: during.length,
    };
    console.log(JSON.stringify(figures));
    // The old export held the thread for the whole workbook: a page waited 2,384 ms, about the
    // whole export. The longest wait is held to a third of the export's time (250 ms at least):
    // on a busy machine a request among thousands waits for a core that long (433 ms seen
    // beside a whole test run at a load of 5.6), and the export slows with it; a hold of the
    // thread for most of the workbook fails either way, and many short holds fail the median.
    expect(figures.pages).toBeGreaterThanOrEqual(5);
    expect(figures.duringMax).toBeLessThan(Math.max(250, figures.exportMs / 3));
    expect(figures.duringP50).toBeLessThan(Math.max(25, 3 * quantile(idle, 0.5)));
    expect(response.status).toBe(200);
    // A whole ZIP archive: it ends with the end-of-directory record (22 bytes).
    expect(new DataView(bytes.buffer, bytes.length - 22).getUint32(0, true)).toBe(0x06054b50);
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("Az előző letöltése még készül.");
    // Once it is done, the account may export again.
    const again = await download();
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});
