/**
 * What the staff e-mails say: one message per inquiry and one alert per delivery incident.
 * Staff work in Hungarian, so the messages are Hungarian (the service as its Hungarian
 * label, as in the webhook). Everything the visitor typed is data, never markup or headers:
 * the HTML part is written with `html`, which escapes it, and line breaks, bidirectional
 * controls and zero-width characters are removed from anything that goes into a header (the
 * form already refuses control characters; this holds even if a stored row did not pass
 * through it).
 */

import { validEmailAddress } from "../../app/contact/schema.ts";
import { filledFields } from "../../app/form/protocol.ts";
import { staffFieldNames } from "../../app/form/staff-names.ts";
import { brand } from "../../app/site/brand.ts";
import { hungarianNames, languageNames } from "../../app/site/language.ts";
import { inquiryServiceLabel } from "../../app/site/services.ts";
import { html, joinHtml } from "../shared/html.ts";
import {
  footnote,
  longerThan,
  type MailContent,
  noticeMail,
  type StaffMail,
  type StaffMessage,
  staffMailHtml,
  when,
} from "../staff-mail/index.ts";
import type { Send } from "./deliverer.ts";
import type { Overdue, StoredInquiry } from "./store.ts";

// Invisible, yet they change how a header reads: bidirectional controls (an override shows
// what follows reversed) and zero-width characters.
const invisible = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const controls = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** One line, safe in a header: invisible characters go, line breaks and other controls become spaces. */
const oneLine = (value: string) => value.replace(invisible, "").replace(controls, " ").trim();

/** The e-mail staff receive for an inquiry. `siteUrl` turns the page path into a link. */
export function inquiryMail(inquiry: StoredInquiry, siteUrl: string): StaffMessage {
  const service = inquiryServiceLabel(inquiry.service) || "nincs megadva";
  const fieldRows = filledFields
    .filter((field) => field !== "message")
    .map((field): [string, string] => [
      staffFieldNames[field],
      (field === "service" ? service : inquiry[field]) || "nincs megadva",
    ]);
  const rows: Array<[string, string]> = [
    ...fieldRows,
    ["Oldal", `${siteUrl}${inquiry.page}`],
    ["Nyelv", `${hungarianNames[inquiry.language]} (${languageNames[inquiry.language]})`],
    ["Beérkezett", when(inquiry.receivedAt)],
    ["Azonosító", inquiry.id],
  ];
  const message = inquiry.message || "(nincs üzenet)";
  const replyHint = "Válaszhoz használja a Válasz gombot: a címzett a megkereső e-mail-címe.";
  const text = [
    `Új megkeresés érkezett a weboldalról (${brand.inquirySource}).`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${staffFieldNames.message}:`,
    message,
    "",
    replyHint,
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const tableRows = rows.map(
    ([label, value]) =>
      html`<tr><th style="${cell}">${label}</th><td style="${cell}">${value}</td></tr>`,
  );
  const body = staffMailHtml(
    html`<p>Új megkeresés érkezett a weboldalról (${brand.inquirySource}).</p>
<table role="presentation" style="border-collapse:collapse">
${joinHtml(tableRows, "\n")}
</table>
<h2 style="font-size:16px;margin:20px 0 6px">${staffFieldNames.message}</h2>
<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:10px">${message}</div>
${footnote(replyHint, 20)}`,
    oneLine(inquiry.name),
  );
  const address = oneLine(inquiry.email);
  return {
    subject: oneLine(`Új megkeresés – ${service} – ${inquiry.name}`),
    text,
    html: body,
    id: `inquiry-${inquiry.id}`,
    headers: { "X-Inquiry-Id": inquiry.id },
    ...(validEmailAddress.test(address) && {
      replyTo: { name: oneLine(inquiry.name), address },
    }),
  };
}

/** The alert staff receive when inquiries have not reached the webhook in time. No personal data. */
export function alertMail(overdue: Overdue, alertAfterMs: number): MailContent {
  const lines = [
    `${overdue.count} megkeresés ${longerThan(alertAfterMs)} régebben vár arra, hogy a webhook átvegye.`,
    `A legrégebbi beérkezett: ${when(overdue.since)}`,
    `Utolsó hiba: ${overdue.lastError ?? "még nem volt kézbesítési kísérlet"}`,
    "",
    "A megkeresések biztonságban vannak a szerver adatbázisában, és a szerver tovább próbálkozik.",
    "Az állapotukat a szerveren az `npm run inquiries` parancs mutatja.",
    "Erről a kiesésről nem küldünk több figyelmeztetést; ha a kézbesítés helyreáll és újra elakad, ismét szólunk.",
  ];
  return noticeMail(`Figyelem: ${overdue.count} megkeresés nem jutott el a webhookhoz`, lines);
}

/** The deliverer's `send` for the e-mail channel. */
export const emailSender =
  (mail: StaffMail): Send =>
  (inquiry, signal) =>
    mail.send(inquiryMail(inquiry, mail.siteUrl), signal);
