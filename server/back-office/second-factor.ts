/**
 * The second step and what it needs (docs/editor.md, "Second step"): the step page after the
 * password (a passkey, an authenticator code or a recovery code), the set-up every account
 * without a factor is led to before anything else, the security page (passkeys, the
 * authenticator, recovery codes) and the devices signed in (devices.ts). The pages are in
 * second-factor-pages.ts; the factors themselves in server/accounts/second-factors.ts.
 *
 * A session with the password alone (half) reaches only the routes marked `half` here and
 * sign-out (admin.ts); the set-up routes let such a session add a factor only while the account
 * has none, so a stolen password cannot add the thief's own.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type DeviceCookies,
  deviceWords,
  type EditorStore,
  qrSvg,
  type SecondFactors,
  type Session,
  type Sessions,
  type SignInLimiter,
  totpUri,
} from "../accounts/index.ts";
import { redirect } from "../shared/http.ts";
import type { Logger } from "../shared/log.ts";
import { deviceRoutes } from "./devices.ts";
import { messages } from "./messages.ts";
import { type Flash, frameFor, passkeyPolicy } from "./pages.ts";
import { readFields, sendHtml } from "./respond.ts";
import type { AdminRequest, Route } from "./route.ts";
import {
  codesPage,
  devicesPath,
  type SecurityView,
  secondStepPath,
  securityPage,
  securityPath,
  setUpPage,
  stepPage,
} from "./second-factor-pages.ts";

export { devicesPath, secondStepPath, securityPath };

const t = messages.hu;
const s = t.secondStep;
const u = t.setUp;
const d = t.devices;

export interface SecondFactorDeps {
  store: EditorStore;
  sessions: Sessions;
  factors: SecondFactors;
  /** Counts code attempts like passwords, on keys of their own. */
  codeLimiter: SignInLimiter;
  devices: DeviceCookies;
  clientOf: (req: IncomingMessage) => string;
  editorUrl?: string;
  log: Logger;
}

