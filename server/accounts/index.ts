/**
 * The back office's accounts: editors, their passwords and rights, sessions, device cookies
 * and the sign-in limits, in SQLite or PostgreSQL. The back office's sign-in page and the CLI
 * use this face; everything else in server/accounts/ is the feature's own.
 */
export { DeviceCookies, deviceCookie } from "./device-cookie.ts";
export { deviceWords } from "./device-words.ts";
export { parseEditorName } from "./editor-name.ts";
export { openEditorStore } from "./open-store.ts";
export {
  hashPassword,
  maxPasswordLength,
  minPasswordLength,
  type PasswordProblem,
  passwordError,
  passwordProblem,
  unknownEditorHash,
  verifyPassword,
} from "./passwords.ts";
export { PostgresEditorStore } from "./postgres-store.ts";
export {
  type CodeResult,
  qrSvg,
  type RelyingParty,
  recoveryCodeHash,
  relyingParty,
  SecondFactors,
  totpCode,
  totpUri,
} from "./second-factors.ts";
export { absoluteLimitMs, idleLimitMs, type Session, Sessions } from "./sessions.ts";
export {
  linkHash,
  loggedPath,
  newSetUpLink,
  setUpLinkLifetimeMs,
  setUpPath,
} from "./set-up-links.ts";
export { maxCodeAttemptsPerMinute, SignInLimiter } from "./sign-in-limiter.ts";
export { SqliteEditorStore } from "./sqlite-store.ts";
export {
  type AccountEvent,
  type AccountEventKind,
  type AuditEntry,
  accountEventKinds,
  type Editor,
  type EditorStore,
  type Invitation,
  type Rights,
  rightNames,
  type SessionListing,
} from "./store.ts";
