/**
 * The contact endpoint as the server mounts it: the handler and the per-client limit (in
 * memory, or shared through PostgreSQL). Everything else in server/contact/ is its own.
 */
export { contactPath, handleContact, maxBodyBytes } from "./handler.ts";
export type { ContactLimiter } from "./rate-limit.ts";
export { openContactLimiter } from "./shared-rate-limit.ts";
