/**
 * The second step and what it needs (docs/editor.md, "Second step"): the step page after the
 * password (a passkey, an authenticator code or a recovery code), the set-up every account
 * without a factor is led to before anything else, the security page (passkeys, the
 * authenticator, recovery codes) and the devices signed in. The factors themselves are
 * server/accounts/second-factors.ts.
 *
 * A session with the password alone (half) reaches only the routes marked `half` here and
 * sign-out (admin.ts); the set-up routes let such a session add a factor only while the account
 * has none, so a stolen password cannot add the thief's own.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type DeviceCookies,
  deviceWords,
  type EditorStore,
  qrSvg,
  type SecondFactors,
  type Session,
  type SessionListing,
  type Sessions,
  type SignInLimiter,
  totpUri,
} from "../accounts/index.ts";
import { escapeHtml } from "../shared/html.ts";
import { redirect } from "../shared/http.ts";
import type { Logger } from "../shared/log.ts";
import { formatTime } from "../shared/staff-time.ts";
import { messages } from "./messages.ts";
import { bare, type Flash, flash, frameFor, page, passkeyPolicy, passkeyScript } from "./pages.ts";
import { readFields, sendHtml } from "./respond.ts";
import type { AdminRequest, Route } from "./route.ts";

export const secondStepPath = "/admin/second-step";
export const securityPath = "/admin/security";
export const devicesPath = "/admin/devices";

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

const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The passkey button with its options, hidden until the script shows it. */
const passkeyButton = (
  mode: "register" | "authenticate",
  label: string,
  options: unknown,
  failed: string,
) =>
  `<script type="application/json" id="passkey-options">${json(options)}</script><input type="hidden" name="response" value="">
<button type="button" id="passkey-go" data-mode="${mode}" data-failed="${escapeHtml(failed)}" hidden>${escapeHtml(label)}</button>
<p class="muted" id="passkey-status" role="status"></p><noscript><p class="warning">${s.noScript}</p></noscript>`;

const signOutForm = `<form method="post" action="/admin/sign-out"><button class="link" type="submit">${t.signOut}</button></form>`;

/** The page after the password. */
function stepPage(options: {
  passkey?: { id: string; options: unknown };
  totp: boolean;
  message?: Flash;
}): string {
  const passkey = options.passkey
    ? `<section aria-labelledby="passkey-heading"><h2 id="passkey-heading">${s.passkeyHeading}</h2><p class="muted">${s.passkeyHint}</p>
<form method="post" action="${secondStepPath}/passkey"><input type="hidden" name="challenge" value="${escapeHtml(options.passkey.id)}">${passkeyButton("authenticate", s.advancePasskey, options.passkey.options, s.passkeyCancelled)}</form></section>`
    : "";
  const failed = options.message?.kind === "error";
  const code = `<section aria-labelledby="code-heading"><h2 id="code-heading">${s.codeHeading}</h2>
<form method="post" action="${secondStepPath}/code"><label for="code">${s.code}</label><p class="muted" id="code-hint">${options.totp ? s.codeHint : s.recoveryOnlyHint}</p><input id="code" name="code" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" required maxlength="40" aria-describedby="code-hint${failed ? " step-error" : ""}"${options.passkey ? "" : " autofocus"}>
<button type="submit">${s.next}</button></form></section>`;
  return bare(
    s.title,
    `<main class="narrow" id="main"><div class="card"><p class="brand">${escapeHtml(t.product)}</p><h1>${s.title}</h1><p class="muted">${s.lead}</p>${flash(options.message, "step-error")}${passkey}${code}${signOutForm}</div></main>${options.passkey ? `<script>${passkeyScript}</script>` : ""}`,
  );
}

interface SecurityView {
  editor: string;
  passkeys: Awaited<ReturnType<EditorStore["passkeys"]>>;
  totp: Awaited<ReturnType<EditorStore["totp"]>>;
  pending: { id: string; secret: string; svg: string };
  registration: { id: string; options: unknown };
  recoveryLeft: number;
  message?: Flash;
}

const date = (iso: string) => escapeHtml(formatTime(iso));

