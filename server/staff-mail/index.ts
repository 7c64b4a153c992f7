/**
 * The staff mail service: one generic send over SMTP (smtp.ts), one HTML layout (layout.ts)
 * and the Hungarian words of dates and durations (content.ts). Inquiries and counting write
 * their own messages and send them here; neither knows the other.
 */
export {
  longerThan,
  type MailContent,
  noticeMail,
  type StaffMessage,
  when,
} from "./content.ts";
export { footnote, staffMailHtml } from "./layout.ts";
export { StaffMail, type StaffMailOptions } from "./smtp.ts";
