/**
 * The editor store's contract on both back-ends, method by method, as the back office relies
 * on it: what is written is read back; set-up links, challenges, authenticator steps and code
 * attempts are used once, also when two instances ask at once; what expires, expires; removing
 * an account removes what hangs on it. Held here on SQLite and PostgreSQL alike, the back
 * office's HTTP tests can run on one of them. One database per back-end serves the block (each
 * test its own accounts and keys); a test whose statement reaches every account opens its own.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type Backend, backends, databaseUrlFor, poolFor } from "../../test/backends.ts";
import { tempDir } from "../../test/support.ts";
import { openEditorStore } from "./open-store.ts";
import type { Challenge, EditorStore, NewPasskey, Rights } from "./store.ts";

type Later = (cleanup: () => Promise<void>) => void;

/** Two instances' stores on one fresh database (or one SQLite file). */
async function storesOn(backend: Backend, later: Later) {
  const url = await databaseUrlFor(backend);
  const path = join(tempDir("dp-contract-"), "editor.sqlite");
  const open = async () => {
    const store = await openEditorStore({ path, pool: poolFor(url, later) });
    later(() => store.close());
    return store;
  };
  const one = await open();
  return { one, two: await open() };
}

const passkey = (id: string): NewPasskey => ({
  id,
  label: `kulcs ${id}`,
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: ["internal"],
});

const minute = 60_000;