/** The set-up (for an account without a factor) or the security page's sections. */
function securitySections(view: SecurityView, setUp: boolean): string {
  const removable = view.passkeys.length + (view.totp ? 1 : 0) > 1;
  const passkeyList = view.passkeys.length
    ? `<ul class="factors">${view.passkeys
        .map(
          (p) =>
            `<li><span><strong>${escapeHtml(p.label)}</strong><br><span class="muted">${escapeHtml(u.added(formatTime(p.createdAt)))}${p.lastUsedAt ? ` · ${escapeHtml(u.lastUsed(formatTime(p.lastUsedAt)))}` : ""}</span></span>${removable ? `<form method="post" action="${securityPath}/passkey/remove"><input type="hidden" name="id" value="${escapeHtml(p.id)}"><button class="secondary" type="submit" aria-label="${escapeHtml(u.removeNamed(p.label))}">${u.remove}</button></form>` : ""}</li>`,
        )
        .join("")}</ul>`
    : setUp
      ? ""
      : `<p class="muted">${u.noPasskeys}</p>`;
  const passkeys = `<section class="card" aria-labelledby="passkeys-heading"><h2 id="passkeys-heading">${u.passkeysHeading}</h2><p>${u.passkeysLead}</p>${passkeyList}
<form method="post" action="${securityPath}/passkey"><input type="hidden" name="challenge" value="${escapeHtml(view.registration.id)}"><label for="passkey-label">${u.passkeyName}</label><p class="muted" id="passkey-label-hint">${u.passkeyNameHint}</p><input id="passkey-label" name="label" required maxlength="60" aria-describedby="passkey-label-hint">
${passkeyButton("register", u.addPasskey, view.registration.options, u.passkeyNotAdded)}</form></section>`;
  const current = view.totp
    ? `<ul class="factors"><li><span>${escapeHtml(u.totpSet(view.totp.label, formatTime(view.totp.createdAt)))}</span>${removable ? `<form method="post" action="${securityPath}/authenticator/remove"><button class="secondary" type="submit" aria-label="${escapeHtml(u.removeNamed(view.totp.label))}">${u.remove}</button></form>` : ""}</li></ul>`
    : "";
  const totp = `<section class="card" aria-labelledby="totp-heading"><h2 id="totp-heading">${u.totpHeading}</h2><p>${u.totpLead}</p>${current}
<p>${u.totpSteps}</p><div role="img" aria-label="${u.qrLabel}">${view.pending.svg.replace("<svg ", '<svg class="qr" aria-hidden="true" focusable="false" ')}</div>
<p>${u.secret}: <code class="secret" id="totp-secret">${escapeHtml(view.pending.secret.replace(/(.{4})/g, "$1 ").trim())}</code></p>
<form method="post" action="${securityPath}/authenticator"><input type="hidden" name="setup" value="${escapeHtml(view.pending.id)}"><label for="totp-label">${u.totpName}</label><p class="muted" id="totp-label-hint">${u.totpNameHint}</p><input id="totp-label" name="label" required maxlength="60" aria-describedby="totp-label-hint">
<label for="totp-code">${u.totpCode}</label><input id="totp-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,8}" required maxlength="8">
<button type="submit">${view.totp ? u.replaceTotp : u.setTotp}</button></form></section>`;
  const recovery = setUp
    ? ""
    : `<section class="card" aria-labelledby="recovery-heading"><h2 id="recovery-heading">${u.recoveryHeading}</h2><p>${escapeHtml(u.recoveryLead(view.recoveryLeft))}</p><form method="post" action="${securityPath}/recovery-codes"><button class="secondary" type="submit">${u.renewRecovery}</button></form></section>
<p><a href="${devicesPath}">${u.devicesLink}</a></p>`;
  return `${flash(view.message, "security-message")}${passkeys}${totp}${recovery}`;
}

/** The recovery codes, shown once. */
const codesBody = (codes: readonly string[], next: string) =>
  `<div class="card"><p>${u.codesLead}</p><ul class="codes">${codes.map((code) => `<li>${escapeHtml(code)}</li>`).join("")}</ul><p><a class="button" href="${next}">${u.codesDone}</a></p></div>`;

