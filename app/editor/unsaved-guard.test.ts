/**
 * The question before leaving an unsaved entry is asked once: a link answered "leave" is not
 * asked again by the browser's own leave-the-page question as the page unloads.
 * Run on a small stand-in of the browser's window and document.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

class FakeLink {
  pathname = "/admin";
  origin = "http://localhost";
  closest(selector: string) {
    return selector === "a[href]" ? this : null;
  }
}

function stageBrowser(answer: boolean) {
  const window = new EventTarget() as EventTarget & { confirm: (message: string) => boolean };
  const asked: string[] = [];
  window.confirm = (message: string) => {
    asked.push(message);
    return answer;
  };
  const header = { textContent: "Ingatlanvédelem Nincs mentve" };
  vi.stubGlobal("window", window);
  vi.stubGlobal("location", { pathname: "/keystatic/singleton/home-hu" });
  vi.stubGlobal("HTMLAnchorElement", FakeLink);
  vi.stubGlobal("document", {
    getElementById: () => ({ closest: () => header }),
  });
  return { window, asked };
}

function click(window: EventTarget): Event {
  const event = new Event("click", { cancelable: true });
  Object.defineProperty(event, "target", { value: new FakeLink() });
  window.dispatchEvent(event);
  return event;
}

const unload = (window: EventTarget) => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe("leaving an entry with unsaved changes", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("asks once: the unload after 'leave' asks nothing more", async () => {
    const { window, asked } = stageBrowser(true);
    const { guardUnsavedChanges } = await import("./unsaved-guard.ts");
    guardUnsavedChanges();
    expect(click(window).defaultPrevented).toBe(false);
    expect(asked).toHaveLength(1);
    expect(unload(window).defaultPrevented).toBe(false);
  });

  it("keeps the browser's question for a reload or a closed tab, and staying stays", async () => {
    const { window, asked } = stageBrowser(false);
    const { guardUnsavedChanges } = await import("./unsaved-guard.ts");
    guardUnsavedChanges();
    expect(unload(window).defaultPrevented).toBe(true);
    expect(click(window).defaultPrevented).toBe(true);
    expect(asked).toHaveLength(1);
  });
});