describe.each(backends)("the editor store's contract (%s)", (backend) => {
  let one: EditorStore;
  let two: EditorStore;
  beforeAll(async () => {
    const cleanups: Array<() => Promise<void>> = [];
    ({ one, two } = await storesOn(backend, (cleanup) => void cleanups.push(cleanup)));
    return async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    };
  });

  let made = 0;
  /** A new account's name (and the prefix of its keys). */
  async function newEditor(rights: Partial<Rights> = {}, email = ""): Promise<string> {
    const name = `Kovács Anna ${++made}`;
    await one.addEditor(name, "hash", rights, email);
    return name;
  }

  /** A store of its own, for statements that reach every account. */
  const ownStore = async () => (await storesOn(backend, onTestFinished)).one;

  describe("accounts", () => {
    it("reads an account's rights and address back, and knows no other", async () => {
      const anna = await newEditor({ accounts: true }, "anna@example.hu");
      expect(await two.account(anna)).toEqual({
        inquiries: false,
        accounts: true,
        email: "anna@example.hu",
      });
      expect(await two.account(`${anna} mása`)).toBeUndefined();
      expect(await two.maySeeInquiries(anna)).toBe(false);
      expect(await two.maySeeInquiries(`${anna} mása`)).toBe(false);
    });

    it("keeps one account that manages accounts: of two managers removing each other at once, one is refused", async () => {
      // Its own database: the rule counts every account's right.
      const stores = await storesOn(backend, onTestFinished);
      await stores.one.addEditor("Kovács Anna", "hash", { accounts: true });
      await stores.one.addEditor("Szabó Béla", "hash", { accounts: true });
      await stores.one.addEditor("Kiss Éva", "hash");
      const removals = await Promise.all([
        stores.one.changeKeepingAManager("Szabó Béla", { remove: true }),
        stores.two.changeKeepingAManager("Kovács Anna", { remove: true }),
      ]);
      expect(removals.sort()).toEqual(["changed", "last-manager"]);
      const [left] = (await stores.two.editors()).filter((e) => e.accounts);
      expect(left?.name).toMatch(/^(Kovács Anna|Szabó Béla)$/);
      const last = left?.name ?? "";
      // Nor may the last one's right be taken, by two requests at once either.
      const rights = { inquiries: true, accounts: false };
      expect(
        await Promise.all([
          stores.one.changeKeepingAManager(last, { rights }),
          stores.two.changeKeepingAManager(last, { rights }),
        ]),
      ).toEqual(["last-manager", "last-manager"]);
      expect(await stores.one.account(last)).toMatchObject({ accounts: true, inquiries: false });
      // Another account's rights change, and the last manager's other right does.
      expect(await stores.two.changeKeepingAManager("Kiss Éva", { rights })).toBe("changed");
      expect(
        await stores.two.changeKeepingAManager(last, {
          rights: { inquiries: true, accounts: true },
        }),
      ).toBe("changed");
      expect(await stores.one.account(last)).toMatchObject({ accounts: true, inquiries: true });
      expect(await stores.one.changeKeepingAManager("Nincs Ilyen", { remove: true })).toBe(
        "missing",
      );
      // A right given first lets the last one go.
      expect(
        await stores.one.changeKeepingAManager("Kiss Éva", {
          rights: { inquiries: false, accounts: true },
        }),
      ).toBe("changed");
      expect(await stores.two.changeKeepingAManager(last, { remove: true })).toBe("changed");
    });

    it("refuses a second account of a name", async () => {
      const anna = await newEditor();
      await expect(two.addEditor(anna, "other")).rejects.toThrow();
      expect(await one.passwordHashOf(anna)).toBe("hash");
    });

    it("sets both rights, or only the right to see inquiries", async () => {
      const anna = await newEditor();
      expect(await one.setRights(anna, { inquiries: true, accounts: true })).toBe(true);
      expect(await two.account(anna)).toMatchObject({ inquiries: true, accounts: true });
      expect(await one.setInquiriesRight(anna, false)).toBe(true);
      expect(await two.account(anna)).toMatchObject({ inquiries: false, accounts: true });
      expect(await two.maySeeInquiries(anna)).toBe(false);
      expect(await one.setInquiriesRight(anna, true)).toBe(true);
      expect(await two.maySeeInquiries(anna)).toBe(true);
      const listed = (await two.editors()).find((e) => e.name === anna);
      expect(listed).toMatchObject({ inquiries: true, accounts: true });
      expect(await one.setRights(`${anna} mása`, { inquiries: true, accounts: true })).toBe(false);
      expect(await one.setInquiriesRight(`${anna} mása`, true)).toBe(false);
    });

    it("changes an account's address", async () => {
      const anna = await newEditor({}, "regi@example.hu");
      expect(await one.setEmail(anna, "uj@example.hu")).toBe(true);
      expect((await two.account(anna))?.email).toBe("uj@example.hu");
      expect((await two.editors()).find((e) => e.name === anna)?.email).toBe("uj@example.hu");
      expect(await one.setEmail(`${anna} mása`, "x@example.hu")).toBe(false);
    });

    it("records the last sign-in", async () => {
      const anna = await newEditor();
      const lastSignIn = async () =>
        (await two.editors()).find((e) => e.name === anna)?.lastSignInAt;
      expect(await lastSignIn()).toBeNull();
      const before = new Date().toISOString();
      await one.recordSignIn(anna);
      const at = (await lastSignIn()) ?? "";
      expect(at >= before && at <= new Date().toISOString()).toBe(true);
    });

    it("counts an account's factors and its open set-up link in the list", async () => {
      const anna = await newEditor();
      const listed = async () => (await two.editors()).find((e) => e.name === anna);
      expect(await listed()).toMatchObject({ factors: 0, invited: false });
      await one.setTotp(anna, "SECRET", "telefon");
      await one.addPasskey(anna, passkey(`${anna}-1`));
      await one.addInvitation(`${anna}-link`, {
        editor: anna,
        createdBy: "Szabó Béla",
        expiresAt: Date.now() + minute,
      });
      expect(await listed()).toMatchObject({ factors: 2, invited: true });
      await one.takeInvitation(`${anna}-link`, Date.now());
      expect(await listed()).toMatchObject({ factors: 2, invited: false });
    });

    it("removes an account once, with its sessions, factors, codes, link and views", async () => {
      const anna = await newEditor({ inquiries: true });
      const other = await newEditor();
      for (const name of [anna, other]) {
        await one.addSession(`${name}-s`, name, Date.now());
        await one.setView(`${name}-s`, new Map([["content/a.json", "sha"]]));
        await one.setTotp(name, "SECRET", "telefon");
        await one.addPasskey(name, passkey(`${name}-key`));
        await one.setRecoveryCodes(name, [`${name}-code`]);
      }
      await one.addInvitation(`${anna}-link`, {
        editor: anna,
        createdBy: other,
        expiresAt: Date.now() + minute,
      });
      expect(await one.removeEditor(anna)).toBe(true);
      expect(await two.removeEditor(anna)).toBe(false);
      expect(await two.account(anna)).toBeUndefined();
      expect(await two.passwordHashOf(anna)).toBeUndefined();
      expect((await two.editors()).map((e) => e.name)).not.toContain(anna);
      expect(await two.session(`${anna}-s`)).toBeUndefined();
      expect(await two.sessionsOf(anna)).toEqual([]);
      expect(await two.view(`${anna}-s`)).toBeUndefined();
      expect(await two.invitation(`${anna}-link`, Date.now())).toBeUndefined();
      // A new account of the name starts with nothing of the old one.
      await two.addEditor(anna, "new");
      expect(await two.account(anna)).toEqual({ inquiries: false, accounts: false, email: "" });
      expect(await two.totp(anna)).toBeUndefined();
      expect(await two.passkeys(anna)).toEqual([]);
      expect(await two.recoveryCodesLeft(anna)).toBe(0);
      expect(await two.recoveryCodeUsed(anna, `${anna}-code`)).toBe(false);
      // The other account keeps everything.
      expect(await two.session(`${other}-s`)).toBeDefined();
      expect(await two.view(`${other}-s`)).toEqual(new Map([["content/a.json", "sha"]]));
      expect(await two.totp(other)).toBeDefined();
      expect(await two.passkeys(other)).toHaveLength(1);
      expect(await two.recoveryCodesLeft(other)).toBe(1);
    });
  });

  describe("sessions", () => {
    it("reads a session back as it was started: full from its device, or half", async () => {
      const anna = await newEditor();
      const at = Date.now();
      await one.addSession(`${anna}-full`, anna, at, {
        full: true,
        device: "Firefox, Linux",
        place: "192.0.2.1",
      });
      await one.addSession(`${anna}-half`, anna, at + 1);
      expect(await two.session(`${anna}-full`)).toEqual({
        editor: anna,
        createdAt: at,
        lastSeenAt: at,
        full: true,
        device: "Firefox, Linux",
        place: "192.0.2.1",
        steppedAt: at,
      });
      expect(await two.session(`${anna}-half`)).toEqual({
        editor: anna,
        createdAt: at + 1,
        lastSeenAt: at + 1,
        full: false,
        device: "",
        place: "",
        steppedAt: 0,
      });
      expect(await two.session(`${anna}-none`)).toBeUndefined();
    });

    it("moves a session's last use, not its start, and lists the most recently used first", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      const at = Date.now();
      await one.addSession(`${anna}-a`, anna, at);
      await one.addSession(`${anna}-b`, anna, at + 1);
      await one.addSession(`${other}-c`, other, at + 2);
      await one.touchSession(`${anna}-a`, at + 5 * minute);
      expect(await two.session(`${anna}-a`)).toMatchObject({
        createdAt: at,
        lastSeenAt: at + 5 * minute,
      });
      expect((await two.sessionsOf(anna)).map((s) => [s.key, s.lastSeenAt])).toEqual([
        [`${anna}-a`, at + 5 * minute],
        [`${anna}-b`, at + 1],
      ]);
      expect(await two.sessionsOf(`${anna} mása`)).toEqual([]);
    });

    it("records a fresh second step in the session", async () => {
      const anna = await newEditor();
      const at = Date.now();
      await one.addSession(`${anna}-s`, anna, at, { full: true, device: "", place: "" });
      await one.step(`${anna}-s`, at + minute);
      expect((await two.session(`${anna}-s`))?.steppedAt).toBe(at + minute);
      expect((await two.sessionsOf(anna))[0]?.steppedAt).toBe(at + minute);
    });

    it("ends a session from another device, remembered as ended; a sign-out is not", async () => {
      const anna = await newEditor();
      const at = Date.now();
      for (const key of ["phone", "laptop", "out"])
        await one.addSession(`${anna}-${key}`, anna, at);
      await one.endSession(`${anna}-phone`);
      await one.deleteSession(`${anna}-out`);
      expect(await two.session(`${anna}-phone`)).toBeUndefined();
      expect(await two.session(`${anna}-out`)).toBeUndefined();
      expect((await two.sessionsOf(anna)).map((s) => s.key)).toEqual([`${anna}-laptop`]);
      expect(await two.wasEnded(`${anna}-phone`)).toBe(true);
      expect(await two.wasEnded(`${anna}-out`)).toBe(false);
      expect(await two.wasEnded(`${anna}-laptop`)).toBe(false);
      expect(await two.wasEnded(`${anna}-never`)).toBe(false);
      // Ending one that is gone changes nothing and does not fail.
      await one.endSession(`${anna}-never`);
      expect(await two.wasEnded(`${anna}-never`)).toBe(false);
    });

    it("ends an account's other sessions, or all, and says how many", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      const at = Date.now();
      for (const key of ["here", "a", "b"]) await one.addSession(`${anna}-${key}`, anna, at);
      await one.addSession(`${other}-s`, other, at);
      expect(await one.deleteSessionsOf(anna, `${anna}-here`)).toBe(2);
      expect((await two.sessionsOf(anna)).map((s) => s.key)).toEqual([`${anna}-here`]);
      expect(await two.wasEnded(`${anna}-a`)).toBe(true);
      expect(await two.wasEnded(`${anna}-b`)).toBe(true);
      expect(await two.wasEnded(`${anna}-here`)).toBe(false);
      expect(await two.session(`${other}-s`)).toBeDefined();
      expect(await one.deleteSessionsOf(anna)).toBe(1);
      expect(await two.sessionsOf(anna)).toEqual([]);
      expect(await two.wasEnded(`${anna}-here`)).toBe(true);
      expect(await one.deleteSessionsOf(anna)).toBe(0);
    });

    it("removes idle and old sessions, keeps live ones, and forgets old endings", async () => {
      const store = await ownStore();
      await store.addEditor("Anna", "hash");
      const now = Date.now();
      const idle = now - 12 * 60 * minute;
      const absolute = now - 24 * 60 * minute;
      await store.addSession("idle", "Anna", idle - 1);
      await store.addSession("old", "Anna", absolute - 1);
      await store.touchSession("old", now);
      await store.addSession("live", "Anna", absolute + 1);
      await store.touchSession("live", idle + 1);
      await store.addSession("ended", "Anna", now);
      await store.endSession("ended");
      await store.deleteSessionsBefore(idle, absolute);
      expect((await store.sessionsOf("Anna")).map((s) => s.key)).toEqual(["live"]);
      // An ending is remembered as long as a session may live, then forgotten.
      expect(await store.wasEnded("ended")).toBe(true);
      await store.deleteSessionsBefore(idle, Date.now() + 1);
      expect(await store.wasEnded("ended")).toBe(false);
    });

    it("counts the codes typed in a half session, each once when typed at once", async () => {
      const anna = await newEditor();
      await one.addSession(`${anna}-half`, anna, Date.now());
      await one.addSession(`${anna}-full`, anna, Date.now(), {
        full: true,
        device: "",
        place: "",
      });
      expect(await one.countCodeAttempt(`${anna}-half`)).toBe(1);
      expect(await two.countCodeAttempt(`${anna}-half`)).toBe(2);
      const atOnce = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).countCodeAttempt(`${anna}-half`)),
      );
      expect(atOnce.sort((a = 0, b = 0) => a - b)).toEqual([3, 4, 5, 6, 7, 8]);
      expect(await one.countCodeAttempt(`${anna}-full`)).toBeUndefined();
      expect(await one.countCodeAttempt(`${anna}-none`)).toBeUndefined();
    });
  });

  describe("events", () => {
    const event = (editor: string, at: string, kind: "wrong-code" | "rights" = "wrong-code") => ({
      at: `2026-12-01T${at}:00.000Z`,
      editor,
      kind,
      actor: kind === "wrong-code" ? "" : "Szabó Béla",
      place: "192.0.2.1",
    });

    it("lists an account's events newest first, of a kind when asked, to the limit", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      await one.recordEvent(event(anna, "10:00"));
      await one.recordEvent(event(anna, "12:00", "rights"));
      await two.recordEvent(event(anna, "11:00"));
      // Two at the same time: the one recorded later comes first.
      await one.recordEvent(event(anna, "11:00", "rights"));
      await one.recordEvent(event(other, "13:00"));
      expect(await two.events(10, { editor: anna })).toEqual([
        event(anna, "12:00", "rights"),
        event(anna, "11:00", "rights"),
        event(anna, "11:00"),
        event(anna, "10:00"),
      ]);
      expect(await two.events(10, { editor: anna, kind: "wrong-code" })).toEqual([
        event(anna, "11:00"),
        event(anna, "10:00"),
      ]);
      expect(await two.events(2, { editor: anna })).toEqual([
        event(anna, "12:00", "rights"),
        event(anna, "11:00", "rights"),
      ]);
      expect(await two.events(10, { editor: anna, kind: "removed" })).toEqual([]);
    });

    it("lists every account's events newest first, and of a kind", async () => {
      const store = await ownStore();
      await store.recordEvent(event("Anna", "10:00"));
      await store.recordEvent(event("Béla", "11:00", "rights"));
      await store.recordEvent(event("Anna", "12:00", "rights"));
      expect(await store.events(2)).toEqual([
        event("Anna", "12:00", "rights"),
        event("Béla", "11:00", "rights"),
      ]);
      expect(await store.events(10, { kind: "rights" })).toEqual([
        event("Anna", "12:00", "rights"),
        event("Béla", "11:00", "rights"),
      ]);
    });

    it("counts an account's events of a kind since a time", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      for (const at of ["09:00", "10:30", "11:00"]) await one.recordEvent(event(anna, at));
      await one.recordEvent(event(anna, "10:45", "rights"));
      await one.recordEvent(event(other, "10:45"));
      const since = "2026-12-01T10:00:00.000Z";
      expect(await two.countEvents(anna, "wrong-code", since)).toBe(2);
      expect(await two.countEvents(anna, "rights", since)).toBe(1);
      expect(await two.countEvents(other, "wrong-code", since)).toBe(1);
      expect(await two.countEvents(anna, "wrong-code", "2026-12-01T12:00:00.000Z")).toBe(0);
      expect(await two.countEvents(`${anna} mása`, "wrong-code", since)).toBe(0);
    });

    it("keeps an account's events when it is removed, and records its removal", async () => {
      const anna = await newEditor();
      await one.recordEvent(event(anna, "10:00", "rights"));
      await one.removeEditor(anna);
      const removed = { ...event(anna, "11:00"), kind: "removed" as const };
      await one.recordEvent(removed);
      expect(await two.events(10, { editor: anna })).toEqual([
        removed,
        event(anna, "10:00", "rights"),
      ]);
    });
  });

  describe("content", () => {
    it("keeps who last wrote each file", async () => {
      const path = `content/pages/${++made}.json`;
      expect(await two.lastWrite(path)).toBeUndefined();
      await one.recordWrite(path, { editor: "Anna", at: "2026-12-01T10:00:00.000Z", sha: "a1" });
      await one.recordWrite(`${path}.other`, { editor: "Béla", at: "x", sha: "b1" });
      expect(await two.lastWrite(path)).toEqual({
        editor: "Anna",
        at: "2026-12-01T10:00:00.000Z",
        sha: "a1",
      });
      await two.recordWrite(path, { editor: "Béla", at: "2026-12-01T11:00:00.000Z", sha: "a2" });
      expect(await one.lastWrite(path)).toEqual({
        editor: "Béla",
        at: "2026-12-01T11:00:00.000Z",
        sha: "a2",
      });
    });

    it("keeps what each session was last shown, replaced whole, gone with the session", async () => {
      const anna = await newEditor();
      await one.addSession(`${anna}-a`, anna, Date.now());
      await one.addSession(`${anna}-b`, anna, Date.now());
      expect(await two.view(`${anna}-a`)).toBeUndefined();
      await one.setView(
        `${anna}-a`,
        new Map([
          ["content/a.json", "1"],
          ["content/b.json", "2"],
        ]),
      );
      await one.setView(`${anna}-b`, new Map());
      expect(await two.view(`${anna}-a`)).toEqual(
        new Map([
          ["content/a.json", "1"],
          ["content/b.json", "2"],
        ]),
      );
      expect(await two.view(`${anna}-b`)).toEqual(new Map());
      await two.setView(`${anna}-a`, new Map([["content/c.json", "3"]]));
      expect(await one.view(`${anna}-a`)).toEqual(new Map([["content/c.json", "3"]]));
      await one.deleteSession(`${anna}-a`);
      expect(await two.view(`${anna}-a`)).toBeUndefined();
      expect(await two.view(`${anna}-b`)).toEqual(new Map());
    });
  });

  describe("second factors", () => {
    it("accepts each authenticator step once and only later ones, also on two instances at once", async () => {
      const anna = await newEditor();
      expect(await one.acceptTotpStep(anna, 100)).toBe(false);
      await one.setTotp(anna, "SECRET", "telefon");
      const atOnce = await Promise.all([
        one.acceptTotpStep(anna, 100),
        two.acceptTotpStep(anna, 100),
      ]);
      expect(atOnce.sort()).toEqual([false, true]);
      expect(await one.acceptTotpStep(anna, 100)).toBe(false);
      expect(await one.acceptTotpStep(anna, 99)).toBe(false);
      expect(await two.acceptTotpStep(anna, 101)).toBe(true);
      expect((await one.totp(anna))?.lastStep).toBe(101);
      // A new authenticator starts afresh.
      await one.setTotp(anna, "OTHER", "új telefon");
      expect(await two.totp(anna)).toMatchObject({
        secret: "OTHER",
        label: "új telefon",
        lastStep: 0,
      });
      expect(await two.acceptTotpStep(anna, 50)).toBe(true);
    });

    it("removes an account's authenticator once", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      await one.setTotp(anna, "SECRET", "telefon");
      await one.setTotp(other, "SECRET", "telefon");
      expect(await one.removeTotp(anna)).toBe(true);
      expect(await two.removeTotp(anna)).toBe(false);
      expect(await two.totp(anna)).toBeUndefined();
      expect(await two.totp(other)).toBeDefined();
    });

    it("removes an account's passkey once, and not another account's", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      await one.addPasskey(anna, passkey(`${anna}-1`));
      await one.addPasskey(anna, passkey(`${anna}-2`));
      await one.addPasskey(other, passkey(`${other}-1`));
      expect(await one.removePasskey(other, `${anna}-1`)).toBe(false);
      expect(await one.removePasskey(anna, `${anna}-1`)).toBe(true);
      expect(await two.removePasskey(anna, `${anna}-1`)).toBe(false);
      expect((await two.passkeys(anna)).map((p) => p.id)).toEqual([`${anna}-2`]);
      expect((await two.passkeys(other)).map((p) => p.id)).toEqual([`${other}-1`]);
    });

    it("tells a used recovery code of the account from one never given", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      await one.setRecoveryCodes(anna, ["a", "b"]);
      await one.setRecoveryCodes(other, ["a"]);
      expect(await two.recoveryCodeUsed(anna, "a")).toBe(false);
      expect(await one.spendRecoveryCode(anna, "a")).toBe(true);
      expect(await two.recoveryCodeUsed(anna, "a")).toBe(true);
      expect(await two.recoveryCodeUsed(anna, "b")).toBe(false);
      expect(await two.recoveryCodeUsed(anna, "c")).toBe(false);
      expect(await two.recoveryCodeUsed(other, "a")).toBe(false);
      // New codes end the old ones: a used old code is no longer the account's.
      await one.setRecoveryCodes(anna, ["d"]);
      expect(await two.recoveryCodeUsed(anna, "a")).toBe(false);
    });

    it("spends a recovery code once when it is typed on two instances at once", async () => {
      const anna = await newEditor();
      await one.setRecoveryCodes(anna, ["a", "b"]);
      const atOnce = await Promise.all([
        one.spendRecoveryCode(anna, "a"),
        two.spendRecoveryCode(anna, "a"),
      ]);
      expect(atOnce.sort()).toEqual([false, true]);
      expect(await one.recoveryCodesLeft(anna)).toBe(1);
    });
  });

  describe("challenges", () => {
    const challengeOf = (
      editor: string,
      expiresAt: number,
      purpose: Challenge["purpose"] = "authenticate",
    ): Challenge => ({
      editor,
      purpose,
      challenge: `${editor}-${purpose}-${expiresAt}`,
      expiresAt,
    });

    it("gives a challenge out once, also when taken on two instances at once", async () => {
      const anna = await newEditor();
      const expiresAt = Date.now() + minute;
      await one.addChallenge(`${anna}-c1`, challengeOf(anna, expiresAt));
      expect(await two.takeChallenge(`${anna}-c1`, Date.now())).toEqual(
        challengeOf(anna, expiresAt),
      );
      expect(await one.takeChallenge(`${anna}-c1`, Date.now())).toBeUndefined();
      await one.addChallenge(`${anna}-c2`, challengeOf(anna, expiresAt, "register"));
      const atOnce = await Promise.all([
        one.takeChallenge(`${anna}-c2`, Date.now()),
        two.takeChallenge(`${anna}-c2`, Date.now()),
      ]);
      expect(atOnce.filter(Boolean)).toEqual([challengeOf(anna, expiresAt, "register")]);
      expect(await one.takeChallenge(`${anna}-never`, Date.now())).toBeUndefined();
    });

    it("gives nothing for an expired challenge", async () => {
      const anna = await newEditor();
      const expiresAt = Date.now() + minute;
      await one.addChallenge(`${anna}-c`, challengeOf(anna, expiresAt));
      expect(await two.takeChallenge(`${anna}-c`, expiresAt)).toBeUndefined();
      expect(await two.takeChallenge(`${anna}-c`, Date.now())).toBeUndefined();
    });

    it("shows an account's open challenge of a purpose without taking it, and drops them", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      const now = Date.now();
      expect(await two.openChallenge(anna, "totp", now)).toBeUndefined();
      await one.addChallenge(`${anna}-t1`, challengeOf(anna, now + minute, "totp"));
      await one.addChallenge(`${anna}-t2`, challengeOf(anna, now + 2 * minute, "totp"));
      await one.addChallenge(`${anna}-r`, challengeOf(anna, now + 3 * minute, "register"));
      await one.addChallenge(`${other}-t`, challengeOf(other, now + 3 * minute, "totp"));
      // The one that lasts longest; none once it has expired.
      expect(await two.openChallenge(anna, "totp", now)).toMatchObject({
        id: `${anna}-t2`,
        challenge: challengeOf(anna, now + 2 * minute, "totp").challenge,
      });
      expect(await two.openChallenge(anna, "totp", now + 2 * minute)).toBeUndefined();
      expect(await two.takeChallenge(`${anna}-t2`, now)).toBeDefined();
      expect(await two.openChallenge(anna, "totp", now)).toMatchObject({ id: `${anna}-t1` });
      await one.dropChallengesOf(anna, "totp");
      expect(await two.openChallenge(anna, "totp", now)).toBeUndefined();
      expect(await two.takeChallenge(`${anna}-t1`, now)).toBeUndefined();
      expect(await two.takeChallenge(`${anna}-r`, now)).toBeDefined();
      expect(await two.openChallenge(other, "totp", now)).toMatchObject({ id: `${other}-t` });
    });
  });

  describe("set-up links", () => {
    const invitationOf = (editor: string, expiresAt: number) => ({
      editor,
      createdBy: "Szabó Béla",
      expiresAt,
    });

    it("shows a link's invitation while it is valid without using it up", async () => {
      const anna = await newEditor();
      const expiresAt = Date.now() + minute;
      await one.addInvitation(`${anna}-link`, invitationOf(anna, expiresAt));
      expect(await two.invitation(`${anna}-link`, Date.now())).toEqual(
        invitationOf(anna, expiresAt),
      );
      expect(await two.invitation(`${anna}-link`, Date.now())).toEqual(
        invitationOf(anna, expiresAt),
      );
      expect(await two.invitation(`${anna}-link`, expiresAt)).toBeUndefined();
      expect(await two.takeInvitation(`${anna}-link`, expiresAt)).toBeUndefined();
      expect(await two.invitation(`${anna}-never`, Date.now())).toBeUndefined();
    });

    it("uses a link up once, also when it is sent to two instances at once", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      const expiresAt = Date.now() + minute;
      await one.addInvitation(`${anna}-link`, invitationOf(anna, expiresAt));
      await one.addInvitation(`${other}-link`, invitationOf(other, expiresAt));
      expect(await two.takeInvitation(`${anna}-link`, Date.now())).toEqual(
        invitationOf(anna, expiresAt),
      );
      expect(await one.takeInvitation(`${anna}-link`, Date.now())).toBeUndefined();
      expect(await one.invitation(`${anna}-link`, Date.now())).toBeUndefined();
      const atOnce = await Promise.all([
        one.takeInvitation(`${other}-link`, Date.now()),
        two.takeInvitation(`${other}-link`, Date.now()),
      ]);
      expect(atOnce.filter(Boolean)).toEqual([invitationOf(other, expiresAt)]);
    });

    it("ends an account's earlier link when it gets a new one", async () => {
      const anna = await newEditor();
      const other = await newEditor();
      const expiresAt = Date.now() + minute;
      await one.addInvitation(`${anna}-first`, invitationOf(anna, expiresAt));
      await one.addInvitation(`${other}-link`, invitationOf(other, expiresAt));
      await two.addInvitation(`${anna}-second`, invitationOf(anna, expiresAt + 1));
      expect(await one.invitation(`${anna}-first`, Date.now())).toBeUndefined();
      expect(await one.takeInvitation(`${anna}-first`, Date.now())).toBeUndefined();
      expect(await one.invitation(`${anna}-second`, Date.now())).toEqual(
        invitationOf(anna, expiresAt + 1),
      );
      expect(await one.invitation(`${other}-link`, Date.now())).toEqual(
        invitationOf(other, expiresAt),
      );
    });
  });
});
