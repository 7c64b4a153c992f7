/**
 * The team page's HTML (team.ts has its routes): the accounts with their rights, last sign-in
 * and factors, the invitation form, one account's actions, a set-up link to hand over, and
 * what was done to accounts (the audit).
 */
import type { AccountEvent, Editor, Rights } from "../accounts/index.ts";
import { type Html, html } from "../shared/html.ts";
import { formatTime } from "../shared/staff-time.ts";
import { type Flash, type Frame, flash, messages, page } from "../staff-frame/index.ts";

export const teamPath = "/admin/team";
export const invitePath = `${teamPath}/invite`;
export const accountPath = `${teamPath}/account`;
export const accountUrl = (name: string) => `${accountPath}?name=${encodeURIComponent(name)}`;

const t = messages.hu;
const m = t.team;

const rightBadges = (rights: Rights) => {
  const names = [rights.accounts && m.rightAccounts, rights.inquiries && m.rightInquiries].filter(
    (name): name is string => typeof name === "string",
  );
  return names.length === 0
    ? html`<span class="badge none">${m.rightsNone}</span>`
    : names.map((name) => html`<span class="badge good">${name}</span> `);
};

function factorsCell(editor: Editor): Html {
  if (editor.factors > 0) return html`${m.factorCount(editor.factors)}`;
  return html`<span class="badge wait">${editor.invited ? m.awaitingSetUp : m.noFactor}</span>`;
}

function accountRow(editor: Editor, me: string): Html {
  const last = editor.lastSignInAt ? formatTime(editor.lastSignInAt) : m.never;
  return html`<tr><th scope="row" data-label="${m.name}"><a class="tap" href="${accountUrl(editor.name)}">${editor.name}</a>${editor.name === me && html` <span class="badge good">${m.you}</span>`}</th><td data-label="${m.rights}">${rightBadges(editor)}</td><td data-label="${m.lastSignIn}">${last}</td><td data-label="${m.factors}">${factorsCell(editor)}</td></tr>`;
}

function auditList(events: readonly AccountEvent[]): Html {
  if (events.length === 0) return html`<p class="muted">${m.auditEmpty}</p>`;
  const row = (event: AccountEvent) =>
    html`<tr><td data-label="${m.when}">${formatTime(event.at)}</td><td data-label="${m.who}">${event.actor || "–"}</td><td data-label="${m.what}">${m.events[event.kind]}</td><td data-label="${m.whom}">${event.editor}</td></tr>`;
  return html`<table class="stack"><thead><tr><th scope="col">${m.when}</th><th scope="col">${m.who}</th><th scope="col">${m.what}</th><th scope="col">${m.whom}</th></tr></thead><tbody>${events.map(row)}</tbody></table>`;
}

export function teamPage(
  frame: Frame,
  editors: readonly Editor[],
  events: readonly AccountEvent[],
  message?: Flash,
): Html {
  return page(
    frame,
    m.title,
    html`${flash(message)}<div class="card"><p>${m.lead}</p><p><a class="button" href="${invitePath}">${m.invite}</a></p>
<table class="stack"><caption>${m.accounts(editors.length)}</caption><thead><tr><th scope="col">${m.name}</th><th scope="col">${m.rights}</th><th scope="col">${m.lastSignIn}</th><th scope="col">${m.factors}</th></tr></thead><tbody>${editors.map((editor) => accountRow(editor, frame.editor))}</tbody></table></div>
<section class="card" aria-labelledby="audit-heading"><h2 id="audit-heading">${m.auditHeading}</h2>${auditList(events)}</section>`,
  );
}

const rightBoxes = (rights: Rights) =>
  html`<fieldset><legend>${m.rights}</legend><label class="check"><input type="checkbox" name="inquiries" value="on"${rights.inquiries && html` checked`}> ${m.rightInquiriesLong}</label><label class="check"><input type="checkbox" name="accounts" value="on"${rights.accounts && html` checked`}> ${m.rightAccountsLong}</label></fieldset>`;

export interface InviteFields {
  name: string;
  email: string;
  rights: Rights;
}

