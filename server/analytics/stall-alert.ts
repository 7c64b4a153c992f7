/**
 * The one e-mail staff get when counting stalls (counter.ts): in Hungarian, with no personal
 * data, saying since when counts fail, the latest reason and where to look. Sent once per
 * incident across instances: the store records when an alert went out, and an instance whose
 * counts have failed since before that moment is in the incident already alerted (one instance
 * decides at a time). The process keeps its incident, so a restart while counts still fail
 * alerts again. A store that cannot even record the alert (it is what fails) decides nothing:
 * then each stalled instance sends, as a lone one does.
 */
import { errorMessage, type Logger } from "../shared/log.ts";
import {
  longerThan,
  type MailContent,
  noticeMail,
  type StaffMail,
  when,
} from "../staff-mail/index.ts";
import type { Stall } from "./counter.ts";
import type { AnalyticsStore } from "./store.ts";

export function stallMail(stall: Stall, alertAfterMs: number): MailContent {
  return noticeMail("Figyelem: a weboldal látogatási számai nem kerülnek mentésre", [
    `A látogatási számokat ${longerThan(alertAfterMs)} hosszabb ideje nem sikerül (teljesen) elmenteni.`,
    `Az első sikertelen mentés: ${when(stall.since)}`,
    `Utolsó hiba: ${stall.lastError}`,
    "",
    "A megkeresések ettől függetlenül rendben tárolódnak és kézbesülnek.",
    "A szerver naplójában az analytics.flush_failed és analytics.row_refused sorok mutatják a részleteket; érdemes a lemez szabad helyét és az ANALYTICS_DATABASE_PATH fájlt is ellenőrizni.",
    "Erről a kiesésről nem küldünk több figyelmeztetést; ha a mentés helyreáll és újra elakad, ismét szólunk.",
  ]);
}

const alertedKey = "counting_stall_alerted_at";

/** Whether this instance sends the alert of `stall`, recording it when it does. */
async function mine(store: AnalyticsStore, stall: Stall): Promise<boolean> {
  try {
    const decided = await store.jobs.exclusively("stall-alert", async () => {
      const alerted = await store.getMeta(alertedKey);
      if (alerted !== undefined && alerted >= stall.since) return false;
      await store.setMeta(alertedKey, new Date().toISOString());
      return true;
    });
    // Undefined: another instance is deciding right now, for the same incident.
    return decided?.value ?? false;
  } catch {
    return true;
  }
}

/** Sends the alert; a failure to send is logged, not retried (the health check still shows it). */
export async function sendStallAlert(
  mail: Pick<StaffMail, "send">,
  store: AnalyticsStore,
  stall: Stall,
  alertAfterMs: number,
  log: Logger,
): Promise<void> {
  if (!(await mine(store, stall)))
    return log.info("analytics.alert_sent_elsewhere", { since: stall.since });
  try {
    await mail.send(
      { ...stallMail(stall, alertAfterMs), id: `counting-stalled-${Date.parse(stall.since)}` },
      AbortSignal.timeout(60_000),
    );
    log.info("analytics.alert_sent", { since: stall.since });
  } catch (error) {
    log.error("analytics.alert_failed", { error: errorMessage(error) });
  }
}
