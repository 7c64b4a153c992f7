/**
 * The back office's rules at the HTTP level: inquiries only for accounts with the right (403
 * otherwise, for every spelling of the path and for posts), data requests audited without the
 * address, and the editor's store migrated from a file made before the right existed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { type Backend, serverBackends } from "../../test/backends.ts";
import { editorConfig, editorName, editorServerOn, formPost, signIn } from "../../test/editor.ts";
import { inquiryFrom, perTest, tempDir } from "../../test/support.ts";
import { SqliteEditorStore } from "../accounts/index.ts";

const servers = perTest();
const plainName = "Szabó Béla";

/** A server with the editor, its store in `backend`, and two accounts: one with the right. */
async function startOn(backend: Backend) {
  const config = editorConfig();
  const { running, store } = await editorServerOn(servers, backend, config, [
    { name: editorName, rights: { inquiries: true } },
    { name: plainName },
  ]);
  return { running, url: running.url, store, databasePath: config.databasePath };
}

const get = (url: string, cookie: string) =>
  fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });

describe.each(serverBackends)("inquiries at /admin/inquiries (%s)", (backend) => {
  const start = () => startOn(backend);

  it("answer 403 to an account without the right, whatever the spelling, and show it no link", async () => {
    const { url } = await start();
    const cookie = await signIn(url, plainName);
    for (const path of [
      "/admin/inquiries",
      "/admin/inquiries/",
      "/admin/inquiries//",
      "/admin/inquiries/export?email=a@example.com",
      "/admin/inquiries/erase?email=a@example.com",
    ]) {
      expect((await get(`${url}${path}`, cookie)).status, path).toBe(403);
    }
    for (const action of ["export", "erase"]) {
      const response = await formPost(
        `${url}/admin/inquiries/${action}`,
        { email: "a@example.com" },
        { Cookie: cookie },
      );
      expect(response.status, action).toBe(403);
    }
    const overview = await (await get(`${url}/admin`, cookie)).text();
    expect(overview).not.toContain('href="/admin/inquiries"');
    const refused = await (await get(`${url}/admin/inquiries`, cookie)).text();
    expect(refused).toContain("rendszergazda");
    expect(refused).not.toMatch(/npm run|grant /);
  });

  it("list, export and erase for an account with the right, and audit each request without the address", async () => {
    const { running, url, store, databasePath } = await start();
    const address = "visszavonas@example.com";
    await running.store.add({
      name: "Kérő Klára",
      email: address,
      phone: "",
      service: "cleaning",
      message: "Kérem az adataim törlését.",
      language: "hu",
      page: "/takaritas",
    });
    await running.store.add({
      name: '<img src=x onerror="alert(1)">',
      email: "x@example.com",
      phone: "",
      service: "",
      message: `</td><script>alert(2)</script>${"hosszú üzenet ".repeat(40)}`,
      language: "en",
      page: "/en",
    });
    const cookie = await signIn(url);
    const overview = await (await get(`${url}/admin`, cookie)).text();
    expect(overview).toContain('href="/admin/inquiries"');
    const list = await (await get(`${url}/admin/inquiries`, cookie)).text();
    expect(list).toContain(address);
    // Neither channel is set up here: nothing waits for a delivery that will never come.
    expect(list).toContain("Nincs beállítva");
    expect(list).not.toContain("Várakozik");
    expect(list).not.toContain("<img src=x");
    expect(list).not.toContain("<script>alert");
    expect(list).toContain("&lt;img src=x");
    expect(list).toContain("<details><summary>");

    const exported = await formPost(
      `${url}/admin/inquiries/export`,
      { email: address.toUpperCase() },
      { Cookie: cookie },
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    expect(await exported.json()).toMatchObject([{ email: address, service: "cleaning" }]);
    const csv = await formPost(
      `${url}/admin/inquiries/export`,
      { email: address, format: "csv" },
      { Cookie: cookie },
    );
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /filename="adatkeres-visszavonas-example.com-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toMatch(/^"Beérkezett";"Név";"E-mail-cím";/);
    expect(lines[1]).toContain(
      '"Kérő Klára";"visszavonas@example.com";"";"Professzionális takarítás"',
    );

    const erased = await formPost(
      `${url}/admin/inquiries/erase`,
      { email: address },
      { Cookie: cookie },
    );
    expect(erased.status).toBe(303);
    expect(erased.headers.get("location")).toBe("/admin/inquiries?erased=1");
    expect(await running.store.byAddress(address)).toEqual([]);

    expect(
      (await store.audit()).map(({ editor, action, count }) => ({ editor, action, count })),
    ).toEqual([
      { editor: editorName, action: "erase", count: 1 },
      { editor: editorName, action: "export", count: 1 },
      { editor: editorName, action: "export", count: 1 },
    ]);
    for (const file of backend === "sqlite" ? [databasePath, `${databasePath}-wal`] : []) {
      expect(readFileSync(file).includes(Buffer.from("visszavonas")), file).toBe(false);
    }
  });

  it("mark an inquiry handled with who and when, filter the unhandled, count them on /admin, and download a month audited", async () => {
    const { running, url, store } = await start();
    const add = (name: string, email: string) => running.store.add(inquiryFrom(name, email));
    const first = await add("Kovács Péter", "peter@example.com");
    await add("Nagy Éva", "eva@example.com");
    const cookie = await signIn(url);
    expect(await (await get(`${url}/admin`, cookie)).text()).toContain(
      "2 kezeletlen megkeresés vár.",
    );
    const list = await (await get(`${url}/admin/inquiries`, cookie)).text();
    expect(list).toContain('href="tel:+36301234567"');
    expect(list).toContain('href="mailto:peter@example.com"');
    expect(list).toContain('href="/admin/inquiries?email=peter%40example.com"');
    // The page as staff screens name it, never its path; the state's own heading on a phone.
    expect(list).toContain("<small>Biztonságtechnika · magyar</small>");
    expect(list).not.toContain("/biztonsag");
    expect(list).toContain('<td data-label="Állapot"><span class="badge wait">Kezeletlen</span>');

    const marked = await formPost(
      `${url}/admin/inquiries/handled`,
      { id: first.id, handled: "1", back: "/admin/inquiries?kezeletlen=1" },
      { Cookie: cookie },
    );
    expect(marked.status).toBe(303);
    expect(marked.headers.get("location")).toBe(`/admin/inquiries?kezeletlen=1#m-${first.id}`);
    const elsewhere = await formPost(
      `${url}/admin/inquiries/handled`,
      { id: first.id, handled: "1", back: "https://example.com/" },
      { Cookie: cookie },
    );
    expect(elsewhere.headers.get("location")).toBe(`/admin/inquiries#m-${first.id}`);
    expect(await (await get(`${url}/admin`, cookie)).text()).toContain(
      "1 kezeletlen megkeresés vár.",
    );
    const unhandled = await (await get(`${url}/admin/inquiries?kezeletlen=1`, cookie)).text();
    expect(unhandled).toContain("Nagy Éva");
    expect(unhandled).not.toContain("Kovács Péter");
    const all = await (await get(`${url}/admin/inquiries`, cookie)).text();
    expect(all).toContain(`Kezelve</span><br><small>${editorName}, `);

    const csv = await formPost(
      `${url}/admin/inquiries/download`,
      { period: "this-month", q: "kovács", format: "csv" },
      { Cookie: cookie },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(
      /filename="megkeresesek-\d{4}-\d{2}-kereses-kovacs\.csv"$/,
    );
    const text = await csv.text();
    expect(text).toContain("Kovács Péter");
    expect(text).not.toContain("Nagy Éva");
    const xlsx = await formPost(
      `${url}/admin/inquiries/download`,
      { period: "days", from: "2020-01-01", to: "2099-12-31", format: "xlsx" },
      { Cookie: cookie },
    );
    expect(xlsx.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(xlsx.headers.get("content-disposition")).toBe(
      'attachment; filename="megkeresesek-2020-01-01_2099-12-31.xlsx"',
    );
    expect([...new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)]).toEqual([0x50, 0x4b]);
    const bad = await formPost(
      `${url}/admin/inquiries/download`,
      { period: "days", from: "2026-11-15", to: "2026-11-01", format: "xlsx" },
      { Cookie: cookie },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Az utolsó nap nem lehet korábbi az elsőnél.");
    expect(
      (await store.audit()).map(({ editor, action, count }) => ({ editor, action, count })),
    ).toEqual([
      { editor: editorName, action: "export", count: 2 },
      { editor: editorName, action: "export", count: 1 },
    ]);
    const plain = await signIn(url, plainName);
    expect((await get(`${url}/admin`, plain)).status).toBe(200);
    expect(await (await get(`${url}/admin`, plain)).text()).not.toContain("kezeletlen");
    for (const path of ["handled", "download"])
      expect(
        (await formPost(`${url}/admin/inquiries/${path}`, { id: first.id }, { Cookie: plain }))
          .status,
      ).toBe(403);
  });

  it("refuse a download they cannot make as asked, with the reason, and export nothing", async () => {
    const { running, url, store } = await start();
    await running.store.add(inquiryFrom("Kovács Péter", "peter@example.com"));
    const cookie = await signIn(url);
    const refused = async (fields: Record<string, string>, reason: string) => {
      const response = await formPost(`${url}/admin/inquiries/download`, fields, {
        Cookie: cookie,
      });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain(reason);
      expect(page).not.toContain("Kovács Péter");
    };
    await refused(
      { period: "this-month", q: "a".repeat(300), format: "xlsx" },
      "A keresett szöveg túl hosszú (300 karakter; legfeljebb 254 lehet)",
    );
    await refused({ period: "next-year", format: "xlsx" }, "Válassza ki, melyik időszak");
    await refused({ format: "csv" }, "Válassza ki, melyik időszak");
    await refused({ period: "all", format: "pdf" }, "Ilyen formátumban nem tölthető le");
    for (const [from, to] of [
      ["0099-01-01", "2026-12-31"],
      ["2026-01-01", "9999-12-31"],
    ] as const)
      await refused({ period: "days", from, to, format: "csv" }, "Az év 2000 és 2100 közötti");
    await refused({ period: "days", from: "2026-11-01", format: "csv" }, "Adja meg az első");
    expect(await store.audit()).toEqual([]);
  });

  it("come newest first, 20 a page, with links to the older and newer ones", async () => {
    const { running, url } = await start();
    for (let i = 1; i <= 25; i++) {
      await running.store.add(
        {
          name: `Ügyfél ${i}`,
          email: `ugyfel${i}@example.com`,
          phone: "",
          service: "security",
          message: "",
          language: "hu",
          page: "/biztonsag",
        },
        new Date(Date.UTC(2026, 10, 1, 8, i)),
      );
    }
    const cookie = await signIn(url);
    const first = await (await get(`${url}/admin/inquiries`, cookie)).text();
    expect(first.match(/<tbody>.*?<\/tbody>/s)?.[0].match(/<tr[ >]/g)).toHaveLength(20);
    expect(first.indexOf("ugyfel25@")).toBeLessThan(first.indexOf("ugyfel24@"));
    expect(first).not.toContain("ugyfel5@");
    expect(first).toContain('href="/admin/inquiries?page=2" rel="next"');
    const second = await (await get(`${url}/admin/inquiries?page=2`, cookie)).text();
    expect(second).toContain("ugyfel5@");
    expect(second).toContain("ugyfel1@");
    expect(second).not.toContain("ugyfel6@");
    expect(second).toContain('rel="prev"');
    const search = await (
      await get(`${url}/admin/inquiries?email=UGYFEL7%40example.com`, cookie)
    ).text();
    expect(search).toContain("1 megkeresés erről a címről");
  });

  it("are found by any part of a name or address, in any case, with or without accents", async () => {
    const { running, url } = await start();
    const base = { phone: "", service: "", message: "", language: "hu", page: "/" } as const;
    await running.store.add({ ...base, name: "Szőke Árpád", email: "sz.arpad@pelda.hu" });
    await running.store.add({ ...base, name: "Kiss Anna", email: "anna@pelda.hu" });
    const cookie = await signIn(url);
    const found = async (text: string) => {
      const html = await (
        await get(`${url}/admin/inquiries?q=${encodeURIComponent(text)}`, cookie)
      ).text();
      return ["Szőke Árpád", "Kiss Anna"].filter((name) => html.includes(name));
    };
    expect(await found("ÁRPÁD")).toEqual(["Szőke Árpád"]);
    expect(await found("  szőke ")).toEqual(["Szőke Árpád"]);
    expect(await found("ANNA@")).toEqual(["Kiss Anna"]);
    expect(await found("pelda")).toEqual(["Szőke Árpád", "Kiss Anna"]);
    expect(await found("Szoke")).toEqual(["Szőke Árpád"]);
    expect(await found("szőke arpad")).toEqual(["Szőke Árpád"]);
    expect(await found("kiss anna@")).toEqual([]);
    const none = await (await get(`${url}/admin/inquiries?q=%3Cb%3E`, cookie)).text();
    expect(none).toContain("Nincs találat erre: <strong>&lt;b&gt;</strong>");
    // A search longer than any name or address says so, and lists nothing.
    for (const field of ["q", "email"]) {
      const long = await get(`${url}/admin/inquiries?${field}=${"a".repeat(10_000)}`, cookie);
      expect(long.status).toBe(400);
      const html = await long.text();
      expect(html).toContain("A keresett szöveg túl hosszú (10\u00a0000 karakter; legfeljebb 254");
      expect(["Szőke Árpád", "Kiss Anna"].filter((name) => html.includes(name))).toEqual([]);
    }
  });

  it("refuse a data request posted from another site", async () => {
    const { url } = await start();
    const cookie = await signIn(url);
    const response = await formPost(
      `${url}/admin/inquiries/erase`,
      { email: "a@example.com" },
      { Cookie: cookie, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });
});

describe("the editor's store", () => {
  it("gives accounts made before the right existed no right, and grants and revokes it", async () => {
    const path = join(tempDir("dp-editor-store-"), "editor.sqlite");
    const old = new DatabaseSync(path);
    old.exec(
      "CREATE TABLE editors (name TEXT PRIMARY KEY, password_hash TEXT NOT NULL, created_at TEXT NOT NULL) STRICT",
    );
    old.prepare("INSERT INTO editors VALUES (?, ?, ?)").run(editorName, "hash", "2026-01-01");
    old.close();

    const store = new SqliteEditorStore(path);
    expect(await store.maySeeInquiries(editorName)).toBe(false);
    expect(await store.setInquiriesRight(editorName, true)).toBe(true);
    expect(await store.editors()).toEqual([
      {
        name: editorName,
        createdAt: "2026-01-01",
        inquiries: true,
        accounts: false,
        email: "",
        lastSignInAt: null,
        factors: 0,
        invited: false,
      },
    ]);
    expect(await store.setInquiriesRight(editorName, false)).toBe(true);
    expect(await store.maySeeInquiries(editorName)).toBe(false);
    expect(await store.setInquiriesRight("senki", true)).toBe(false);
    await store.close();
    // Opened again, nothing is migrated twice.
    await new SqliteEditorStore(path).close();
  });
});

describe("a preview's contact endpoint", () => {
  it("keeps nothing: JSON gets the preview's note, a form goes back to the preview page, signed out is 401", async () => {
    const { url, running } = await startOn("sqlite");
    const path = `${url}/admin/preview/api/contact`;
    const fields = { name: "Teszt Elek", email: "elek@example.com", page: "/biztonsag" };
    expect((await formPost(path, fields)).status).toBe(401);
    const cookie = await signIn(url);
    const form = await formPost(path, fields, { Cookie: cookie });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/admin/preview/biztonsag#dp-preview-sent");
    const json = await fetch(path, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/json",
        Accept: "application/json",
        "Sec-Fetch-Site": "same-origin",
        Origin: url,
      },
      body: JSON.stringify(fields),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({
      ok: true,
      notice: { title: "Előnézet: az üzenet nem ment el" },
    });
    expect(await running.store.list()).toEqual([]);
  });
});

describe("a mistyped address in the back office", () => {
  it("answers 404 with the back office's own page, in its frame", async () => {
    const { url } = await startOn("sqlite");
    const cookie = await signIn(url);
    const response = await get(`${url}/admin/megkeresesek-rossz`, cookie);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("<title>Nincs ilyen oldal");
    expect(page).toContain('<nav aria-label="honlapkezelő">');
    expect(page).toContain('href="/admin/inquiries"');
    expect(page).toContain('<a class="button" href="/admin">Vissza a kezdőlapra</a>');
  });
});
