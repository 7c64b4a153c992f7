/**
 * `npm run editors` — the accounts that may sign in to the content editor (/admin).
 *
 *   npm run editors -- add NAME       asks for the password twice (or reads one line from stdin)
 *   npm run editors -- add NAME --inquiries   the same, with the right to see inquiries
 *   npm run editors -- password NAME  sets a new password and ends NAME's sessions
 *   npm run editors -- grant NAME     gives NAME the right to see, export and erase inquiries
 *   npm run editors -- revoke NAME    takes that right away
 *   npm run editors -- remove NAME    removes the account and its sessions
 *   npm run editors -- reset-second-factor NAME   removes NAME's passkeys, authenticator and
 *                                     recovery codes and ends their sessions: at the next
 *                                     sign-in they set up a new second factor
 *   npm run editors -- list           the names, their rights and when each was added
 *
 * Inquiries hold personal data: only accounts given the right see them at /admin/inquiries.
 * Only a scrypt hash of a password is stored (server/accounts/passwords.ts). The accounts are in
 * PostgreSQL when DATABASE_URL is set (every instance's), else in the file EDITOR_DATABASE_PATH,
 * by default editor.sqlite beside DATABASE_PATH.
 */
import { execFileSync } from "node:child_process";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import {
  hashPassword,
  maxPasswordLength,
  minPasswordLength,
  openEditorStore,
  parseEditorName,
  passwordError,
} from "../accounts/index.ts";
import { parseEditorConfig } from "../back-office/config.ts";
import { parseConfig } from "../env.ts";
import { errorMessage } from "../shared/log.ts";
import { openPostgres, type Pool } from "../shared/postgres.ts";

const usage =
  "usage: npm run editors -- add NAME [--inquiries] | password NAME | grant NAME | revoke NAME | remove NAME | reset-second-factor NAME | list";

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

async function askPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const first = await readSecret(
    `Password (${minPasswordLength} to ${maxPasswordLength} characters): `,
    lines,
  );
  const error = passwordError(first);
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
  add NAME [--inquiries]  a new editor; asks for the password twice (or reads it piped in);
                          --inquiries gives the right to see, export and erase inquiries
  password NAME           a new password; the editor's sessions end
  grant NAME, revoke NAME give or take away the right to see inquiries
  remove NAME             remove the account; its sessions end
  reset-second-factor NAME
                          remove the passkeys, authenticator and recovery codes of NAME
                          (a lost phone or key); their sessions end, and after the password
                          they set up a new second factor before anything else
  list                    every editor, when added, and their rights
  -h, --help              print this help`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      inquiries: { type: "boolean", default: false },
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
    await manage(command, name, values.inquiries, config.databasePath, pool);
  } finally {
    await pool?.end();
  }
}

async function manage(
  command: string | undefined,
  name: string | undefined,
  inquiries: boolean,
  path: string,
  pool: Pool | undefined,
): Promise<void> {
  const store = await openEditorStore({ path, pool });
  try {
    switch (command) {
      case "add": {
        const editor = validName(name);
        if (await store.passwordHashOf(editor)) throw new Error(`${editor} already exists.`);
        await store.addEditor(editor, await hashPassword(await askPassword()), { inquiries });
        const right = inquiries ? ", with the right to see inquiries" : "";
        console.log(`Added ${editor}${right}. They sign in at /admin/sign-in.`);
        return;
      }
      case "grant":
      case "revoke": {
        const editor = validName(name);
        if (!(await store.setInquiriesRight(editor, command === "grant")))
          throw new Error(`There is no editor named ${editor}.`);
        console.log(
          command === "grant"
            ? `${editor} may now see, export and erase inquiries.`
            : `${editor} no longer sees inquiries.`,
        );
        return;
      }
      case "password": {
        const editor = validName(name);
        if (!(await store.passwordHashOf(editor)))
          throw new Error(`There is no editor named ${editor}.`);
        await store.setPassword(editor, await hashPassword(await askPassword()));
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
          `Removed the second factors and recovery codes of ${editor}; their sessions have ended. At their next sign-in they set up a new one.`,
        );
        return;
      }
      case "list": {
        const editors = await store.editors();
        if (editors.length === 0)
          console.log("No editors yet: add one with `npm run editors -- add NAME`.");
        for (const editor of editors) {
          const right = editor.inquiries ? "\tinquiries" : "";
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
