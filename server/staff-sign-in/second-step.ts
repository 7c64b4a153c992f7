/**
 * The step after the password (docs/editor.md, "Second step"): its page, and the posts that
 * prove it with a code (an authenticator's or a recovery code) or a passkey. Every proof is
 * counted before it is checked: a code against its half session (the third wrong one ends it)
 * and against the account's ceiling whatever cookie or address it carries (sign-in-limiter.ts);
 * a wrong code is recorded on the account and, repeated, tells its owner (guess-warning.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type DeviceCookies,
  deviceWords,
  type EditorStore,
  type SecondFactors,
  type Session,
  type Sessions,
  type SignInLimiter,
} from "../accounts/index.ts";
import { redirect } from "../shared/http.ts";
import type { Logger } from "../shared/log.ts";
import type { Flash, Route } from "../staff-frame/index.ts";
import { messages, passkeyPolicy, readFields, sendHtml } from "../staff-frame/index.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import { guessWarning } from "./guess-warning.ts";
import { noFactorPage, secondStepPath, stepPage } from "./second-factor-pages.ts";
import { signInPage, signInPath } from "./sign-in-page.ts";

const t = messages.hu;
const s = t.secondStep;

export interface SecondFactorDeps {
  store: EditorStore;
  sessions: Sessions;
  factors: SecondFactors;
  /** Counts passwords (one's own, when it is changed). */
  limiter: SignInLimiter;
  /** Counts code attempts like passwords, on keys of their own. */
  codeLimiter: SignInLimiter;
  devices: DeviceCookies;
  clientOf: (req: IncomingMessage) => string;
  editorUrl?: string;
  /** Staff mail, when SMTP is set up: the owner's warning of guessed codes. */
  mail?: StaffMail;
  log: Logger;
}

/** The step page, and completing a session past it. */
export function stepTools(deps: SecondFactorDeps) {
  const { store, sessions, factors } = deps;

  const startOf = (req: IncomingMessage) => ({
    device: deviceWords(req.headers["user-agent"], t.devices.unknownDevice),
    place: deps.clientOf(req),
  });

  async function showStep(res: ServerResponse, editor: string, status = 200, message?: Flash) {
    const passkey = await factors.authentication(editor);
    const totp = (await store.totp(editor)) !== undefined;
    sendHtml(res, status, stepPage({ passkey, totp, message }), {
      "Content-Security-Policy": passkeyPolicy,
    });
  }

  /** The session past the second step: a new token, the device remembered. */
  async function complete(req: IncomingMessage, res: ServerResponse, session: Session) {
    const cookie = await sessions.complete(session, startOf(req));
    res.setHeader("Set-Cookie", [cookie, await deps.devices.issue(session.editor)]);
  }

  return { showStep, complete };
}

type Steps = ReturnType<typeof stepTools>;

/** The step after the password: its page, a code, a passkey. */
export function secondStepRoutes(deps: SecondFactorDeps): Route[] {
  const { factors } = deps;
  const steps = stepTools(deps);
  const { showStep } = steps;
  return [
    {
      method: "GET",
      path: secondStepPath,
      half: true,
      handle: async ({ res, session }) => {
        if (session.full === true) return redirect(res, "/admin");
        if (!(await factors.has(session.editor))) return sendHtml(res, 200, noFactorPage());
        return showStep(res, session.editor);
      },
    },
    proofRoute(deps, steps, "code", proofs(factors).code),
    proofRoute(deps, steps, "passkey", proofs(factors).passkey),
  ];
}

/** How each kind of proof is checked: a typed code, or a passkey's answer to its challenge. */
export function proofs(factors: SecondFactors) {
  return {
    async code(editor: string, fields: Record<string, string>): Promise<Proof> {
      const code = fields.code ?? "";
      const result = await factors.checkCode(editor, code);
      if (result === "ok") return { step: /^\d{6}$/.test(code.trim()) ? "code" : "recovery" };
      const text = { reused: s.reusedCode, spent: s.usedRecoveryCode, wrong: s.wrongCode }[result];
      return { reason: result, text };
    },
    async passkey(editor: string, fields: Record<string, string>): Promise<Proof> {
      const ok = await factors.finishAuthentication(
        editor,
        fields.challenge ?? "",
        fields.response ?? "",
      );
      return ok ? { step: "passkey" } : { reason: "passkey", text: s.passkeyFailed };
    },
  };
}

/** What a proof of the second step came to: how it was signed in, or why it was refused. */
export type Proof = { step: string } | { reason: string; text: string };

/** Codes a half session may try before it ends and the password must be given again. */
export const maxCodesPerSession = 3;

/**
 * A post that proves the second step (`/code` or `/passkey`). A code counts first against its
 * half session (the third wrong one ends it), then against the code limiter's keys, whose
 * account ceiling holds whatever cookie or address comes with it (sign-in-limiter.ts); then
 * `prove` checks the fields. A wrong code is recorded on the account and, repeated, tells its
 * owner (guess-warning.ts); a proof that holds completes the sign-in.
 */
function proofRoute(
  deps: SecondFactorDeps,
  steps: Steps,
  name: "code" | "passkey",
  prove: (editor: string, fields: Record<string, string>) => Promise<Proof>,
): Route {
  const { log, store, sessions } = deps;
  const { showStep, complete } = steps;
  const wrongCode = guessWarning({ ...deps, origin: () => deps.factors.party.origin });
  const again = async (res: ServerResponse, session: Session) =>
    redirect(res, `${signInPath}?codes`, { "Set-Cookie": await sessions.end(session) });
  return {
    method: "POST",
    path: `${secondStepPath}/${name}`,
    half: true,
    handle: async ({ req, res, session }) => {
      if (session.full === true) return redirect(res, "/admin");
      const fields = await readFields(req);
      const editor = session.editor;
      const client = deps.clientOf(req);
      const guess = name === "code";
      const tried = guess ? await store.countCodeAttempt(session.key) : 0;
      if (tried === undefined) return redirect(res, `${signInPath}?expired`);
      if (tried > maxCodesPerSession) return again(res, session);
      const attempt = await deps.codeLimiter.attemptCode(editor, client, guess);
      if (attempt.wait > 0) {
        log.warn("editor.second_step_limited", { wait: attempt.wait });
        res.setHeader("Retry-After", String(attempt.wait));
        return showStep(res, editor, 429, { kind: "error", text: t.tooMany(attempt.wait) });
      }
      const proof = await prove(editor, fields);
      if ("reason" in proof) {
        log.info("editor.second_step_failed", { reason: proof.reason });
        if (guess) await wrongCode(editor, client);
        if (tried >= maxCodesPerSession) {
          res.setHeader("Set-Cookie", await sessions.end(session));
          return sendHtml(
            res,
            401,
            signInPage({ message: { kind: "error", text: s.tooManyCodes } }),
          );
        }
        return showStep(res, editor, 401, { kind: "error", text: proof.text });
      }
      await attempt.release();
      log.info("editor.signed_in", { editor, step: proof.step });
      await store.recordSignIn(editor);
      await complete(req, res, session);
      redirect(res, "/admin");
    },
  };
}
