/**
 * Wrong codes after the right password mean that someone knows the password. Each wrong code
 * is recorded on the account (its devices page lists them, with where they came from); the
 * third within an hour e-mails the account's owner in Hungarian ("someone knows your password:
 * change it"), at most once in six hours however many instances see the codes (the warning
 * takes a slot of the sign-in limiter's, which the instances share).
 */
import type { EditorStore } from "../accounts/index.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import { type MailContent, noticeMail, type StaffMail, when } from "../staff-mail/index.ts";

export const warnAfterWrongCodes = 3;
const countedMs = 3_600_000;
const quietMs = 6 * 3_600_000;
const sendTimeoutMs = 60_000;

/** The owner's warning: what happened, what to do, where. */
export function guessMail(
  editor: string,
  count: number,
  since: string,
  origin: string,
): MailContent {
  return noticeMail("Valaki ismeri a jelszavát – változtassa meg", [
    `Kedves ${editor}!`,
    `A Danubius Protect honlapkezelőjében az Ön fiókjához ${when(since)} óta ${count} alkalommal adtak meg hibás kódot a második lépésben, mindig a helyes jelszó után.`,
    "Ez azt jelenti, hogy valaki más is ismeri a jelszavát. A második lépés eddig megállította, de ne várjon: változtassa meg a jelszavát most, a Biztonság oldalon.",
    `Jelszó módosítása: ${origin}/admin/security/password`,
    `A Bejelentkezett eszközök oldalon (${origin}/admin/devices) látja, honnan próbálkoztak.`,
    "Ha Ön gépelte el többször a kódot, nincs további teendője.",
  ]);
}

export function guessWarning(deps: {
  store: EditorStore;
  mail?: StaffMail;
  /** The back office's origin, for the links in the message (read when one is sent). */
  origin: () => string;
  log: Logger;
  now?: () => number;
}) {
  const { store, log, now = Date.now } = deps;

  async function warn(editor: string, count: number, since: string): Promise<void> {
    const at = now();
    const taken = await store.signInSlots.take(
      [[`warned:${editor.toLowerCase()}`, 1]],
      at,
      quietMs,
    );
    if ("until" in taken) return;
    await store.recordEvent({
      at: new Date(at).toISOString(),
      editor,
      kind: "warned",
      actor: "",
      place: "",
    });
    const email = (await store.account(editor))?.email;
    if (!deps.mail || !email) {
      log.warn("editor.guess_warning_not_sent", {
        editor,
        reason: deps.mail ? "no address" : "no mail",
      });
      return;
    }
    const message = { ...guessMail(editor, count, since, deps.origin()), to: [email] };
    deps.mail.send(message, AbortSignal.timeout(sendTimeoutMs)).then(
      () => log.info("editor.guess_warning_sent", { editor }),
      (error: unknown) =>
        log.error("editor.guess_warning_failed", { editor, error: errorMessage(error) }),
    );
  }

  /** Records a wrong code typed for `editor` from `place`; warns the owner when they repeat. */
  return async function wrongCode(editor: string, place: string): Promise<void> {
    const at = now();
    await store.recordEvent({
      at: new Date(at).toISOString(),
      editor,
      kind: "wrong-code",
      actor: "",
      place,
    });
    const since = new Date(at - countedMs).toISOString();
    const count = await store.countEvents(editor, "wrong-code", since);
    if (count >= warnAfterWrongCodes) await warn(editor, count, since);
  };
}
