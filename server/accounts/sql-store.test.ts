/**
 * The editor store on both databases through the one SQL: writes of several statements are
 * one transaction (a failure midway leaves nothing changed), and values read alike.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it, onTestFinished as later } from "vitest";
import { backends, databaseUrlFor, poolFor } from "../../test/backends.ts";
import { tempDir } from "../../test/support.ts";
import { openEditorStore } from "./open-store.ts";
import type { EditorStore } from "./store.ts";

/** The store, and a way to make every deletion of a session fail from then on. */
async function storeOn(backend: (typeof backends)[number]) {
  const path = join(tempDir("dp-accounts-"), "editor.sqlite");
  const pool = poolFor(await databaseUrlFor(backend), later);
  const store: EditorStore = await openEditorStore({ path, pool });
  later(() => store.close());
  const refuseSessionDeletes = async () => {
    if (pool) {
      await pool.query(`CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
        CREATE TRIGGER refuse BEFORE DELETE ON editor_sessions FOR EACH ROW EXECUTE FUNCTION refuse();`);
      return;
    }
    const db = new DatabaseSync(path);
    db.exec(`CREATE TRIGGER refuse BEFORE DELETE ON editor_sessions
      BEGIN SELECT RAISE(ABORT, 'refused'); END;`);
    db.close();
  };
  return { store, refuseSessionDeletes };
}

describe.each(backends)("the editor store (%s)", (backend) => {
  it("changes a password and ends the sessions together, or neither", async () => {
    const { store, refuseSessionDeletes } = await storeOn(backend);
    await store.addEditor("Kovács Anna", "old");
    await store.addSession("abc", "Kovács Anna", 1);
    await refuseSessionDeletes();
    await expect(store.setPassword("Kovács Anna", "new")).rejects.toThrow("refused");
    expect(await store.passwordHashOf("Kovács Anna")).toBe("old");
    expect(await store.session("abc")).toBeDefined();
  });

  it("removes the second factors and ends the sessions together, or neither", async () => {
    const { store, refuseSessionDeletes } = await storeOn(backend);
    await store.addEditor("Kovács Anna", "hash");
    await store.setTotp("Kovács Anna", "SECRET", "telefon");
    await store.setRecoveryCodes("Kovács Anna", ["a", "b"]);
    await store.addSession("abc", "Kovács Anna", 1);
    await refuseSessionDeletes();
    await expect(store.resetSecondFactor("Kovács Anna")).rejects.toThrow("refused");
    expect(await store.totp("Kovács Anna")).toBeDefined();
    expect(await store.recoveryCodesLeft("Kovács Anna")).toBe(2);
  });

  it("reads back what it wrote, alike on both", async () => {
    const { store } = await storeOn(backend);
    await store.addEditor("Zoltán", "hash");
    await store.addEditor("Ádám", "hash", { inquiries: true });
    expect((await store.editors()).map((e) => [e.name, e.inquiries])).toEqual([
      ["Zoltán", false],
      ["Ádám", true],
    ]);
    await store.addPasskey("Ádám", {
      id: "key",
      label: "laptop",
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 5,
      transports: ["usb"],
    });
    expect(await store.advancePasskey("Ádám", "key", 5, 6)).toBe(true);
    expect(await store.advancePasskey("Ádám", "key", 5, 7)).toBe(false);
    const [passkey] = await store.passkeys("Ádám");
    expect(passkey).toMatchObject({ publicKey: new Uint8Array([1, 2, 3]), counter: 6 });
    await store.setRecoveryCodes("Ádám", ["x", "y", "z"]);
    await store.setRecoveryCodes("Ádám", ["v", "w"]);
    expect(await store.spendRecoveryCode("Ádám", "x")).toBe(false);
    expect(await store.spendRecoveryCode("Ádám", "v")).toBe(true);
    expect(await store.recoveryCodesLeft("Ádám")).toBe(1);
    await store.setRecoveryCodes("Ádám", []);
    expect(await store.recoveryCodesLeft("Ádám")).toBe(0);
    await store.recordAudit({
      at: "2026-11-02T00:00:00Z",
      editor: "Ádám",
      action: "export",
      count: 2,
    });
    await store.recordAudit({
      at: "2026-11-02T00:00:00Z",
      editor: "Ádám",
      action: "erase",
      count: 1,
    });
    expect(await store.audit()).toEqual([
      { at: "2026-11-02T00:00:00Z", editor: "Ádám", action: "erase", count: 1 },
      { at: "2026-11-02T00:00:00Z", editor: "Ádám", action: "export", count: 2 },
    ]);
    expect(await store.secret("k")).toEqual(await store.secret("k"));
  });
});
