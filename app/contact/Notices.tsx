import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import type { Notice } from "../form/protocol.ts";
import { CircleAlert, CircleCheck, X } from "./island-icons.tsx";

export type NoticeTone = "success" | "destructive";
interface ShownNotice extends Notice {
  tone: NoticeTone;
  key: number;
}

/** How long a notice stays on screen (about five seconds: docs/content.md). */
export const noticeDurationMs = 5000;

const NoticeContext = createContext<(notice: Notice, tone: NoticeTone) => void>(() => {});

export const useNotify = () => useContext(NoticeContext);

/**
 * One notice at a time, announced to screen readers through live regions that exist from the
 * first render (a region inserted together with its text is often not announced).
 */
export function NoticeProvider({
  children,
  dismissLabel,
}: {
  children: ReactNode;
  dismissLabel: string;
}) {
  const [notice, setNotice] = useState<ShownNotice | null>(null);
  const notify = useCallback((next: Notice, tone: NoticeTone) => {
    setNotice({ ...next, tone, key: Date.now() });
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), noticeDurationMs);
    return () => clearTimeout(timer);
  }, [notice]);

  // In the page's flow under the form, brought into view when it appears: a layer fixed to
  // the screen's bottom covered the send button on a phone, and inside the contact section
  // (whose content-visibility makes it the containing block) it scrolled with the page.
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A field the validation focused stays in view: its message says what to fix.
    if (!notice || document.activeElement?.matches("input, textarea, select")) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    place.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [notice]);

  // Shown in the live region of its tone.
  const card = notice && (
    <NoticeCard notice={notice} dismissLabel={dismissLabel} onDismiss={() => setNotice(null)} />
  );
  return (
    <NoticeContext value={notify}>
      {children}
      <div ref={place} className="scroll-mb-4">
        <div role="status" aria-live="polite" aria-atomic="true" className="empty:hidden mt-4">
          {notice?.tone === "success" && card}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" className="empty:hidden mt-4">
          {notice?.tone === "destructive" && card}
        </div>
      </div>
    </NoticeContext>
  );
}

function NoticeCard({
  notice,
  dismissLabel,
  onDismiss,
}: {
  notice: ShownNotice;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  const destructive = notice.tone === "destructive";
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      key={notice.key}
      data-notice={notice.tone}
      className={`flex animate-toast-in items-start gap-3 rounded-2xl border p-4 shadow-(--shadow-lift) ${
        destructive
          ? "border-red-200 bg-red-50 text-red-950"
          : "border-emerald-200 bg-white text-ink-900"
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${destructive ? "text-red-700" : "text-emerald-700"}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{notice.title}</p>
        <p className="mt-0.5 text-sm leading-relaxed">{notice.text}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-2 rounded-full p-2.5 opacity-70 hover:opacity-100"
        aria-label={dismissLabel}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
