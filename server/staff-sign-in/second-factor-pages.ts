/**
 * The pages of the second step (second-factor.ts has their routes): the step page after the
 * password, the set-up and security page's sections, and the recovery codes shown once.
 */
import type { EditorStore } from "../accounts/index.ts";
import { type Html, html, raw } from "../shared/html.ts";
import { formatTime } from "../shared/staff-time.ts";
import type { Flash, Frame } from "../staff-frame/index.ts";
import { bare, flash, messages, page, pageScript, passkeyScript } from "../staff-frame/index.ts";

export const secondStepPath = "/admin/second-step";
export const securityPath = "/admin/security";
export const devicesPath = "/admin/devices";
export const confirmPath = "/admin/confirm";
export const recoveryDownloadPath = "/admin/security/recovery-codes/download";

const t = messages.hu;
const s = t.secondStep;
const u = t.setUp;

/** Options as a JSON data block: no `</script>` can end it early. */
const json = (value: unknown) => raw(JSON.stringify(value).replace(/</g, "\\u003c"));

/** The passkey script, as the passkey pages carry it. */
const passkeyScriptTag = html`<script>${raw(passkeyScript)}</script>`;

/** The passkey button with its options, hidden until the script shows it. */
const passkeyButton = (
  mode: "register" | "authenticate",
  label: string,
  options: unknown,
  failed: string,
) =>
  html`<script type="application/json" id="passkey-options">${json(options)}</script><input type="hidden" name="response" value="">
<button type="button" id="passkey-go" data-mode="${mode}" data-failed="${failed}" hidden>${label}</button>
<p class="muted" id="passkey-status" role="status"></p><noscript><p class="warning">${s.noScript}</p></noscript>`;

const signOutForm = html`<form class="out" method="post" action="/admin/sign-out"><button class="link" type="submit">${t.signOut}</button></form>`;

export interface StepOptions {
  passkey?: { id: string; options: unknown };
  totp: boolean;
  message?: Flash;
}

/** The step's two ways, a passkey and a code, posting to `action`/passkey and `action`/code. */
function stepForms(options: StepOptions, action: string, extra: Html = html``): Html {
  const passkey =
    options.passkey &&
    html`<section aria-labelledby="passkey-heading"><h2 id="passkey-heading">${s.passkeyHeading}</h2><p class="muted">${s.passkeyHint}</p>
<form method="post" action="${action}/passkey">${extra}<input type="hidden" name="challenge" value="${options.passkey.id}">${passkeyButton("authenticate", s.advancePasskey, options.passkey.options, s.passkeyCancelled)}</form></section>`;
  const failed = options.message?.kind === "error";
  const code = html`<section aria-labelledby="code-heading"><h2 id="code-heading">${s.codeHeading}</h2>
<form method="post" action="${action}/code">${extra}<label for="code">${s.code}</label><p class="muted" id="code-hint">${options.totp ? s.codeHint : s.recoveryOnlyHint}</p><input id="code" name="code" autocomplete="one-time-code" autocapitalize="none" spellcheck="false" required maxlength="40" aria-describedby="code-hint${failed && " step-error"}"${!options.passkey && html` autofocus`}>
<button type="submit">${s.next}</button></form></section>`;
  return html`${flash(options.message, "step-error")}${passkey}${code}`;
}

/** The page after the password. */
export function stepPage(options: StepOptions): Html {
  return bare(
    s.title,
    html`<main class="narrow" id="main"><div class="card"><p class="brand">${t.product}</p><h1>${s.title}</h1><p class="muted">${s.lead}</p>${stepForms(options, secondStepPath)}${signOutForm}</div></main>${options.passkey && passkeyScriptTag}`,
  );
}

/**
 * A fresh second step before a sensitive action (re-authentication): inside the signed-in
 * frame, back to `next` once it holds.
 */
