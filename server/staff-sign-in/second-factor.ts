/**
 * The second factors and what they need (docs/editor.md, "Second step"): the security page
 * (passkeys, the authenticator, recovery codes), adding and removing a factor, and the devices
 * signed in (devices.ts). The step after the password is second-step.ts; the pages are in
 * second-factor-pages.ts; the factors themselves in server/accounts/second-factors.ts.
 *
 * Only a full session reaches these routes (server/back-office/admin.ts): no password alone
 * ever reaches a factor's set-up. An account without a factor sets one up through a set-up
 * link (set-up-link.ts), which a colleague who manages accounts or `npm run editors` makes.
 */
import { qrSvg, totpUri } from "../accounts/index.ts";
import { bodyKind, readBody, redirect, send } from "../shared/http.ts";
import type { AdminRequest, Flash, Route } from "../staff-frame/index.ts";
import { frameFor, messages, passkeyPolicy, readFields, sendHtml } from "../staff-frame/index.ts";
import { deviceRoutes } from "./devices.ts";
import { freshStepRoutes } from "./fresh-step.ts";
import { ownPasswordRoutes } from "./own-password.ts";
import {
  codesPage,
  devicesPath,
  recoveryDownloadPath,
  type SecurityView,
  secondStepPath,
  securityPage,
  securityPath,
} from "./second-factor-pages.ts";
import { type SecondFactorDeps, secondStepRoutes } from "./second-step.ts";

export { devicesPath, type SecondFactorDeps, secondStepPath, securityPath };

const t = messages.hu;
const u = t.setUp;

/**
 * What the security page and a set-up show of an account: its factors, the authenticator
 * set-up's one secret (the same until it succeeds), a passkey's challenge, its recovery codes.
 */
export async function securityView(
  deps: Pick<SecondFactorDeps, "store" | "factors">,
  editor: string,
  message?: Flash,
  label = "",
): Promise<SecurityView> {
  const { store, factors } = deps;
  const pending = await factors.pendingTotp(editor);
  const uri = totpUri(pending.secret, editor);
  return {
    editor,
    passkeys: await store.passkeys(editor),
    totp: await store.totp(editor),
    pending: { ...pending, uri, svg: await qrSvg(uri) },
    registration: await factors.registration(editor),
    recoveryLeft: await store.recoveryCodesLeft(editor),
    message,
    label,
  };
}

/** What the routes below share: the security page, adding and removing a factor. */
function secondFactorSteps(deps: SecondFactorDeps) {
  const { store, factors, log } = deps;

  async function security(request: AdminRequest, status = 200, message?: Flash, label = "") {
    const { res, session } = request;
    const view = await securityView(deps, session.editor, message, label);
    const body = securityPage(frameFor(request, securityPath, deps.editorUrl), view);
    sendHtml(res, status, body, { "Content-Security-Policy": passkeyPolicy });
  }

  /**
   * After a factor was added: the account's other sessions end; an account without recovery
   * codes gets its ten, shown once.
   */
  async function added(request: AdminRequest, what: string) {
    const { res, session } = request;
    await store.deleteSessionsOf(session.editor, session.key);
    log.info("editor.second_factor_added", { editor: session.editor, factor: what });
    if ((await store.recoveryCodesLeft(session.editor)) === 0) {
      const codes = await factors.renewRecoveryCodes(session.editor);
      const frame = frameFor(request, securityPath, deps.editorUrl);
      return sendHtml(res, 200, codesPage(frame, codes));
    }
    redirect(res, `${securityPath}?added`);
  }

  async function removed(request: AdminRequest, what: string) {
    const { res, session } = request;
    await store.deleteSessionsOf(session.editor, session.key);
    log.info("editor.second_factor_removed", { editor: session.editor, factor: what });
    redirect(res, `${securityPath}?removed`);
  }

  return { security, added, removed };
}

type Steps = ReturnType<typeof secondFactorSteps>;

const flashOf = (query: URLSearchParams): Flash | undefined =>
  query.has("added")
    ? { kind: "notice", text: u.factorAdded }
    : query.has("removed")
      ? { kind: "notice", text: u.removed }
      : query.has("last")
        ? { kind: "error", text: u.lastFactor }
        : query.has("password")
          ? { kind: "notice", text: t.ownPassword.changed }
          : undefined;

export function secondFactorRoutes(deps: SecondFactorDeps): Route[] {
  const steps = secondFactorSteps(deps);
  return [
    ...secondStepRoutes(deps),
    ...freshStepRoutes(deps),
    ...ownPasswordRoutes(deps),
    ...addFactorRoutes(deps, steps),
    ...removeFactorRoutes(deps, steps),
    ...deviceRoutes(deps),
  ];
}

/** The set-up and security page, and adding an authenticator or a passkey. */
function addFactorRoutes(deps: SecondFactorDeps, steps: Steps): Route[] {
  const { factors } = deps;
  const { security } = steps;
  return [
    {
      method: "GET",
      path: securityPath,
      handle: (request) => security(request, 200, flashOf(request.query)),
    },
    addingRoute(steps, "authenticator", u.defaultTotpName, async (editor, fields, label) => {
      const result = await factors.finishTotp(editor, fields.setup ?? "", fields.code ?? "", label);
      if (result === "ok") return undefined;
      return result === "wrong" ? u.totpWrong : u.totpExpired;
    }),
    {
      method: "POST",
      path: `${securityPath}/authenticator/cancel`,
      handle: async ({ res, session }) => {
        await factors.cancelTotp(session.editor);
        redirect(res, securityPath);
      },
    },
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
  const { security, added } = steps;
  return {
    method: "POST",
    path: `${securityPath}/${factor}`,
    handle: async (request) => {
      const { req, session } = request;
      const fields = await readFields(req);
      const label = (fields.label ?? "").trim().slice(0, 60) || defaultName;
      const refused = await finish(session.editor, fields, label);
      if (refused)
        return security(request, 400, { kind: "error", text: refused }, fields.label ?? "");
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
    {
      // The codes just shown, sent back by their page, as a text file: the server keeps only
      // their hashes. Nothing but well-formed codes goes into the file.
      method: "POST",
      path: recoveryDownloadPath,
      handle: async ({ req, res }) => {
        const codes = (await readCodes(req)).filter((code) =>
          /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code),
        );
        send(res, 200, "text/plain; charset=utf-8", recoveryFile(codes), {
          "Content-Disposition": `attachment; filename="${u.codesFileName}"`,
        });
      },
    },
  ];
}

/** The `code` fields of a form, every one of them (a form sends the name once per code). */
async function readCodes(req: Parameters<typeof readFields>[0]): Promise<string[]> {
  if (bodyKind(req.headers["content-type"]) !== "form") return [];
  const body = await readBody(req, 8 * 1024);
  return new URLSearchParams(body.toString("utf8")).getAll("code").slice(0, 20);
}

/** The recovery codes' file: what they are, then one code a line. */
const recoveryFile = (codes: readonly string[]) =>
  `${[u.codesFileHeading, u.codesFileLead, "", ...codes].join("\r\n")}\r\n`;
