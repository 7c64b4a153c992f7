/**
 * "Mentve" once a save has landed: Keystatic only drops its "Nincs mentve" badge, which a
 * person does not notice go. Every save of the editor is a POST to Keystatic's update API;
 * when one answers 200, the bar under the interface says so for a few seconds, with the time
 * (on a phone just above it, where the bar's buttons leave no room), in a live region
 * that exists from the page's first paint (server/keystatic/bundle.ts), so it is announced.
 */
/** How long it stays: long enough to read, gone before the next edit needs the room. */
const shownMs = 8_000;
const savedAt = new Intl.DateTimeFormat("hu-HU", { hour: "2-digit", minute: "2-digit" });

const isSave = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  return (
    method.toUpperCase() === "POST" &&
    new URL(url, location.href).pathname.endsWith("/api/keystatic/update")
  );
};

export function announceSaves(): void {
  const region = document.getElementById("editor-saved");
  if (!region) return;
  const fetchBefore = window.fetch.bind(window);
  let clear: ReturnType<typeof setTimeout> | undefined;
  window.fetch = async (input, init) => {
    const response = await fetchBefore(input, init);
    if (isSave(input, init) && response.ok) {
      region.textContent = `Mentve, ${savedAt.format(new Date())}`;
      clearTimeout(clear);
      clear = setTimeout(() => {
        region.textContent = "";
      }, shownMs);
    }
    return response;
  };
}