/** An opaque id of a session for its form: not its stored key. */
const sessionId = (key: string) =>
  createHash("sha256").update(key).digest("base64url").slice(0, 22);

function devicesBody(sessions: SessionListing[], current: string, message?: Flash): string {
  const rows = sessions
    .map((row) => {
      const mine = row.key === current;
      const device = row.device || d.unknownDevice;
      const notes = [mine ? d.thisDevice : "", row.full ? "" : d.halfSignedIn].filter(Boolean);
      return `<tr><td data-label="${d.device}">${escapeHtml(device)}${notes.length ? ` <span class="badge ${mine ? "good" : "wait"}">${escapeHtml(notes.join(", "))}</span>` : ""}</td><td data-label="${d.place}">${escapeHtml(row.place || "–")}</td><td data-label="${d.lastUsed}">${date(new Date(row.lastSeenAt).toISOString())}</td>
<td><form method="post" action="${devicesPath}/sign-out"><input type="hidden" name="id" value="${sessionId(row.key)}"><button class="secondary" type="submit" aria-label="${escapeHtml(d.signOutDeviceNamed(device))}">${d.signOutDevice}</button></form></td></tr>`;
    })
    .join("");
  return `${flash(message)}<div class="card"><p>${d.lead}</p><table class="stack"><thead><tr><th scope="col">${d.device}</th><th scope="col">${d.place}</th><th scope="col">${d.lastUsed}</th><td></td></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="${devicesPath}/sign-out-others"><button class="danger" type="submit">${d.signOutOthers}</button></form></div>`;
}

