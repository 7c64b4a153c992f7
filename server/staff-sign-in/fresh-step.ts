/**
 * A fresh second step before a sensitive action (re-authentication, as GitHub's sudo mode):
 * changing one's own password and every action of the team page need a second step passed in
 * the last 10 minutes, in this session. Without one the browser is sent to the confirm page
 * (a passkey or a code, counted by the code limiter as at sign-in, its account ceiling
 * included), then back to where it was going. A wrong code here is recorded on the account as
 * at sign-in (guess-warning.ts).
 */
import type { ServerResponse } from "node:http";
import type { Session } from "../accounts/index.ts";
import { redirect } from "../shared/http.ts";
import type { AdminRequest, Flash, Route } from "../staff-frame/index.ts";
import { frameFor, messages, passkeyPolicy, readFields, sendHtml } from "../staff-frame/index.ts";
import { guessWarning } from "./guess-warning.ts";
import { confirmPage, confirmPath, securityPath } from "./second-factor-pages.ts";
import { type Proof, proofs, type SecondFactorDeps } from "./second-step.ts";

export const freshStepMs = 10 * 60_000;
const t = messages.hu;

/** Whether the session passed a second step in the last 10 minutes. */
export const isFresh = (session: Session, now = Date.now()) =>
  now - (session.steppedAt ?? 0) < freshStepMs;

/** Where a confirmed step may lead: a page of the back office, never elsewhere. */
const safeNext = (next: string | null | undefined) =>
  next && /^\/admin(\/[\w\-/]*)?(\?[\w%=&.\-+]*)?$/.test(next) && !next.includes("//")
    ? next
    : securityPath;

/** The confirm page's address for going on to `next`. */
export const confirmFor = (next: string) => `${confirmPath}?next=${encodeURIComponent(next)}`;

/**
 * True when the session's step is fresh; otherwise sends the browser to the confirm page, back
 * to `next` afterwards, and answers false.
 */
export function freshOrConfirm(request: AdminRequest, next: string): boolean {
  if (isFresh(request.session)) return true;
  redirect(request.res, confirmFor(next));
  return false;
}

export function freshStepRoutes(deps: SecondFactorDeps): Route[] {
  const { store, factors, log } = deps;
  const wrongCode = guessWarning({ ...deps, origin: () => deps.factors.party.origin });

  async function show(request: AdminRequest, next: string, status = 200, message?: Flash) {
    const editor = request.session.editor;
    const options = {
      passkey: await factors.authentication(editor),
      totp: (await store.totp(editor)) !== undefined,
      message,
      next,
    };
    const frame = frameFor(
      request,
      next.startsWith("/admin/team") ? "/admin/team" : securityPath,
      deps.editorUrl,
    );
    sendHtml(request.res, status, confirmPage(frame, options), {
      "Content-Security-Policy": passkeyPolicy,
    });
  }

  const proving = (
    name: "code" | "passkey",
    prove: (editor: string, fields: Record<string, string>) => Promise<Proof>,
  ): Route => ({
    method: "POST",
    path: `${confirmPath}/${name}`,
    handle: async (request) => {
      const { req, res, session } = request;
      const fields = await readFields(req);
      const next = safeNext(fields.next);
      const client = deps.clientOf(req);
      const attempt = await deps.codeLimiter.attemptCode(session.editor, client, name === "code");
      if (attempt.wait > 0) {
        res.setHeader("Retry-After", String(attempt.wait));
        return show(request, next, 429, { kind: "error", text: t.tooMany(attempt.wait) });
      }
      const proof = await prove(session.editor, fields);
      if ("reason" in proof) {
        log.info("editor.fresh_step_failed", { editor: session.editor, reason: proof.reason });
        if (name === "code") await wrongCode(session.editor, client);
        return show(request, next, 401, { kind: "error", text: proof.text });
      }
      await attempt.release();
      await store.step(session.key, Date.now());
      log.info("editor.fresh_step", { editor: session.editor, step: proof.step });
      redirect(res, next);
    },
  });

  const check = proofs(factors);
  return [
    {
      method: "GET",
      path: confirmPath,
      handle: (request) => show(request, safeNext(request.query.get("next"))),
    },
    proving("code", check.code),
    proving("passkey", check.passkey),
  ];
}

/** Answers a post that needs a fresh step without one: back to `next` through the confirm page. */
export const needsFresh = (res: ServerResponse, next: string) => redirect(res, confirmFor(next));
