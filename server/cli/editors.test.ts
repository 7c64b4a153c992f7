/**
 * `npm run editors` as the operator runs it: a real process, a real SQLite file or a real
 * PostgreSQL database (DATABASE_URL).
 */
import { execFile, execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { databaseUrlFor, poolFor, serverBackends } from "../../test/backends.ts";
import { enrolTestFactor } from "../../test/second-factor.ts";
import { perTest, tempDir } from "../../test/support.ts";
import { linkHash, openEditorStore } from "../accounts/index.ts";

const { later } = perTest();

function editors(args: string[], input: string, databasePath: string) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ["server/cli/editors.ts", ...args],
      { env: { ...process.env, DATABASE_PATH: databasePath, CONTENT_EDITOR: "on" } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
    child.stdin?.end(input);
  });
}

const password = "hosszú-jelszó-2025";

describe("npm run editors", () => {
  // The name and password rules themselves: editor-name.test.ts and passwords.test.ts. Here,
  // that the command applies them, says why and stores nothing it refused.
  it("refuses a name git would show otherwise and a password sign-in cannot take, and stores neither", async () => {
    const database = join(tempDir("dp-cli-editors-"), "inquiries.sqlite");
    // One after another: the first to open a new store creates it, and the others would find
    // it locked meanwhile.
    const name = await editors(["add", "Anna <anna@example.com>"], `${password}\n`, database);
    const short = await editors(["add", "Nagy Béla"], "tizenegy-11\n", database);
    const huge = await editors(["add", "Nagy Béla"], `${"x".repeat(1024 * 1024)}\n`, database);
    expect(name.code).not.toBe(0);
    expect(name.out).toContain("A name is 1 to 100 characters");
    expect(short.code).not.toBe(0);
    expect(short.out).toContain("at least 12 characters");
    expect(huge.code).not.toBe(0);
    expect((await editors(["list"], "", database)).out).toContain("No editors yet");
  }, 60_000);

  it("takes a name as people write it and lists it as such", async () => {
    const database = join(tempDir("dp-cli-editors-"), "inquiries.sqlite");
    expect((await editors(["add", "O’Brien-Nagy Éva"], `${password}\n`, database)).code).toBe(0);
    expect((await editors(["list"], "", database)).out).toContain("O’Brien-Nagy Éva");
  }, 60_000);
});

describe.each(serverBackends)("npm run editors and the right to see inquiries (%s)", (backend) => {
  const run = (args: string[], env: Record<string, string>, input = "") =>
    execFileSync(process.execPath, ["server/cli/editors.ts", ...args], {
      env: { ...process.env, ...env },
      input,
      encoding: "utf8",
    });

  /** A fresh data folder on this back-end: the command's environment, and its editor store. */
  const dataOnBackend = async () => {
    const dir = tempDir("dp-editors-cli-");
    const databaseUrl = await databaseUrlFor(backend);
    const env = {
      DATABASE_PATH: join(dir, "inquiries.sqlite"),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    };
    const openStore = () =>
      openEditorStore({ path: join(dir, "editor.sqlite"), pool: poolFor(databaseUrl, later) });
    return { env, openStore };
  };

  it("adds an account with --inquiries, lists the right, revokes and grants it", async () => {
    const { env, openStore } = await dataOnBackend();
    // The first account may manage accounts; each gets a set-up link for its second factor.
    const added = run(["add", "Kovács Anna", "--inquiries"], env, `${password}\n`);
    expect(added).toContain("with the right to see inquiries and manage accounts");
    expect(added).toMatch(/\nhttps?:\/\/[^/]+\/admin\/welcome\/[\w-]{43}\n/);
    run(["add", "Szabó Béla", "--email", "bela@example.com"], env, `${password}\n`);
    expect(run(["list"], env)).toMatch(
      /Kovács Anna\tadded \S+\tinquiries\taccounts\nSzabó Béla\tadded \S+\n/,
    );
    expect(run(["revoke", "Kovács Anna"], env)).toContain("may no longer see");
    expect(run(["grant", "Szabó Béla"], env)).toContain("may now see, export and erase");
    const store = await openStore();
    expect(await store.maySeeInquiries("Kovács Anna")).toBe(false);
    expect(await store.maySeeInquiries("Szabó Béla")).toBe(true);
    // A new password ends the account's sessions; removing it removes them too.
    await store.addSession("session-of-bela", "Szabó Béla", Date.now());
    run(["password", "Szabó Béla"], env, `${password}-2\n`);
    expect(await store.session("session-of-bela")).toBeUndefined();
    expect(run(["remove", "Kovács Anna"], env)).toContain("Removed Kovács Anna");
    expect(run(["list"], env)).not.toContain("Kovács Anna");
    await store.close();
    expect(() => run(["grant", "Senki"], env)).toThrow();
  }, 60_000);

  it("reset-second-factor removes the account's factors and recovery codes and ends its sessions", async () => {
    const { env, openStore } = await dataOnBackend();
    run(["add", "Kovács Anna"], env, `${password}\n`);
    run(["add", "Szabó Béla"], env, `${password}\n`);
    const store = await openStore();
    for (const name of ["Kovács Anna", "Szabó Béla"]) {
      await enrolTestFactor(store, name);
      await store.addPasskey(name, {
        id: `key-of-${name}`,
        label: "irodai laptop",
        publicKey: new Uint8Array([1, 2, 3]),
        counter: 0,
        transports: [],
      });
      await store.addSession(`session-of-${name}`, name, Date.now(), {
        full: true,
        device: "Chrome",
        place: "127.0.0.1",
      });
    }
    const reset = run(["reset-second-factor", "Kovács Anna"], env);
    expect(reset).toContain("Removed the second factors and recovery codes of Kovács Anna");
    // A new set-up link, known to the store by its hash only.
    const token = /\/admin\/welcome\/([\w-]{43})\n/.exec(reset)?.[1] ?? "";
    expect((await store.invitation(linkHash(token), Date.now()))?.editor).toBe("Kovács Anna");
    expect(await store.totp("Kovács Anna")).toBeUndefined();
    expect(await store.passkeys("Kovács Anna")).toEqual([]);
    expect(await store.recoveryCodesLeft("Kovács Anna")).toBe(0);
    expect(await store.session("session-of-Kovács Anna")).toBeUndefined();
    // The password stays; the other account keeps everything.
    expect(await store.passwordHashOf("Kovács Anna")).toBeDefined();
    expect(await store.totp("Szabó Béla")).toBeDefined();
    expect(await store.passkeys("Szabó Béla")).toHaveLength(1);
    expect(await store.session("session-of-Szabó Béla")).toBeDefined();
    await store.close();
    expect(() => run(["reset-second-factor", "Senki"], env)).toThrow();
  }, 60_000);
});
