/**
 * The back office's frame, which every room of it stands on: the staff's messages (Hungarian),
 * the page frame and its policies (pages.ts), the answers' headers and bounded form reading
 * (respond.ts), and what a route is (route.ts). It knows no room: sign-in, the records, the
 * publishing desk and the editor's host all import it, never the other way round.
 */
export { messages } from "./messages.ts";
export {
  bare,
  type Flash,
  type Frame,
  flash,
  forbiddenPage,
  frameFor,
  notFoundPage,
  page,
  pageScript,
  passkeyPolicy,
  passkeyScript,
} from "./pages.ts";
export { backOfficeHeaders, notFound, readFields, sendHtml, wantsJson } from "./respond.ts";
export { type AdminRequest, type Rights, type Route, under } from "./route.ts";
