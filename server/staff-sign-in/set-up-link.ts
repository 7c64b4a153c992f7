/**
 * The set-up link's page (server/accounts/set-up-links.ts): reachable without a session, by its
 * token alone. It sets the password (or asks for the account's present one, after a reset) and
 * an authenticator in one go; everything is checked before anything is kept, then the link is
 * used up (once, on one instance), the account's other sessions end, a full session starts,
 * and the recovery codes are shown once. A wrong code keeps the set-up's secret and the name
 * typed (the passwords are typed again: they are never written into a page).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  deviceWords,
  hashPassword,
  linkHash,
  maxPasswordLength,
  minPasswordLength,
  passwordProblem,
  setUpPath,
  verifyPassword,
} from "../accounts/index.ts";
import { type Html, html } from "../shared/html.ts";
import { redirect } from "../shared/http.ts";
import { formatTime } from "../shared/staff-time.ts";
import type { Flash } from "../staff-frame/index.ts";
import { bare, flash, messages, pageScript, readFields, sendHtml } from "../staff-frame/index.ts";
import { securityView } from "./second-factor.ts";
import { codesPage, newSecretForm, totpFields } from "./second-factor-pages.ts";
import type { SecondFactorDeps } from "./second-step.ts";

export { setUpPath };

const t = messages.hu;
const w = t.welcome;
const noReferrer = { "Referrer-Policy": "no-referrer" };

interface WelcomeView {
  editor: string;
  invitedBy: string;
  expiresAt: number;
  /** The account has a password already (a reset, or an account the operator added). */
  hasPassword: boolean;
  action: string;
  totp: Parameters<typeof totpFields>[0];
  message?: Flash;
}

export function welcomePage(view: WelcomeView): Html {
  const password = view.hasPassword
    ? html`<label for="current">${w.current}</label><p class="muted" id="current-hint">${w.currentHint}</p><input id="current" name="current" type="password" autocomplete="current-password" required maxlength="${maxPasswordLength}" aria-describedby="current-hint">`
    : html`<label for="next">${t.ownPassword.next}</label><p class="muted" id="next-hint">${t.ownPassword.nextHint}</p><input id="next" name="next" type="password" autocomplete="new-password" required minlength="${minPasswordLength}" maxlength="${maxPasswordLength}" aria-describedby="next-hint">
<label for="repeat">${t.ownPassword.repeat}</label><input id="repeat" name="repeat" type="password" autocomplete="new-password" required minlength="${minPasswordLength}" maxlength="${maxPasswordLength}">`;
  return bare(
    w.title,
    html`<main class="wide" id="main"><div class="card"><p class="brand">${t.product}</p><h1>${w.heading(view.editor)}</h1><p>${w.lead(view.invitedBy, formatTime(new Date(view.expiresAt).toISOString()))}</p></div>${flash(view.message, "welcome-message")}
<form method="post" action="${view.action}"><input type="text" name="username" autocomplete="username" value="${view.editor}" hidden>
<section class="card" aria-labelledby="password-heading"><h2 id="password-heading">${w.passwordHeading}</h2>${password}</section>
<section class="card" aria-labelledby="totp-heading"><h2 id="totp-heading">${t.setUp.totpHeading}</h2><p>${t.setUp.totpLead}</p>${totpFields(view.totp)}
<button type="submit" data-busy="${w.saving}">${w.finish}</button></form>${newSecretForm(`${view.action}/new-secret`)}</section>
<p class="muted">${w.passkeyLater}</p></main><p class="sr-only" aria-live="polite" id="busy"></p>${pageScript}`,
  );
}

const gonePage = () =>
  bare(
    w.goneTitle,
    html`<main class="narrow" id="main"><div class="card"><p class="brand">${t.product}</p><h1>${w.goneTitle}</h1><p>${w.gone}</p><p><a class="tap" href="/admin/sign-in">${w.toSignIn}</a></p></div></main>`,
  );

