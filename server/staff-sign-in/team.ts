/**
 * The team page (docs/editor.md, "The team"): an account with the right to manage accounts
 * invites colleagues (a set-up link, by e-mail or to hand over), changes rights, ends an
 * account's sessions, resets its second factor (a new link) and removes it. Every action asks
 * for a fresh second step (fresh-step.ts) and is recorded in the audit, and the last account
 * able to manage accounts cannot remove itself or give that right away.
 */
import type { IncomingMessage } from "node:http";
import { validEmailAddress } from "../../app/contact/schema.ts";
import {
  type AccountEventKind,
  accountEventKinds,
  type EditorStore,
  newSetUpLink,
  parseEditorName,
  type Rights,
} from "../accounts/index.ts";
import { redirect } from "../shared/http.ts";
import type { Logger } from "../shared/log.ts";
import type { AdminRequest, Flash, Route } from "../staff-frame/index.ts";
import { frameFor, messages, readFields, sendHtml } from "../staff-frame/index.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import { freshOrConfirm } from "./fresh-step.ts";
import { linkMail } from "./team-mail.ts";
import {
  accountPage,
  accountPath,
  accountUrl,
  type InviteFields,
  invitePage,
  invitePath,
  linkPage,
  teamPage,
  teamPath,
} from "./team-page.ts";

const m = messages.hu.team;
const sendTimeoutMs = 15_000;
/** The audit's events on the team page: all but a device's own (wrong codes, warnings). */
const teamEvents: readonly AccountEventKind[] = accountEventKinds.filter(
  (kind) => kind !== "wrong-code" && kind !== "warned",
);

export interface TeamDeps {
  store: EditorStore;
  /** The back office's origin, for the links. */
  factors: { party: { origin: string } };
  mail?: StaffMail;
  clientOf: (req: IncomingMessage) => string;
  editorUrl?: string;
  log: Logger;
}

const rightsFrom = (fields: Record<string, string>): Rights => ({
  inquiries: fields.inquiries === "on",
  accounts: fields.accounts === "on",
});

/** What the team's routes share: its pages, the account looked up, the audit, handing out links. */
function teamTools(deps: TeamDeps) {
  const { store, log } = deps;
  const frame = (request: AdminRequest) => frameFor(request, teamPath, deps.editorUrl);
  const account = async (name: string) => (await store.editors()).find((e) => e.name === name);

  const record = (request: AdminRequest, editor: string, kind: AccountEventKind) =>
    store.recordEvent({
      at: new Date().toISOString(),
      editor,
      kind,
      actor: request.session.editor,
      place: deps.clientOf(request.req),
    });

  async function showAccount(request: AdminRequest, name: string, status = 200, message?: Flash) {
    const found = await account(name);
    if (!found) return showTeam(request, 404, { kind: "error", text: m.unknown });
    sendHtml(request.res, status, accountPage(frame(request), found, message));
  }

  async function showTeam(request: AdminRequest, status = 200, message?: Flash) {
    const events = (await store.events(60)).filter((e) => teamEvents.includes(e.kind)).slice(0, 20);
    sendHtml(request.res, status, teamPage(frame(request), await store.editors(), events, message));
  }

  /** Makes a set-up link for `editor` and sends it to `email` (when mail is set up): the page. */
  async function handOut(request: AdminRequest, editor: string, email: string, reset: boolean) {
    const by = request.session.editor;
    const link = await newSetUpLink(store, { editor, by, origin: deps.factors.party.origin });
    let sentTo: string | undefined;
    if (deps.mail && email) {
      const message = { ...linkMail({ editor, by, reset, ...link }), to: [email] };
      try {
        await deps.mail.send(message, AbortSignal.timeout(sendTimeoutMs));
        sentTo = email;
      } catch (error) {
        log.error("editor.set_up_link_not_sent", { editor, error: String(error) });
      }
    }
    sendHtml(request.res, 200, linkPage(frame(request), { editor, ...link, sentTo, reset }));
  }

  /** A post of the team page: a fresh second step first, then `act` on the named account. */
  const action = (
    path: string,
    act: (request: AdminRequest, name: string, fields: Record<string, string>) => Promise<void>,
  ): Route => ({
    method: "POST",
    path: `${teamPath}/${path}`,
    right: "accounts",
    handle: async (request) => {
      const fields = await readFields(request.req);
      const name = fields.name ?? "";
      if (!freshOrConfirm(request, accountUrl(name))) return;
      if (!(await account(name))) return showTeam(request, 404, { kind: "error", text: m.unknown });
      return act(request, name, fields);
    },
  });

  return { frame, account, record, showAccount, showTeam, handOut, action };
}

