/**
 * Changing one's own password (docs/editor.md, "Own password"): after a fresh second step
 * (fresh-step.ts), the current password (counted by the sign-in limiter as at sign-in), then the
 * new one twice, under NIST SP 800-63B's rules (server/accounts/passwords.ts). The account's
 * other sessions end; this one goes on.
 */
import type { IncomingMessage } from "node:http";
import {
  type EditorStore,
  hashPassword,
  maxPasswordLength,
  minPasswordLength,
  passwordProblem,
  type SignInLimiter,
  verifyPassword,
} from "../accounts/index.ts";
import { type Html, html } from "../shared/html.ts";
import { redirect } from "../shared/http.ts";
import type { Logger } from "../shared/log.ts";
import type { AdminRequest, Flash, Frame, Route } from "../staff-frame/index.ts";
import { flash, frameFor, messages, page, readFields, sendHtml } from "../staff-frame/index.ts";
import { freshOrConfirm } from "./fresh-step.ts";
import { securityPath } from "./second-factor-pages.ts";

export const passwordPath = `${securityPath}/password`;
const t = messages.hu;
const w = t.ownPassword;

export function passwordPage(frame: Frame, message?: Flash): Html {
  const failed = message?.kind === "error";
  const described = (hint: string) => `${hint}${failed ? " password-error" : ""}`;
  return page(
    frame,
    w.title,
    html`${flash(message, "password-error")}<div class="card narrow-card"><p>${w.lead}</p>
<form method="post" action="${passwordPath}"><input type="text" name="username" autocomplete="username" value="${frame.editor}" hidden>
<label for="current">${w.current}</label><input id="current" name="current" type="password" autocomplete="current-password" required maxlength="${maxPasswordLength}" aria-describedby="${described("")}">
<label for="next">${w.next}</label><p class="muted" id="next-hint">${w.nextHint}</p><input id="next" name="next" type="password" autocomplete="new-password" required minlength="${minPasswordLength}" maxlength="${maxPasswordLength}" aria-describedby="${described("next-hint")}">
<label for="repeat">${w.repeat}</label><input id="repeat" name="repeat" type="password" autocomplete="new-password" required minlength="${minPasswordLength}" maxlength="${maxPasswordLength}">
<button type="submit" data-busy="${w.saving}">${w.save}</button></form></div>`,
  );
}

export function ownPasswordRoutes(deps: {
  store: EditorStore;
  limiter: SignInLimiter;
  clientOf: (req: IncomingMessage) => string;
  editorUrl?: string;
  log: Logger;
}): Route[] {
  const { store, log } = deps;
  const answer = (request: AdminRequest, status: number, text: string) =>
    sendHtml(
      request.res,
      status,
      passwordPage(frameFor(request, securityPath, deps.editorUrl), { kind: "error", text }),
    );

  async function change(request: AdminRequest): Promise<void> {
    const { req, res, session } = request;
    if (!freshOrConfirm(request, passwordPath)) return;
    const fields = await readFields(req);
    const editor = session.editor;
    const attempt = await deps.limiter.attempt(editor, deps.clientOf(req));
    if (attempt.wait > 0) {
      res.setHeader("Retry-After", String(attempt.wait));
      return answer(request, 429, t.tooMany(attempt.wait));
    }
    const hash = await store.passwordHashOf(editor);
    if (!hash || !(await verifyPassword(fields.current ?? "", hash)))
      return answer(request, 401, w.wrongCurrent);
    await attempt.release();
    const next = fields.next ?? "";
    if (next !== (fields.repeat ?? "")) return answer(request, 400, w.differ);
    const problem = passwordProblem(next, { name: editor });
    if (problem) return answer(request, 400, w.problems[problem]);
    await store.setPassword(editor, await hashPassword(next), session.key);
    await store.recordEvent({
      at: new Date().toISOString(),
      editor,
      kind: "password",
      actor: editor,
      place: deps.clientOf(req),
    });
    log.info("editor.password_changed", { editor });
    redirect(res, `${securityPath}?password`);
  }

  return [
    {
      method: "GET",
      path: passwordPath,
      handle: (request) => {
        if (!freshOrConfirm(request, passwordPath)) return;
        sendHtml(request.res, 200, passwordPage(frameFor(request, securityPath, deps.editorUrl)));
      },
    },
    { method: "POST", path: passwordPath, handle: change },
  ];
}