export function secondFactorRoutes(deps: SecondFactorDeps): Route[] {
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
    const headers = { "Content-Security-Policy": passkeyPolicy };
    if (session.full !== true)
      return sendHtml(
        res,
        status,
        bare(
          u.title,
          `<main class="wide" id="main"><div class="card"><p class="brand">${escapeHtml(t.product)}</p><h1>${u.title}</h1><p>${u.lead}</p>${signOutForm}</div>${securitySections(view, true)}</main><script>${passkeyScript}</script>`,
        ),
        headers,
      );
    sendHtml(
      res,
      status,
      page(
        frameFor(request, securityPath, deps.editorUrl),
        u.securityTitle,
        `${securitySections(view, false)}<script>${passkeyScript}</script>`,
      ),
      headers,
    );
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
      return sendHtml(
        res,
        200,
        wasHalf
          ? bare(
              u.codesTitle,
              `<main class="narrow" id="main"><p class="brand">${escapeHtml(t.product)}</p><h1>${u.codesTitle}</h1>${codesBody(codes, "/admin")}</main>`,
            )
          : page(frame, u.codesTitle, codesBody(codes, securityPath)),
      );
    }
    redirect(res, `${securityPath}?added`);
  }

  async function removed(request: AdminRequest, what: string) {
    const { res, session } = request;
    await store.deleteSessionsOf(session.editor, session.key);
    log.info("editor.second_factor_removed", { editor: session.editor, factor: what });
    redirect(res, `${securityPath}?removed`);
  }

  const flashOf = (query: URLSearchParams): Flash | undefined =>
    query.has("added")
      ? { kind: "notice", text: u.factorAdded }
      : query.has("removed")
        ? { kind: "notice", text: u.removed }
        : query.has("last")
          ? { kind: "error", text: u.lastFactor }
          : undefined;

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
    {
      method: "POST",
      path: `${secondStepPath}/code`,
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
        const code = fields.code ?? "";
        const result = await factors.checkCode(editor, code);
        if (result !== "ok") {
          log.info("editor.second_step_failed", { reason: result });
          return showStep(res, editor, 401, {
            kind: "error",
            text: result === "reused" ? s.reusedCode : s.wrongCode,
          });
        }
        await attempt.release();
        log.info("editor.signed_in", {
          editor,
          step: /^\d{6}$/.test(code.trim()) ? "code" : "recovery",
        });
        await complete(req, res, session);
        redirect(res, "/admin");
      },
    },
    {
      method: "POST",
      path: `${secondStepPath}/passkey`,
      half: true,
      handle: async ({ req, res, session }) => {
        if (session.full === true) return redirect(res, "/admin");
        const fields = await readFields(req);
        const editor = session.editor;
        const device = await deps.devices.deviceOf(req, editor);
        const attempt = await deps.codeLimiter.attempt(editor, deps.clientOf(req), device);
        if (attempt.wait > 0) {
          res.setHeader("Retry-After", String(attempt.wait));
          return showStep(res, editor, 429, { kind: "error", text: t.tooMany(attempt.wait) });
        }
        const ok = await factors.finishAuthentication(
          editor,
          fields.challenge ?? "",
          fields.response ?? "",
        );
        if (!ok) {
          log.info("editor.second_step_failed", { reason: "passkey" });
          return showStep(res, editor, 401, { kind: "error", text: s.passkeyFailed });
        }
        await attempt.release();
        log.info("editor.signed_in", { editor, step: "passkey" });
        await complete(req, res, session);
        redirect(res, "/admin");
      },
    },
    {
      method: "GET",
      path: securityPath,
      half: true,
      handle: async (request) => {
        if (!(await mayAdd(request.session))) return redirect(request.res, secondStepPath);
        return security(request, 200, flashOf(request.query));
      },
    },
    {
      method: "POST",
      path: `${securityPath}/authenticator`,
      half: true,
      handle: async (request) => {
        const { req, res, session } = request;
        if (!(await mayAdd(session))) return redirect(res, secondStepPath);
        const fields = await readFields(req);
        const label = (fields.label ?? "").trim().slice(0, 60) || u.defaultTotpName;
        const result = await factors.finishTotp(
          session.editor,
          fields.setup ?? "",
          fields.code ?? "",
          label,
        );
        if (result !== "ok")
          return security(request, 400, {
            kind: "error",
            text: result === "wrong" ? u.totpWrong : u.totpExpired,
          });
        return added(request, "totp");
      },
    },
    {
      method: "POST",
      path: `${securityPath}/passkey`,
      half: true,
      handle: async (request) => {
        const { req, res, session } = request;
        if (!(await mayAdd(session))) return redirect(res, secondStepPath);
        const fields = await readFields(req);
        const label = (fields.label ?? "").trim().slice(0, 60) || u.defaultPasskeyName;
        const ok = await factors.finishRegistration(
          session.editor,
          fields.challenge ?? "",
          fields.response ?? "",
          label,
        );
        if (!ok) return security(request, 400, { kind: "error", text: u.passkeyNotAdded });
        return added(request, "passkey");
      },
    },
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
          page(
            frameFor(request, securityPath, deps.editorUrl),
            u.codesTitle,
            codesBody(codes, securityPath),
          ),
        );
      },
    },
    {
      method: "GET",
      path: devicesPath,
      handle: async (request) => {
        const { query, session } = request;
        const message: Flash | undefined = query.has("ended")
          ? { kind: "notice", text: d.endedOne }
          : query.has("others")
            ? { kind: "notice", text: d.endedOthers(Number(query.get("others")) || 0) }
            : undefined;
        sendHtml(
          request.res,
          200,
          page(
            frameFor(request, securityPath, deps.editorUrl),
            d.title,
            devicesBody(await store.sessionsOf(session.editor), session.key, message),
          ),
        );
      },
    },
    {
      method: "POST",
      path: `${devicesPath}/sign-out`,
      handle: async ({ req, res, session }) => {
        const id = (await readFields(req)).id ?? "";
        const target = (await store.sessionsOf(session.editor)).find(
          (row) => sessionId(row.key) === id,
        );
        if (!target) return redirect(res, devicesPath);
        if (target.key === session.key)
          return redirect(res, "/admin/sign-in?out", { "Set-Cookie": await sessions.end(session) });
        await store.deleteSession(target.key);
        log.info("editor.device_signed_out", { editor: session.editor });
        redirect(res, `${devicesPath}?ended`);
      },
    },
    {
      method: "POST",
      path: `${devicesPath}/sign-out-others`,
      handle: async ({ res, session }) => {
        const count = await store.deleteSessionsOf(session.editor, session.key);
        log.info("editor.other_devices_signed_out", { editor: session.editor, count });
        redirect(res, `${devicesPath}?others=${count}`);
      },
    },
  ];
}