/** What the routes below share: the step page, completing a session, the security page. */
function secondFactorSteps(deps: SecondFactorDeps) {
  const { store, sessions, factors, log } = deps;

  const startOf = (req: IncomingMessage) => ({
    device: deviceWords(req.headers["user-agent"], d.unknownDevice),
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

  async function security(request: AdminRequest, status = 200, message?: Flash) {
    const { res, session } = request;
    const editor = session.editor;
    const pending = await factors.pendingTotp(editor);
    const view: SecurityView = {
      editor,
      passkeys: await store.passkeys(editor),
      totp: await store.totp(editor),
      pending: { ...pending, svg: await qrSvg(totpUri(pending.secret, editor)) },
      registration: await factors.registration(editor),
      recoveryLeft: await store.recoveryCodesLeft(editor),
      message,
    };
    const body =
      session.full === true
        ? securityPage(frameFor(request, securityPath, deps.editorUrl), view)
        : setUpPage(view);
    sendHtml(res, status, body, { "Content-Security-Policy": passkeyPolicy });
  }

  /** May this session add a factor: a full one, or a half one of an account with none. */
  const mayAdd = async (session: Session) =>
    session.full === true || !(await factors.has(session.editor));

  /**
   * After a factor was added: the account's other sessions end; a half session becomes full;
   * an account without recovery codes gets its ten, shown once.
   */
  async function added(request: AdminRequest, what: string) {
    const { req, res, session } = request;
    await store.deleteSessionsOf(session.editor, session.key);
    log.info("editor.second_factor_added", { editor: session.editor, factor: what });
    const wasHalf = session.full !== true;
    if (wasHalf) await complete(req, res, session);
    if ((await store.recoveryCodesLeft(session.editor)) === 0) {
      const codes = await factors.renewRecoveryCodes(session.editor);
      const frame = frameFor(request, securityPath, deps.editorUrl);
      return sendHtml(res, 200, codesPage(wasHalf ? undefined : frame, codes));
    }
    redirect(res, `${securityPath}?added`);
  }

  async function removed(request: AdminRequest, what: string) {
    const { res, session } = request;
    await store.deleteSessionsOf(session.editor, session.key);
    log.info("editor.second_factor_removed", { editor: session.editor, factor: what });
    redirect(res, `${securityPath}?removed`);
  }

  return { showStep, complete, security, mayAdd, added, removed };
}

type Steps = ReturnType<typeof secondFactorSteps>;

const flashOf = (query: URLSearchParams): Flash | undefined =>
  query.has("added")
    ? { kind: "notice", text: u.factorAdded }
    : query.has("removed")
      ? { kind: "notice", text: u.removed }
      : query.has("last")
        ? { kind: "error", text: u.lastFactor }
        : undefined;

export function secondFactorRoutes(deps: SecondFactorDeps): Route[] {
  const steps = secondFactorSteps(deps);
  return [
    ...secondStepRoutes(deps, steps),
    ...addFactorRoutes(deps, steps),
    ...removeFactorRoutes(deps, steps),
    ...deviceRoutes(deps),
  ];
}

/** The step after the password: its page, a code, a passkey. */
function secondStepRoutes(deps: SecondFactorDeps, steps: Steps): Route[] {
  const { factors } = deps;
  const { showStep } = steps;
  return [
    {
      method: "GET",
      path: secondStepPath,
      half: true,
      handle: async ({ res, session }) => {
        if (session.full === true) return redirect(res, "/admin");
        if (!(await factors.has(session.editor))) return redirect(res, securityPath);
        return showStep(res, session.editor);
      },
    },
    proofRoute(deps, steps, "code", async (editor, fields) => {
      const code = fields.code ?? "";
      const result = await factors.checkCode(editor, code);
      if (result === "ok") return { step: /^\d{6}$/.test(code.trim()) ? "code" : "recovery" };
      return { reason: result, text: result === "reused" ? s.reusedCode : s.wrongCode };
    }),
    proofRoute(deps, steps, "passkey", async (editor, fields) => {
      const ok = await factors.finishAuthentication(
        editor,
        fields.challenge ?? "",
        fields.response ?? "",
      );
      return ok ? { step: "passkey" } : { reason: "passkey", text: s.passkeyFailed };
    }),
  ];
}

/** What a proof of the second step came to: how it was signed in, or why it was refused. */
type Proof = { step: string } | { reason: string; text: string };

/**
 * A post that proves the second step (`/code` or `/passkey`): counted by the code limiter, then
 * `prove` checks the fields; a proof that holds completes the sign-in.
 */
function proofRoute(
  deps: SecondFactorDeps,
  steps: Steps,
  name: string,
  prove: (editor: string, fields: Record<string, string>) => Promise<Proof>,
): Route {
  const { log } = deps;
  const { showStep, complete } = steps;
  return {
    method: "POST",
    path: `${secondStepPath}/${name}`,
    half: true,
    handle: async ({ req, res, session }) => {
      if (session.full === true) return redirect(res, "/admin");
      const fields = await readFields(req);
      const editor = session.editor;
      const device = await deps.devices.deviceOf(req, editor);
      const attempt = await deps.codeLimiter.attempt(editor, deps.clientOf(req), device);
      if (attempt.wait > 0) {
        log.warn("editor.second_step_limited", { wait: attempt.wait });
        res.setHeader("Retry-After", String(attempt.wait));
        return showStep(res, editor, 429, { kind: "error", text: t.tooMany(attempt.wait) });
      }
      const proof = await prove(editor, fields);
      if ("reason" in proof) {
        log.info("editor.second_step_failed", { reason: proof.reason });
        return showStep(res, editor, 401, { kind: "error", text: proof.text });
      }
      await attempt.release();
      log.info("editor.signed_in", { editor, step: proof.step });
      await complete(req, res, session);
      redirect(res, "/admin");
    },
  };
}

/** The set-up and security page, and adding an authenticator or a passkey. */
function addFactorRoutes(deps: SecondFactorDeps, steps: Steps): Route[] {
  const { factors } = deps;
  const { security, mayAdd } = steps;
  return [
    {
      method: "GET",
      path: securityPath,
      half: true,
      handle: async (request) => {
        if (!(await mayAdd(request.session))) return redirect(request.res, secondStepPath);
        return security(request, 200, flashOf(request.query));
      },
    },
    addingRoute(steps, "authenticator", u.defaultTotpName, async (editor, fields, label) => {
      const result = await factors.finishTotp(editor, fields.setup ?? "", fields.code ?? "", label);
      if (result === "ok") return undefined;
      return result === "wrong" ? u.totpWrong : u.totpExpired;
    }),
    addingRoute(steps, "passkey", u.defaultPasskeyName, async (editor, fields, label) => {
      const ok = await factors.finishRegistration(
        editor,
        fields.challenge ?? "",
        fields.response ?? "",
        label,
      );
      return ok ? undefined : u.passkeyNotAdded;
    }),
  ];
}

/**
 * A route that adds a factor: only while the account may add one, named as the form says (or
 * by default); `finish` answers undefined when the factor was added, else what to tell staff.
 */
function addingRoute(
  steps: Steps,
  factor: "authenticator" | "passkey",
  defaultName: string,
  finish: (
    editor: string,
    fields: Awaited<ReturnType<typeof readFields>>,
    label: string,
  ) => Promise<string | undefined>,
): Route {
  const { security, mayAdd, added } = steps;
  return {
    method: "POST",
    path: `${securityPath}/${factor}`,
    half: true,
    handle: async (request) => {
      const { req, res, session } = request;
      if (!(await mayAdd(session))) return redirect(res, secondStepPath);
      const fields = await readFields(req);
      const label = (fields.label ?? "").trim().slice(0, 60) || defaultName;
      const refused = await finish(session.editor, fields, label);
      if (refused) return security(request, 400, { kind: "error", text: refused });
      return added(request, factor === "authenticator" ? "totp" : "passkey");
    },
  };
}

/** Removing a passkey or the authenticator (never the last factor), new recovery codes. */
function removeFactorRoutes(deps: SecondFactorDeps, steps: Steps): Route[] {
  const { store, factors, log } = deps;
  const { removed } = steps;
  return [
    {
      method: "POST",
      path: `${securityPath}/passkey/remove`,
      handle: async (request) => {
        const { req, res, session } = request;
        const fields = await readFields(req);
        const count =
          (await store.passkeys(session.editor)).length +
          ((await store.totp(session.editor)) ? 1 : 0);
        if (count <= 1) return redirect(res, `${securityPath}?last`);
        if (!(await store.removePasskey(session.editor, fields.id ?? "")))
          return redirect(res, securityPath);
        return removed(request, "passkey");
      },
    },
    {
      method: "POST",
      path: `${securityPath}/authenticator/remove`,
      handle: async (request) => {
        const { res, session } = request;
        if ((await store.passkeys(session.editor)).length === 0)
          return redirect(res, `${securityPath}?last`);
        if (!(await store.removeTotp(session.editor))) return redirect(res, securityPath);
        return removed(request, "totp");
      },
    },
    {
      method: "POST",
      path: `${securityPath}/recovery-codes`,
      handle: async (request) => {
        const codes = await factors.renewRecoveryCodes(request.session.editor);
        log.info("editor.recovery_codes_renewed", { editor: request.session.editor });
        sendHtml(
          request.res,
          200,
          codesPage(frameFor(request, securityPath, deps.editorUrl), codes),
        );
      },
    },
  ];
}