export function confirmPage(frame: Frame, options: StepOptions & { next: string }): Html {
  const next = html`<input type="hidden" name="next" value="${options.next}">`;
  return page(
    frame,
    s.confirmTitle,
    html`<div class="card narrow-card"><p>${s.confirmLead}</p>${stepForms(options, confirmPath, next)}<p class="out"><a class="tap" href="${options.next.startsWith("/admin/team") ? "/admin/team" : securityPath}">${s.confirmCancel}</a></p></div>${options.passkey && passkeyScriptTag}`,
  );
}

export interface SecurityView {
  editor: string;
  passkeys: Awaited<ReturnType<EditorStore["passkeys"]>>;
  totp: Awaited<ReturnType<EditorStore["totp"]>>;
  /** The set-up's secret, its otpauth:// URI and QR code (the same until it succeeds). */
  pending: { id: string; secret: string; uri: string; svg: string };
  /** The authenticator's name as typed, kept after a wrong code. */
  label?: string;
  registration: { id: string; options: unknown };
  recoveryLeft: number;
  message?: Flash;
}

/** May a factor be removed: not the account's last one. */
const removable = (view: SecurityView) => view.passkeys.length + (view.totp ? 1 : 0) > 1;

function passkeysSection(view: SecurityView): Html {
  const item = (p: SecurityView["passkeys"][number]) =>
    html`<li><span><strong>${p.label}</strong><br><span class="muted">${u.added(formatTime(p.createdAt))}${p.lastUsedAt && html` · ${u.lastUsed(formatTime(p.lastUsedAt))}`}</span></span>${removable(view) && html`<form method="post" action="${securityPath}/passkey/remove"><input type="hidden" name="id" value="${p.id}"><button class="secondary" type="submit" aria-label="${u.removeNamed(p.label)}">${u.remove}</button></form>`}</li>`;
  const passkeyList = view.passkeys.length
    ? html`<ul class="factors">${view.passkeys.map(item)}</ul>`
    : html`<p class="muted">${u.noPasskeys}</p>`;
  return html`<section class="card" aria-labelledby="passkeys-heading"><h2 id="passkeys-heading">${u.passkeysHeading}</h2><p>${u.passkeysLead}</p>${passkeyList}
<form method="post" action="${securityPath}/passkey"><input type="hidden" name="challenge" value="${view.registration.id}"><label for="passkey-label">${u.passkeyName}</label><p class="muted" id="passkey-label-hint">${u.passkeyNameHint}</p><input id="passkey-label" name="label" required maxlength="60" aria-describedby="passkey-label-hint">
${passkeyButton("register", u.addPasskey, view.registration.options, u.passkeyNotAdded)}</form></section>`;
}

/** Text to copy with a button (shown by the page script; the text is selectable without it). */
const copyButton = (text: string, label: string) =>
  html`<button type="button" class="secondary" data-copy="${text}" data-done="${u.copied}" hidden>${label}</button>`;

/**
 * The authenticator's set-up as form fields: the app link, the QR code, the secret with its copy
 * button, the name and the code (the security page's form and the set-up link's carry them).
 */
export function totpFields(view: Pick<SecurityView, "pending" | "label">): Html {
  // The QR code's SVG is made on the server from the pending secret (qrSvg), never from input.
  const qr = raw(
    view.pending.svg.replace("<svg ", '<svg class="qr" aria-hidden="true" focusable="false" '),
  );
  const groups = view.pending.secret.match(/.{1,4}/g)?.join(" ") ?? "";
  return html`<p>${u.totpSteps}</p><p class="actions"><a class="button secondary" href="${view.pending.uri}">${u.openInApp}</a></p><div role="img" aria-label="${u.qrLabel}">${qr}</div>
<p id="totp-secret-label">${u.secret}:</p><p class="actions"><code class="secret" id="totp-secret">${groups}</code>${copyButton(view.pending.secret, u.copySecret)}</p><p class="muted">${u.sameSecret}</p>
<input type="hidden" name="setup" value="${view.pending.id}"><label for="totp-label">${u.totpName}</label><p class="muted" id="totp-label-hint">${u.totpNameHint}</p><input id="totp-label" name="label" required maxlength="60" aria-describedby="totp-label-hint" value="${view.label}">
<label for="totp-code">${u.totpCode}</label><input id="totp-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,8}" required maxlength="8">`;
}

