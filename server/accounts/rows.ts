/**
 * The editor store's rows as each driver reads them (SQLite's 0 and 1 for a boolean,
 * PostgreSQL's text for a BIGINT), read back into the store's types with Boolean and Number.
 */
import type { Invitation, Passkey, SessionRow } from "./store.ts";

export type Stored<T> = { [K in keyof T]: T[K] extends number | boolean ? unknown : T[K] };

export const sessionOf = (row: Stored<SessionRow>): SessionRow => ({
  ...row,
  createdAt: Number(row.createdAt),
  lastSeenAt: Number(row.lastSeenAt),
  steppedAt: Number(row.steppedAt),
  full: Boolean(row.full),
});

export const invitationOf = (row: Stored<Invitation> | undefined, now: number) =>
  row && Number(row.expiresAt) > now ? { ...row, expiresAt: Number(row.expiresAt) } : undefined;

export interface PasskeyRow {
  id: string;
  label: string;
  public_key: Uint8Array;
  counter: unknown;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

export const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.id,
  label: row.label,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at ?? null,
});
