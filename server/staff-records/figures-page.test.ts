import { describe, expect, it } from "vitest";
import { weeklySection } from "./figures-page.ts";

const sent = {
  to: ["iroda@example.com", "ugyelet@example.com"],
  nextWeek: "2026-03-16",
  sendAt: "08:00",
  lastWeek: "2026-03-09",
};

describe("the figures page's weekly e-mail", () => {
  it("says it is on, to whom, when it goes next and when it went last", () => {
    const page = weeklySection(sent).toString();
    expect(page).toContain("Bekapcsolva");
    expect(page).toContain("<dt>Címzettek</dt><dd>iroda@example.com, ugyelet@example.com</dd>");
    expect(page).toContain("<dt>Legközelebb</dt><dd>2026. március 16. 08:00</dd>");
    expect(page).toContain("<dt>Legutóbb</dt><dd>2026. március 9.</dd>");
    const { lastWeek: _, ...never } = sent;
    expect(weeklySection(never).toString()).toContain("<dd>még nem ment ki</dd>");
  });

  it("says why it does not go", () => {
    expect(weeklySection({ ...sent, off: "no-mail" }).toString()).toContain("nem megy ki");
    expect(weeklySection({ ...sent, off: "setting" }).toString()).toContain("ANALYTICS_REPORT=off");
  });
});
