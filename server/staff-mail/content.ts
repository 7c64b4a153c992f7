/**
 * What every staff e-mail is made of (an inquiry, an alert, the weekly report), and the
 * Hungarian words staff read in them: staff work in Hungarian.
 */
import { type Html, html, joinHtml } from "../shared/html.ts";
import { staffMailHtml } from "./layout.ts";

export interface MailContent {
  subject: string;
  text: string;
  /** The HTML part, written with `html` (staffMailHtml). */
  html: Html;
  /** The visitor, when the address is one a reply can go to. */
  replyTo?: { name: string; address: string };
}

/** A message as a feature hands it to the staff mail service. */
export interface StaffMessage extends MailContent {
  /**
   * The left part of its Message-ID (the site's host is the right part): the same id on a
   * message sent again lets mail clients and filters spot a duplicate.
   */
  id?: string;
  headers?: Record<string, string>;
  /** Its recipients, when not the staff's addresses (an account's owner). */
  to?: readonly string[];
  /** Who else gets it, beside NOTIFY_TO (the staff member a message is about). */
  cc?: readonly string[];
  /** Images shown inline (`cid:` in the HTML). */
  images?: ReadonlyArray<{ cid: string; filename: string; png: Buffer }>;
}

const budapestTime = new Intl.DateTimeFormat("hu-HU", {
  dateStyle: "long",
  timeStyle: "medium",
  timeZone: "Europe/Budapest",
});

/** "2026. november 23. 18:04:05 (2026-11-23T17:04:05.000Z)" */
export function when(isoTime: string): string {
  return `${budapestTime.format(new Date(isoTime))} (${isoTime})`;
}

const units = [
  { ms: 3_600_000, than: "óránál" },
  { ms: 60_000, than: "percnél" },
  { ms: 1_000, than: "másodpercnél" },
  { ms: 1, than: "ezredmásodpercnél" },
] as const;

/** A time in the largest unit that states it exactly, compared: "15 másodpercnél", "2 óránál". */
export function longerThan(ms: number): string {
  const unit = units.find((candidate) => ms % candidate.ms === 0) ?? units[3];
  return `${ms / unit.ms} ${unit.than}`;
}

/** A short notice to staff (an alert): its lines as text, and as paragraphs in HTML. */
export function noticeMail(subject: string, lines: readonly string[]): MailContent {
  return {
    subject,
    text: lines.join("\n"),
    html: staffMailHtml(
      joinHtml(
        lines.filter((line) => line !== "").map((line) => html`<p>${line}</p>`),
        "\n",
      ),
    ),
  };
}