export function invitePage(frame: Frame, fields: InviteFields, message?: Flash): Html {
  const failed = message?.kind === "error";
  return page(
    frame,
    m.inviteTitle,
    html`${flash(message, "invite-error")}<div class="card narrow-card"><p>${m.inviteLead}</p>
<form method="post" action="${invitePath}"><label for="invite-name">${m.name}</label><p class="muted" id="invite-name-hint">${m.nameHint}</p><input id="invite-name" name="name" required maxlength="100" autocomplete="off" value="${fields.name}" aria-describedby="invite-name-hint${failed && " invite-error"}">
<label for="invite-email">${m.email}</label><p class="muted" id="invite-email-hint">${m.emailHint}</p><input id="invite-email" name="email" type="email" required maxlength="254" autocomplete="off" value="${fields.email}" aria-describedby="invite-email-hint">
${rightBoxes(fields.rights)}<button type="submit" data-busy="${m.inviting}">${m.sendInvite}</button></form><p class="out"><a class="tap" href="${teamPath}">${m.back}</a></p></div>`,
  );
}

/** One account's actions: its rights, its sessions, its second factor, removing it. */
export function accountPage(frame: Frame, editor: Editor, message?: Flash): Html {
  const name = html`<input type="hidden" name="name" value="${editor.name}">`;
  const self = editor.name === frame.editor;
  return page(
    frame,
    editor.name,
    html`${flash(message, "account-message")}<div class="card narrow-card"><p>${editor.email ? m.emailIs(editor.email) : m.noEmail}</p><p>${m.lastSignIn}: ${editor.lastSignInAt ? formatTime(editor.lastSignInAt) : m.never} · ${m.factors}: ${factorsCell(editor)}</p></div>
<section class="card narrow-card" aria-labelledby="rights-heading"><h2 id="rights-heading">${m.rights}</h2><form method="post" action="${teamPath}/rights">${name}${rightBoxes(editor)}<button type="submit">${m.saveRights}</button></form></section>
<section class="card narrow-card" aria-labelledby="sessions-heading"><h2 id="sessions-heading">${m.sessionsHeading}</h2><p>${self ? m.sessionsLeadSelf : m.sessionsLead}</p><form method="post" action="${teamPath}/sessions">${name}<button class="secondary" type="submit">${m.endSessions}</button></form></section>
${!self && html`<section class="card narrow-card" aria-labelledby="reset-heading"><h2 id="reset-heading">${m.resetHeading}</h2><p>${m.resetLead}</p><form method="post" action="${teamPath}/reset">${name}<button class="secondary" type="submit">${m.reset}</button></form></section>`}
<section class="card narrow-card" aria-labelledby="remove-heading"><h2 id="remove-heading">${m.removeHeading}</h2><p>${m.removeLead}</p><form method="post" action="${teamPath}/remove">${name}<label class="check"><input type="checkbox" name="sure" value="on" required> ${m.removeSure(editor.name)}</label><button class="danger" type="submit">${m.remove}</button></form></section>
<p><a class="tap" href="${teamPath}">${m.back}</a></p>`,
  );
}

/** A set-up link made for `editor`: sent by e-mail, or to hand over. */
export function linkPage(
  frame: Frame,
  link: { editor: string; url: string; expiresAt: number; sentTo?: string; reset: boolean },
): Html {
  const until = formatTime(new Date(link.expiresAt).toISOString());
  const sent = link.sentTo
    ? html`<div class="notice" role="status"><p>${m.sent(link.sentTo, until)}</p></div>`
    : html`<div class="warning" role="status"><p>${m.handOver(until)}</p></div>`;
  return page(
    frame,
    link.reset ? m.resetDone(link.editor) : m.invited(link.editor),
    html`${sent}<div class="card narrow-card"><p id="link-label">${m.linkLabel}</p><p class="actions"><code class="link-text" id="set-up-link">${link.url}</code><button type="button" class="secondary" data-copy="${link.url}" data-done="${t.setUp.copied}" hidden>${m.copyLink}</button></p><p class="muted">${m.linkNote}</p><p><a class="button" href="${teamPath}">${m.back}</a></p></div>`,
  );
}