type Tools = ReturnType<typeof teamTools>;

/** Inviting a colleague: the form (after a fresh step) and the new account with its link. */
function inviteRoutes(deps: TeamDeps, tools: Tools): Route[] {
  const { store, log } = deps;
  const { frame, record, handOut } = tools;
  async function invite(request: AdminRequest) {
    if (!freshOrConfirm(request, invitePath)) return;
    const fields = await readFields(request.req);
    const typed: InviteFields = {
      name: (fields.name ?? "").trim(),
      email: (fields.email ?? "").trim(),
      rights: rightsFrom(fields),
    };
    const refuse = (text: string) =>
      sendHtml(request.res, 400, invitePage(frame(request), typed, { kind: "error", text }));
    const parsed = parseEditorName(typed.name);
    if (!parsed.ok) return refuse(m.badName);
    if (!validEmailAddress.test(typed.email)) return refuse(m.badEmail);
    const taken = (await store.editors()).some(
      (e) => e.name.localeCompare(parsed.name, "hu", { sensitivity: "accent" }) === 0,
    );
    if (taken) return refuse(m.nameTaken(parsed.name));
    await store.addEditor(parsed.name, "", typed.rights, typed.email);
    await record(request, parsed.name, "invited");
    log.info("editor.invited", { editor: parsed.name, by: request.session.editor });
    return handOut(request, parsed.name, typed.email, false);
  }

  const none: InviteFields = { name: "", email: "", rights: { inquiries: false, accounts: false } };
  return [
    {
      method: "GET",
      path: invitePath,
      right: "accounts",
      handle: (request) => {
        if (!freshOrConfirm(request, invitePath)) return;
        sendHtml(request.res, 200, invitePage(frame(request), none));
      },
    },
    { method: "POST", path: invitePath, right: "accounts", handle: invite },
  ];
}

/** One account's page and its actions, each after a fresh step, each recorded. */
function accountRoutes(deps: TeamDeps, tools: Tools): Route[] {
  const { store, log } = deps;
  const { account, record, showAccount, handOut, action } = tools;
  return [
    {
      method: "GET",
      path: accountPath,
      right: "accounts",
      handle: (request) => {
        const name = request.query.get("name") ?? "";
        if (!freshOrConfirm(request, accountUrl(name))) return;
        return showAccount(request, name);
      },
    },
    action("rights", async (request, name, fields) => {
      const rights = rightsFrom(fields);
      if ((await store.changeKeepingAManager(name, { rights })) === "last-manager")
        return showAccount(request, name, 409, { kind: "error", text: m.lastManager });
      await record(request, name, "rights");
      return showAccount(request, name, 200, { kind: "notice", text: m.rightsSaved });
    }),
    action("sessions", async (request, name) => {
      const self = name === request.session.editor;
      const count = await store.deleteSessionsOf(name, self ? request.session.key : "");
      await record(request, name, "sessions-ended");
      return showAccount(request, name, 200, { kind: "notice", text: m.sessionsEnded(count) });
    }),
    action("reset", async (request, name) => {
      if (name === request.session.editor)
        return showAccount(request, name, 409, { kind: "error", text: m.resetSelf });
      const target = await account(name);
      await store.resetSecondFactor(name);
      await record(request, name, "factor-reset");
      log.info("editor.second_factor_reset", { editor: name, by: request.session.editor });
      return handOut(request, name, target?.email ?? "", true);
    }),
    action("remove", async (request, name, fields) => {
      if (fields.sure !== "on")
        return showAccount(request, name, 400, { kind: "error", text: m.removeUnsure });
      if ((await store.changeKeepingAManager(name, { remove: true })) === "last-manager")
        return showAccount(request, name, 409, { kind: "error", text: m.lastManager });
      await record(request, name, "removed");
      log.info("editor.removed", { editor: name, by: request.session.editor });
      const self = name === request.session.editor;
      redirect(request.res, self ? "/admin/sign-in?out" : `${teamPath}?removed`);
    }),
  ];
}

export function teamRoutes(deps: TeamDeps): Route[] {
  const tools = teamTools(deps);
  return [
    {
      method: "GET",
      path: teamPath,
      right: "accounts",
      handle: (request) =>
        tools.showTeam(
          request,
          200,
          request.query.has("removed") ? { kind: "notice", text: m.removed } : undefined,
        ),
    },
    ...inviteRoutes(deps, tools),
    ...accountRoutes(deps, tools),
  ];
}
