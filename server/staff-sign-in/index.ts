/**
 * Signing in and the staff's accounts: the sign-in page and sign-out (sign-in.ts), the second
 * step after the password and the second factors (second-step.ts, second-factor.ts), the
 * devices signed in, a fresh step before a sensitive change, one's own password, the set-up
 * link an invited colleague opens, and the team (team.ts). The room wires its own tools (the
 * password and code limiters, the device cookies, the second factors) from the editor store.
 *
 * The router (server/back-office/admin.ts) sends the sign-in page and a set-up link here
 * before any session (`signIn`, `setUp`); every other route is a `Route` of the table.
 */
import type { IncomingMessage } from "node:http";
import {
  DeviceCookies,
  type EditorStore,
  relyingParty,
  SecondFactors,
  type Sessions,
  SignInLimiter,
} from "../accounts/index.ts";
import type { Logger } from "../shared/log.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import { secondFactorRoutes } from "./second-factor.ts";
import { setUpLinkRoutes, setUpPath } from "./set-up-link.ts";
import { signIn, signInPath } from "./sign-in.ts";
import { teamRoutes } from "./team.ts";

export { secondStepPath } from "./second-factor.ts";
export { setUpPath, signInPath };

export interface SignInContext {
  store: EditorStore;
  sessions: Sessions;
  /**
   * The back office's origin (EDITOR_ORIGIN, else SITE_URL; http://localhost without either):
   * passkeys are made for its host name, set-up links point to it.
   */
  origin?: string;
  /** False only where SECOND_FACTOR=off (local development): accounts without one go in. */
  secondFactorRequired: boolean;
  /** Staff mail, when SMTP is set up: set-up links and the owners' warnings of guessed codes. */
  mail?: StaffMail;
  /** Where Keystatic's own pages are: linked from the navigation. */
  editorUrl?: string;
  clientOf: (req: IncomingMessage) => string;
  log: Logger;
}

/** The room's routes, and the two doors the router opens before any session. */
export function signInRoom(context: SignInContext) {
  const { store } = context;
  const deps = {
    ...context,
    limiter: new SignInLimiter(store.signInSlots),
    codeLimiter: new SignInLimiter(store.signInSlots, Date.now, "code"),
    factors: new SecondFactors(
      store,
      relyingParty(context.origin ?? "http://localhost", "Danubius Protect"),
    ),
    devices: new DeviceCookies(() => store.secret("device-cookies")),
  };
  const signing = signIn(deps);
  return {
    routes: [...signing.routes, ...secondFactorRoutes(deps), ...teamRoutes(deps)],
    /** The sign-in page (GET) and its form (POST), at signInPath. */
    signIn: { show: signing.show, submit: signing.submit },
    /** Answers every path under setUpPath. */
    setUp: setUpLinkRoutes(deps),
  };
}

// The pages themselves, for the test that reads every page of the back office as markup
// (server/back-office/markup.test.ts).
export { devicesPage } from "./devices.ts";
export { passwordPage } from "./own-password.ts";
export {
  codesPage,
  confirmPage,
  type SecurityView,
  securityPage,
  stepPage,
} from "./second-factor-pages.ts";
export { welcomePage } from "./set-up-link.ts";
export { signInPage } from "./sign-in.ts";
export { accountPage, invitePage, linkPage, teamPage } from "./team-page.ts";
