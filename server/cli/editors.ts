/**
 * `npm run editors` — the accounts that may sign in to the content editor (/admin).
 *
 *   npm run editors -- add NAME [--email ADDRESS] [--inquiries] [--accounts]
 *                                     asks for the password twice (or reads one line from
 *                                     stdin) and prints a set-up link for the second factor;
 *                                     the first account may manage accounts
 *   npm run editors -- password NAME  sets a new password and ends NAME's sessions
 *   npm run editors -- grant NAME [--accounts]   gives NAME the right to see, export and erase
 *                                     inquiries (with --accounts: to manage accounts)
 *   npm run editors -- revoke NAME [--accounts]  takes that right away
 *   npm run editors -- remove NAME    removes the account and its sessions
 *   npm run editors -- reset-second-factor NAME   removes NAME's passkeys, authenticator and
 *                                     recovery codes, ends their sessions and prints a set-up
 *                                     link for a new one
 *   npm run editors -- link NAME      prints a new set-up link (the one before ends)
 *   npm run editors -- list           the names, their rights and when each was added
 *
 * The team runs its accounts on the back office's team page (docs/editor.md, "The team"); this
 * command is for the first account and for recovery when nobody can sign in. No password alone
 * reaches a second factor's set-up: a set-up link does (server/accounts/set-up-links.ts).
 * Inquiries hold personal data: only accounts given the right see them at /admin/inquiries.
 * Only a scrypt hash of a password is stored (server/accounts/passwords.ts). The accounts are in
 * PostgreSQL when DATABASE_URL is set (every instance's), else in the file EDITOR_DATABASE_PATH,
 * by default editor.sqlite beside DATABASE_PATH.
 */
import { execFileSync } from "node:child_process";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { validEmailAddress } from "../../app/contact/schema.ts";
import {
  type EditorStore,
  hashPassword,
  maxPasswordLength,
  minPasswordLength,
  newSetUpLink,
  openEditorStore,
  parseEditorName,
  passwordError,
} from "../accounts/index.ts";
import { parseEditorConfig } from "../back-office/config.ts";
import { parseConfig } from "../env.ts";
import { errorMessage } from "../shared/log.ts";
import { openPostgres, type Pool } from "../shared/postgres.ts";

const usage =
  "usage: npm run editors -- add NAME [--email ADDRESS] [--inquiries] [--accounts] | password NAME | grant NAME [--accounts] | revoke NAME [--accounts] | remove NAME | reset-second-factor NAME | link NAME | list";

/** Reads a line from the terminal without showing it; from a pipe, just the next line. */
function readSecret(prompt: string, lines: AsyncIterator<string>): Promise<string> {
  if (!process.stdin.isTTY) return lines.next().then((line) => (line.done ? "" : line.value));
  return new Promise((resolve, reject) => {
    process.stderr.write(prompt);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    let typed = "";
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stderr.write("\n");
          return resolve(typed);
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          return reject(new Error("cancelled"));
        }
        typed = char === "\u007f" ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on("data", onData);
  });
}

async function askPassword(name?: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const first = await readSecret(
    `Password (${minPasswordLength} to ${maxPasswordLength} characters): `,
    lines,
  );
  const error = passwordError(first, { name });
  if (error) throw new Error(error);
  if (process.stdin.isTTY && (await readSecret("Again: ", lines)) !== first) {
    throw new Error("The two passwords differ.");
  }
  return first;
}

/** The name, checked by our rule and then by git itself: its identity shows it unchanged. */
function validName(raw: string | undefined): string {
  const parsed = parseEditorName(raw);
  if (!parsed.ok) throw new Error(`${parsed.error}\n${usage}`);
  const ident = execFileSync("git", ["var", "GIT_AUTHOR_IDENT"], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_AUTHOR_NAME: parsed.name,
      GIT_AUTHOR_EMAIL: "editor@editor.invalid",
    },
  });
  if (!ident.startsWith(`${parsed.name} <editor@editor.invalid>`))
    throw new Error(`git would show the name "${parsed.name}" otherwise; choose another.`);
  return parsed.name;
}

