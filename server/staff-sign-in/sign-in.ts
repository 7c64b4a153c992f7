/**
 * Signing in and out: the sign-in page and form (rate-limited per account and per client,
 * with a device cookie, earned by a full sign-in, that keeps the account's own computers out of
 * its lockout; scrypt hashes, the same answer for a wrong name as for a wrong password), and
 * sign-out.
 */

import type { IncomingMessage, ServerResponse } from "node:http";
import {
  type DeviceCookies,
  deviceWords,
  type EditorStore,
  type SecondFactors,
  type Sessions,
  type SignInLimiter,
  unknownEditorHash,
  verifyPassword,
} from "../accounts/index.ts";
import { redirect } from "../shared/http.ts";
import type { Logger } from "../shared/log.ts";
import { type Flash, messages, type Route, readFields, sendHtml } from "../staff-frame/index.ts";
import { secondStepPath } from "./second-factor.ts";
import { signInPage, signInPath } from "./sign-in-page.ts";

export { signInPage, signInPath };

const t = messages.hu;

const sameName = (a: string, b: string) =>
  a.localeCompare(b, "hu", { sensitivity: "accent" }) === 0;

export interface SignInDeps {
  store: EditorStore;
  sessions: Sessions;
  limiter: SignInLimiter;
  devices: DeviceCookies;
  clientOf: (req: IncomingMessage) => string;
  factors: SecondFactors;
  /** False only where SECOND_FACTOR=off (local development): accounts without one go in. */
  secondFactorRequired: boolean;
  log: Logger;
}

export function signIn(deps: SignInDeps) {
  const { store, sessions, limiter, devices, log } = deps;
  // Made now, so that the first sign-in with an unknown name costs no more than any other.
  void unknownEditorHash();

  /**
   * The account a typed name means: names are matched without regard to case ("kovács anna"
   * is Kovács Anna), but not to accents (Kovacs is someone else). An unknown name stays as typed.
   */
  const accountName = async (typed: string) =>
    (await store.editors()).find(({ name }) => sameName(name, typed))?.name ?? typed;

  /** The page: a signed-in editor goes on to the overview. */
  async function show(
    req: IncomingMessage,
    res: ServerResponse,
    query: URLSearchParams,
  ): Promise<void> {
    const session = await sessions.of(req);
    if (session) {
      redirect(res, session.full === true ? "/admin" : secondStepPath);
      return;
    }
    const notices = { out: t.signedOut, expired: t.expired, ended: t.endedElsewhere };
    const notice = Object.entries(notices).find(([key]) => query.has(key));
    const message: Flash | undefined = query.has("codes")
      ? { kind: "error", text: t.secondStep.tooManyCodes }
      : notice && { kind: "notice", text: notice[1] };
    sendHtml(res, 200, signInPage({ message }));
  }

  async function submit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const fields = await readFields(req);
    const typed = (fields.name ?? "").trim().normalize("NFC");
    const name = await accountName(typed);
    const password = fields.password ?? "";
    // The attempt takes its slot before the password is checked (sign-in-limiter.ts).
    const device = await devices.deviceOf(req, name);
    const attempt = await limiter.attempt(name, deps.clientOf(req), device);
    if (attempt.wait > 0) {
      log.warn("editor.sign_in_limited", { wait: attempt.wait });
      return sendHtml(
        res,
        429,
        signInPage({ name: typed, message: { kind: "error", text: t.tooMany(attempt.wait) } }),
        { "Retry-After": String(attempt.wait) },
      );
    }
    const hash = await store.passwordHashOf(name);
    // An invited account has no password yet (""): it costs as much as an unknown name.
    const valid = (await verifyPassword(password, hash || (await unknownEditorHash()))) && !!hash;
    if (!valid) {
      log.info("editor.sign_in_failed");
      return sendHtml(
        res,
        401,
        signInPage({ name: typed, message: { kind: "error", text: t.wrongPassword } }),
      );
    }
    await attempt.release();
    // The password alone makes a half session: the second step (or its set-up) comes next,
    // unless the requirement is off (local development) and the account has no factor.
    const full = !deps.secondFactorRequired && !(await deps.factors.has(name));
    log.info(full ? "editor.signed_in" : "editor.password_accepted", { editor: name });
    const start = {
      full,
      device: deviceWords(req.headers["user-agent"], t.devices.unknownDevice),
      place: deps.clientOf(req),
    };
    // The device cookie comes only with a full session (second-factor.ts): a password alone
    // earns no trust, not even for the limits of the next password.
    const cookies = [await sessions.start(name, start)];
    if (full) cookies.push(await devices.issue(name));
    if (full) await store.recordSignIn(name);
    res.setHeader("Set-Cookie", cookies);
    redirect(res, full ? "/admin" : secondStepPath);
  }

  const signOut: Route = {
    method: "POST",
    path: "/admin/sign-out",
    half: true,
    handle: async ({ res, session }) =>
      redirect(res, `${signInPath}?out`, { "Set-Cookie": await sessions.end(session) }),
  };

  return { show, submit, routes: [signOut] };
}