/** The link's routes: its page, its post, a new secret; `handle` answers a path under setUpPath. */
export function setUpLinkRoutes(deps: SecondFactorDeps) {
  const { store, factors, sessions, log } = deps;

  async function invited(token: string) {
    // Any token is looked up (only a real one is found), so that every path asks the store.
    const invitation = await store.invitation(linkHash(token.slice(0, 100)), Date.now());
    if (!invitation) return undefined;
    const hasPassword = ((await store.passwordHashOf(invitation.editor)) ?? "") !== "";
    return { ...invitation, hasPassword };
  }
  type Invited = NonNullable<Awaited<ReturnType<typeof invited>>>;

  async function show(
    res: ServerResponse,
    token: string,
    found: Invited,
    status = 200,
    message?: Flash,
    label = "",
  ) {
    const security = await securityView(deps, found.editor, undefined, label);
    const view = {
      editor: found.editor,
      invitedBy: found.createdBy,
      expiresAt: found.expiresAt,
      hasPassword: found.hasPassword,
      action: `${setUpPath}/${token}`,
      totp: security,
      message,
    };
    sendHtml(res, status, welcomePage(view), noReferrer);
  }

  /** What is wrong with the passwords given, or undefined. */
  async function passwordRefusal(found: Invited, fields: Record<string, string>) {
    if (found.hasPassword) {
      const hash = (await store.passwordHashOf(found.editor)) ?? "";
      return (await verifyPassword(fields.current ?? "", hash)) ? undefined : w.wrongCurrent;
    }
    const next = fields.next ?? "";
    if (next !== (fields.repeat ?? "")) return t.ownPassword.differ;
    const problem = passwordProblem(next, { name: found.editor });
    return problem && t.ownPassword.problems[problem];
  }

  async function submit(req: IncomingMessage, res: ServerResponse, token: string, found: Invited) {
    const fields = await readFields(req);
    const label = (fields.label ?? "").trim().slice(0, 60);
    const refuse = (status: number, text: string) =>
      show(res, token, found, status, { kind: "error", text }, fields.label ?? "");
    const client = deps.clientOf(req);
    const attempt = await deps.limiter.attempt(found.editor, client);
    if (attempt.wait > 0) return refuse(429, t.tooMany(attempt.wait));
    const refusal = await passwordRefusal(found, fields);
    if (refusal) return refuse(found.hasPassword ? 401 : 400, refusal);
    await attempt.release();
    const checked = await factors.checkPendingTotp(
      found.editor,
      fields.setup ?? "",
      fields.code ?? "",
    );
    if (checked === "wrong") return refuse(400, t.setUp.totpWrong);
    if (checked === "expired") return refuse(400, t.setUp.totpExpired);
    if (!(await store.takeInvitation(linkHash(token), Date.now())))
      return sendHtml(res, 410, gonePage(), noReferrer);
    const editor = found.editor;
    if (found.hasPassword) await store.deleteSessionsOf(editor);
    else await store.setPassword(editor, await hashPassword(fields.next ?? ""));
    await factors.keepTotp(editor, checked, label || t.setUp.defaultTotpName);
    const codes = await factors.renewRecoveryCodes(editor);
    const place = client;
    const device = deviceWords(req.headers["user-agent"], t.devices.unknownDevice);
    const cookie = await sessions.start(editor, { full: true, device, place });
    await store.recordSignIn(editor);
    await store.recordEvent({
      at: new Date().toISOString(),
      editor,
      kind: "set-up",
      actor: editor,
      place,
    });
    log.info("editor.set_up_by_link", { editor });
    res.setHeader("Set-Cookie", [cookie, await deps.devices.issue(editor)]);
    sendHtml(res, 200, codesPage(undefined, codes), noReferrer);
  }

  /** Answers a request under setUpPath (the router sends them here before any session). */
  return async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    const [token = "", extra] = path.slice(setUpPath.length + 1).split("/");
    const method = req.method ?? "GET";
    const found = await invited(token);
    if (!found) return sendHtml(res, 410, gonePage(), noReferrer);
    if (method === "POST" && extra === "new-secret") {
      await factors.cancelTotp(found.editor);
      return redirect(res, `${setUpPath}/${token}`);
    }
    if (extra !== undefined) return sendHtml(res, 410, gonePage(), noReferrer);
    if (method === "POST") return submit(req, res, token, found);
    return show(res, token, found);
  };
}