/** A form that starts the set-up over, with a new secret. */
export const newSecretForm = (action: string) =>
  html`<form class="out" method="post" action="${action}"><button class="link" type="submit">${u.newSecret}</button></form>`;

function totpSection(view: SecurityView): Html {
  const current =
    view.totp &&
    html`<ul class="factors"><li><span>${u.totpSet(view.totp.label, formatTime(view.totp.createdAt))}</span>${removable(view) && html`<form method="post" action="${securityPath}/authenticator/remove"><button class="secondary" type="submit" aria-label="${u.removeNamed(view.totp.label)}">${u.remove}</button></form>`}</li></ul>`;
  return html`<section class="card" aria-labelledby="totp-heading"><h2 id="totp-heading">${u.totpHeading}</h2><p>${u.totpLead}</p>${current}
<form method="post" action="${securityPath}/authenticator">${totpFields(view)}
<button type="submit">${view.totp ? u.replaceTotp : u.setTotp}</button></form>${newSecretForm(`${securityPath}/authenticator/cancel`)}</section>`;
}

const recoverySection = (view: SecurityView) =>
  html`<section class="card" aria-labelledby="recovery-heading"><h2 id="recovery-heading">${u.recoveryHeading}</h2><p>${u.recoveryLead(view.recoveryLeft)}</p><form method="post" action="${securityPath}/recovery-codes"><button class="secondary" type="submit">${u.renewRecovery}</button></form></section>
<section class="card" aria-labelledby="password-heading"><h2 id="password-heading">${t.ownPassword.title}</h2><p>${u.passwordLead}</p><p><a class="button secondary" href="${securityPath}/password">${t.ownPassword.link}</a></p></section>
<p><a class="tap" href="${devicesPath}">${u.devicesLink}</a></p>`;

/** The security page's sections. */
const securitySections = (view: SecurityView) =>
  html`${flash(view.message, "security-message")}${passkeysSection(view)}${totpSection(view)}${recoverySection(view)}`;

/** The page a half session of an account without a factor meets: the way is a set-up link. */
export const noFactorPage = () =>
  bare(
    u.title,
    html`<main class="narrow" id="main"><div class="card"><p class="brand">${t.product}</p><h1>${u.title}</h1><p>${u.noFactor}</p>${signOutForm}</div></main>${pageScript}`,
  );

/** The security page of a signed-in editor. */
export const securityPage = (frame: Frame, view: SecurityView) =>
  page(frame, u.securityTitle, html`${securitySections(view)}${passkeyScriptTag}`);

/** The recovery codes, shown once, with a print, a copy and a download of them. */
const codesBody = (codes: readonly string[], next: string) =>
  html`<div class="card"><p>${u.codesLead}</p><ul class="codes">${codes.map((code) => html`<li>${code}</li>`)}</ul>
<div class="actions no-print"><button type="button" class="secondary" data-print hidden>${u.printCodes}</button>${copyButton(codes.join("\n"), u.copyCodes)}<form method="post" action="${recoveryDownloadPath}">${codes.map((code) => html`<input type="hidden" name="code" value="${code}">`)}<button class="secondary" type="submit">${u.downloadCodes}</button></form></div>
<p class="no-print"><a class="button" href="${next}">${u.codesDone}</a></p></div>`;

/** The recovery codes inside the signed-in frame, or (`frame` undefined) at the end of the set-up. */
export const codesPage = (frame: Frame | undefined, codes: readonly string[]) =>
  frame
    ? page(frame, u.codesTitle, codesBody(codes, securityPath))
    : bare(
        u.codesTitle,
        html`<main class="narrow" id="main"><p class="brand">${t.product}</p><h1>${u.codesTitle}</h1>${codesBody(codes, "/admin")}</main>${pageScript}`,
      );
