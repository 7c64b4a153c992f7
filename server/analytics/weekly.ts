/**
 * The weekly report e-mail: every Monday from 08:00 Budapest time, last week's figures (Monday
 * to Sunday) against the week before, with the chart of the last eight weeks, in Hungarian,
 * to NOTIFY_TO. The week sent is recorded in the analytics store, so a restart never sends
 * it again, and a server that was down at 08:00 sends it when it is back. A fresh store
 * starts with the next Monday rather than with a week it did not see. Instances sharing the
 * store send it once: one at a time looks and sends (the store's exclusive job), and the others
 * find the week recorded; if the sender dies, the next look of another sends it.
 */
import { html } from "../shared/html.ts";
import { PeriodicJob } from "../shared/jobs.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import { footnote, type MailContent, type StaffMail, staffMailHtml } from "../staff-mail/index.ts";
import { chartPng } from "./chart.ts";
import { addDays, budapestDay, budapestTimeOfDay, weekdayOf } from "./day.ts";
import { reportHtml, reportText, reportTitle } from "./render.ts";
import { buildReport, dailySeries, type Report } from "./report.ts";
import type { AnalyticsStore } from "./store.ts";

const sentKey = "weekly_report_week";
/** The week a fresh store began in: recorded as if sent, though it never was. */
const startedKey = "weekly_report_started";
const sendAt = "08:00";
const chartDays = 56;

/** The Monday (YYYY-MM-DD) of the latest Monday 08:00 Budapest time at or before `time`. */
export function dueWeek(time: number): string {
  const today = budapestDay(time);
  const weekday = weekdayOf(today);
  const monday = addDays(today, -weekday);
  return weekday === 0 && budapestTimeOfDay(time) < sendAt ? addDays(monday, -7) : monday;
}

/** The next Monday (YYYY-MM-DD) whose 08:00 Budapest time the e-mail goes at, after `time`. */
export function nextSendWeek(time: number): string {
  return addDays(dueWeek(time), 7);
}

/** The weekly e-mail as staff are told of it (the figures page). */
export interface WeeklyState {
  /** Why it is not sent: the setting off (ANALYTICS_REPORT), or no SMTP_URL. */
  off?: "setting" | "no-mail";
  to: readonly string[];
  /** The Monday it goes next, at `sendAt` Budapest time. */
  nextWeek: string;
  sendAt: string;
  /** The Monday of the last one sent, if any. */
  lastWeek?: string;
}

/** What the figures page says of the weekly e-mail. */
export async function weeklyState(
  store: AnalyticsStore,
  settings: { off?: WeeklyState["off"]; to: readonly string[] },
  time: number,
): Promise<WeeklyState> {
  const recorded = await store.getMeta(sentKey);
  // A fresh store records the week it started in without sending it (look() above).
  const started = await store.getMeta(startedKey);
  return {
    ...settings,
    nextWeek: nextSendWeek(time),
    sendAt,
    ...(recorded && recorded !== started && { lastWeek: recorded }),
  };
}

/** The weekly e-mail of `report`, its chart the inline image `cid`. */
export function weeklyMail(report: Report, companyName: string, cid: string): MailContent {
  return {
    subject: `Heti jelentés a weboldalról: ${report.first} – ${report.last}`,
    text: `${reportText(report, "hu", companyName)}\n\nA mellékelt ábra a napi oldalmegtekintéseket és megkereséseket mutatja az elmúlt nyolc hétben.\n`,
    html: staffMailHtml(
      html`<p>${reportTitle(report, "hu", companyName)}</p>
<p><img src="cid:${cid}" width="720" height="380" alt="Napi oldalmegtekintések és megkeresések az elmúlt nyolc hétben" style="max-width:100%;height:auto"></p>
${reportHtml(report, "hu")}
${footnote("A számok napi összesítések: látogatót azonosító adatot a weboldal nem tárol.")}`,
      "Heti jelentés",
    ),
  };
}

export interface WeeklyOptions {
  mail: Pick<StaffMail, "send">;
  /** The company's name in the live release. */
  companyName: () => string;
  now: () => number;
  /** How often the clock is looked at. */
  checkMs?: number;
}

export class WeeklyReport extends PeriodicJob {
  readonly #store: AnalyticsStore;
  readonly #log: Logger;
  readonly #options: WeeklyOptions;

  constructor(store: AnalyticsStore, log: Logger, options: WeeklyOptions) {
    super(options.checkMs ?? 60_000);
    this.#store = store;
    this.#log = log;
    this.#options = options;
  }

  /** Sends the week's report when it is due and not sent yet; one look at a time. */
  check(): Promise<void> {
    return this.lookNow();
  }

  protected async look(signal: AbortSignal): Promise<void> {
    try {
      await this.#store.jobs.exclusively("weekly-report", async () => {
        const week = dueWeek(this.#options.now());
        const sent = await this.#store.getMeta(sentKey);
        if (sent === undefined) {
          await this.#store.setMeta(startedKey, week);
          return this.#store.setMeta(sentKey, week);
        }
        if (week <= sent) return;
        await this.#send(week, signal);
        await this.#store.setMeta(sentKey, week);
        this.#log.info("analytics.report_sent", { week });
      });
    } catch (error) {
      // Not recorded: the next look tries again.
      this.#log.error("analytics.report_failed", { error: errorMessage(error) });
    }
  }

  async #send(week: string, signal: AbortSignal): Promise<void> {
    const last = addDays(week, -1);
    const report = await buildReport(this.#store, last, 7);
    const png = await chartPng(await dailySeries(this.#store, addDays(week, -chartDays), last));
    const cid = `chart-${week}`;
    await this.#options.mail.send(
      {
        ...weeklyMail(report, this.#options.companyName(), cid),
        id: `weekly-report-${week}`,
        images: [{ cid, filename: `heti-jelentes-${week}.png`, png }],
      },
      signal,
    );
  }
}
