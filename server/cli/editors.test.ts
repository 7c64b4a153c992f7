/** `npm run editors` gives and takes the right to see inquiries. */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EditorStore } from "../editor/store.ts";
import { tempDir } from "../test-support.ts";

function editors(args: string[], env: Record<string, string>, input = "") {
  return execFileSync(process.execPath, ["server/cli/editors.ts", ...args], {
    env: { ...process.env, ...env },
    input,
    encoding: "utf8",
  });
}

describe("npm run editors and the right to see inquiries", () => {
  it("adds an account with --inquiries, lists the right, revokes and grants it", () => {
    const dir = tempDir("dp-editors-cli-");
    const env = { DATABASE_PATH: join(dir, "inquiries.sqlite") };
    const password = "hosszú-jelszó-2025\n";
    expect(editors(["add", "Kovács Anna", "--inquiries"], env, password)).toContain(
      "with the right to see inquiries",
    );
    editors(["add", "Szabó Béla"], env, password);
    expect(editors(["list"], env)).toMatch(
      /Kovács Anna\tadded \S+\tinquiries\nSzabó Béla\tadded \S+\n/,
    );
    expect(editors(["revoke", "Kovács Anna"], env)).toContain("no longer sees inquiries");
    expect(editors(["grant", "Szabó Béla"], env)).toContain("may now see, export and erase");
    const store = new EditorStore(join(dir, "editor.sqlite"));
    expect(store.maySeeInquiries("Kovács Anna")).toBe(false);
    expect(store.maySeeInquiries("Szabó Béla")).toBe(true);
    store.close();
    expect(() => editors(["grant", "Senki"], env)).toThrow();
  });
});
