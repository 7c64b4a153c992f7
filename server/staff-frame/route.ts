/**
 * What a route module of the editor gives the router (server/back-office/admin.ts): paths it
 * answers, and for each whether it needs a right beyond being signed in. The router checks
 * sessions, origins and rights, so a module only does its job.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Rights, Session } from "../accounts/index.ts";

export type { Rights };

export interface AdminRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** The path as asked for (routes are matched without a trailing slash). */
  path: string;
  query: URLSearchParams;
  session: Session;
  rights: Rights;
}

export interface Route {
  /** GET answers HEAD too; ANY is for an API that checks its own methods. */
  method: "GET" | "POST" | "ANY";
  path: string;
  /** Matches the path and everything below it. */
  below?: boolean;
  /**
   * Reachable with the password alone, before the second step (its pages, set-up and
   * sign-out); every other route treats such a session as signed out.
   */
  half?: boolean;
  /** The right the route needs: without it the answer is 403. */
  right?: keyof Rights;
  handle(request: AdminRequest): Promise<void> | void;
}

export const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);
