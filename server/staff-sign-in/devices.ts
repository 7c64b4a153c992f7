/**
 * The devices signed in to an account (each session with its device and place), and signing
 * one of them or all the others out.
 */
import { createHash } from "node:crypto";
import type { AccountEvent, EditorStore, SessionListing, Sessions } from "../accounts/index.ts";
import { type Html, html } from "../shared/html.ts";
import { redirect } from "../shared/http.ts";
import type { Logger } from "../shared/log.ts";
import { formatTime } from "../shared/staff-time.ts";
import type { Flash, Frame, Route } from "../staff-frame/index.ts";
import { flash, frameFor, messages, page, readFields, sendHtml } from "../staff-frame/index.ts";
import { devicesPath, securityPath } from "./second-factor-pages.ts";

const d = messages.hu.devices;
/** Wrong codes of the last 30 days are shown, the newest 10. */
const guessesShown = 10;
const guessesShownMs = 30 * 86_400_000;

/** An opaque id of a session for its form: not its stored key. */
export const sessionId = (key: string) =>
  createHash("sha256").update(key).digest("base64url").slice(0, 22);

function deviceRow(row: SessionListing, current: string): Html {
  const mine = row.key === current;
  const device = row.device || d.unknownDevice;
  const notes = [mine ? d.thisDevice : "", row.full ? "" : d.halfSignedIn].filter(Boolean);
  return html`<tr><td data-label="${d.device}">${device}${notes.length > 0 && html` <span class="badge ${mine ? "good" : "wait"}">${notes.join(", ")}</span>`}</td><td data-label="${d.place}">${row.place || "–"}</td><td data-label="${d.lastUsed}">${formatTime(new Date(row.lastSeenAt).toISOString())}</td>
<td><form method="post" action="${devicesPath}/sign-out"><input type="hidden" name="id" value="${sessionId(row.key)}"><button class="secondary" type="submit" aria-label="${d.signOutDeviceNamed(device)}">${d.signOutDevice}</button></form></td></tr>`;
}

/** Wrong codes typed after the right password: someone knows it. */
function guessesCard(guesses: readonly AccountEvent[]): Html {
  if (guesses.length === 0) return html``;
  const items = guesses.map(
    (guess) => html`<li>${formatTime(guess.at)} · ${guess.place || "–"}</li>`,
  );
  return html`<div class="card warning" role="status"><h2>${d.guessesHeading}</h2><p>${d.guessesLead}</p><ul>${items}</ul><p><a class="tap" href="${securityPath}/password">${d.changePassword}</a></p></div>`;
}

/** The devices signed in to the account, each with its sign-out, and the sign-out of the others. */
export function devicesPage(
  frame: Frame,
  sessions: readonly SessionListing[],
  current: string,
  message?: Flash,
  guesses: readonly AccountEvent[] = [],
): Html {
  const rows = sessions.map((row) => deviceRow(row, current));
  return page(
    frame,
    d.title,
    html`${flash(message)}${guessesCard(guesses)}<div class="card"><p>${d.lead}</p><p><a class="tap" href="${securityPath}/password">${d.changePassword}</a></p><table class="stack"><thead><tr><th scope="col">${d.device}</th><th scope="col">${d.place}</th><th scope="col">${d.lastUsed}</th><td></td></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="${devicesPath}/sign-out-others"><button class="danger" type="submit">${d.signOutOthers}</button></form></div>`,
  );
}

/** The devices signed in, and signing one or all the others out. */
export function deviceRoutes(deps: {
  store: EditorStore;
  sessions: Sessions;
  log: Logger;
  editorUrl?: string;
}): Route[] {
  const { store, sessions, log } = deps;
  return [
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
        const frame = frameFor(request, securityPath, deps.editorUrl);
        const rows = await store.sessionsOf(session.editor);
        const since = new Date(Date.now() - guessesShownMs).toISOString();
        const guesses = (
          await store.events(guessesShown, { editor: session.editor, kind: "wrong-code" })
        ).filter((event) => event.at >= since);
        sendHtml(request.res, 200, devicesPage(frame, rows, session.key, message, guesses));
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
        await store.endSession(target.key);
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