const help = `${usage}

The accounts of the back office (/admin), in the editor's database (EDITOR_DATABASE_PATH).
  add NAME [--email ADDRESS] [--inquiries] [--accounts]
                          a new editor; asks for the password twice (or reads it piped in)
                          and prints a set-up link (72 hours, once) for the second factor;
                          --email is where warnings of a guessed password go; --inquiries
                          gives the right to see, export and erase inquiries, --accounts to
                          manage accounts (the first account always gets it)
  password NAME           a new password; the editor's sessions end
  grant NAME, revoke NAME give or take away the right to see inquiries (--accounts: the right
                          to manage accounts)
  remove NAME             remove the account; its sessions end
  reset-second-factor NAME
                          remove the passkeys, authenticator and recovery codes of NAME
                          (a lost phone or key); their sessions end, and a set-up link is
                          printed: with it and their password they set up a new one
  link NAME               a new set-up link for NAME (the one before ends)
  list                    every editor, when added, and their rights

Colleagues are invited, and accounts managed, on the back office's team page (/admin/team).
  -h, --help              print this help`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      inquiries: { type: "boolean", default: false },
      accounts: { type: "boolean", default: false },
      email: { type: "string", default: "" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return void console.log(help);
  const [command, name] = positionals;
  const base = parseConfig(process.env);
  const config = parseEditorConfig({ ...process.env, CONTENT_EDITOR: "on" }, base.databasePath);
  if (!config) throw new Error(usage);
  const pool = base.databaseUrl ? openPostgres(base.databaseUrl, { max: 2 }) : undefined;
  try {
    const origin = config.origin ?? base.siteUrl;
    const flags = { inquiries: values.inquiries, accounts: values.accounts, email: values.email };
    await manage(command, name, flags, { path: config.databasePath, pool, origin });
  } finally {
    await pool?.end();
  }
}

/** Prints a new set-up link for `editor`. */
async function printLink(store: EditorStore, editor: string, origin: string): Promise<void> {
  // Shown on the link's Hungarian page: "A honlap rendszergazdája hozzáférést adott Önnek…".
  const link = await newSetUpLink(store, { editor, by: "A honlap rendszergazdája", origin });
  const until = new Date(link.expiresAt).toISOString();
  console.log(`Set-up link for ${editor} (once, until ${until}):\n${link.url}`);
}

async function manage(
  command: string | undefined,
  name: string | undefined,
  flags: { inquiries: boolean; accounts: boolean; email: string },
  where: { path: string; pool: Pool | undefined; origin: string },
): Promise<void> {
  const store = await openEditorStore(where);
  try {
    switch (command) {
      case "add": {
        const editor = validName(name);
        if (await store.account(editor)) throw new Error(`${editor} already exists.`);
        if (flags.email && !validEmailAddress.test(flags.email))
          throw new Error(`${flags.email} is not an e-mail address.`);
        const first = (await store.editors()).length === 0;
        const rights = { inquiries: flags.inquiries, accounts: flags.accounts || first };
        const hash = await hashPassword(await askPassword(editor));
        await store.addEditor(editor, hash, rights, flags.email);
        const said = [rights.inquiries && "see inquiries", rights.accounts && "manage accounts"];
        const right = said.some(Boolean)
          ? `, with the right to ${said.filter(Boolean).join(" and ")}`
          : "";
        console.log(`Added ${editor}${right}. They set up their second factor with this link:`);
        await printLink(store, editor, where.origin);
        return;
      }
      case "link": {
        const editor = validName(name);
        if (!(await store.account(editor))) throw new Error(`There is no editor named ${editor}.`);
        await printLink(store, editor, where.origin);
        return;
      }
      case "grant":
      case "revoke": {
        const editor = validName(name);
        const account = await store.account(editor);
        if (!account) throw new Error(`There is no editor named ${editor}.`);
        const allowed = command === "grant";
        const right = flags.accounts ? "accounts" : "inquiries";
        await store.setRights(editor, { ...account, [right]: allowed });
        const what = flags.accounts ? "manage accounts" : "see, export and erase inquiries";
        console.log(allowed ? `${editor} may now ${what}.` : `${editor} may no longer ${what}.`);
        return;
      }
      case "password": {
        const editor = validName(name);
        if (!(await store.passwordHashOf(editor)))
          throw new Error(`There is no editor named ${editor}.`);
        await store.setPassword(editor, await hashPassword(await askPassword(editor)));
        console.log(`Changed the password of ${editor}; their sessions have ended.`);
        return;
      }
      case "remove":
        // Any stored name, also one added before the rule above.
        if (!(await store.removeEditor((name ?? "").trim().normalize("NFC"))))
          throw new Error(`There is no editor named ${name}.`);
        console.log(`Removed ${name}; their sessions have ended.`);
        return;
      case "reset-second-factor": {
        const editor = validName(name);
        if (!(await store.resetSecondFactor(editor)))
          throw new Error(`There is no editor named ${editor}.`);
        console.log(
          `Removed the second factors and recovery codes of ${editor}; their sessions have ended. They set up a new one with their password and this link:`,
        );
        await printLink(store, editor, where.origin);
        return;
      }
      case "list": {
        const editors = await store.editors();
        if (editors.length === 0)
          console.log("No editors yet: add one with `npm run editors -- add NAME`.");
        for (const editor of editors) {
          const rights = [editor.inquiries && "inquiries", editor.accounts && "accounts"];
          const right = rights
            .filter(Boolean)
            .map((r) => `\t${r}`)
            .join("");
          console.log(`${editor.name}\tadded ${editor.createdAt}${right}`);
        }
        return;
      }
      default:
        throw new Error(usage);
    }
  } finally {
    await store.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(errorMessage(error));
  process.exit(1);
}
