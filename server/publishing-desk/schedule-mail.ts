/**
 * The e-mail staff get when a scheduled change went live or was held: to NOTIFY_TO, and to
 * whoever scheduled it where their account has an address. Hungarian, through the staff mail
 * service; it names the entries and fields in the editor's words and links the publishing page.
 */
import type { ScheduledChange } from "../content-store/index.ts";
import type { ScheduleOutcome } from "../publishing/index.ts";
import { noticeMail, type StaffMail, when } from "../staff-mail/index.ts";

/** An address a message can go to (the made-up `…@editor.invalid` of a commit cannot). */
const deliverable = (address: string | undefined) =>
  address && !address.endsWith(".invalid") ? [address] : [];

export function scheduleMessage(
  change: ScheduledChange,
  outcome: ScheduleOutcome,
  siteUrl: string,
) {
  const page = new URL("/admin#scheduled", siteUrl).href;
  const at = when(change.at.toISOString());
  if (outcome === "published") {
    const late = change.late
      ? [
          "",
          `Késve élesedett (${when((change.doneAt ?? new Date()).toISOString())}): a megadott időpontban egy szerverpéldány sem futott, ezért az első induláskor tettük közzé.`,
        ]
      : [];
    return noticeMail(`Élesedett az ütemezett módosítás (${at})`, [
      `${change.author.name} ütemezett módosítása a megadott időpontban (${at}) élesedett a honlapon:`,
      ...change.lines.map((line) => `• ${line}`),
      ...late,
      "",
      `A közzétételi oldal: ${page}`,
    ]);
  }
  return noticeMail(`Visszatartott ütemezett módosítás (${at})`, [
    `${change.author.name} ${at} időpontra ütemezett módosítását nem tettük közzé, mert az ütemezés óta egy másik közzététel ugyanazt módosította:`,
    ...change.outcome.map((line) => `• ${line}`),
    "",
    "A honlapon semmi sem változott. A közzétételi oldalon az ütemezés visszavonható, így a módosítás újra a mentett változtatások közé kerül, ahol ellenőrizni és közzétenni lehet.",
    "",
    `A közzétételi oldal: ${page}`,
  ]);
}

export const scheduleMail =
  (
    mail: StaffMail,
    options: { siteUrl?: string; emailOf: (name: string) => Promise<string | undefined> },
  ) =>
  async (change: ScheduledChange, outcome: ScheduleOutcome): Promise<void> =>
    mail.send(
      {
        ...scheduleMessage(change, outcome, options.siteUrl ?? mail.siteUrl),
        id: `schedule-${change.id}-${outcome}`,
        // The account's address, where it has one; the commit's made-up one is no address.
        cc: deliverable((await options.emailOf(change.author.name)) ?? change.author.email),
      },
      AbortSignal.timeout(60_000),
    );
