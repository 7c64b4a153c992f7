import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { CircleAlert, CircleCheck, X } from "./island-icons.tsx";
import type { Notice } from "./protocol.ts";

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

  // Shown in the live region of its tone.
  const card = notice && (
    <NoticeCard notice={notice} dismissLabel={dismissLabel} onDismiss={() => setNotice(null)} />
  );
  return (
    <NoticeContext value={notify}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end sm:p-6">
        <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-md">
          {notice?.tone === "success" && card}
        </div>
        <div
          role="alert"
          aria-live="assertive"
          aria-atomic="true"
          className="absolute w-full max-w-md"
        >
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
      className={`pointer-events-auto flex animate-toast-in items-start gap-3 rounded-2xl border p-4 shadow-(--shadow-lift) ${
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
        className="-m-1 rounded-full p-1 opacity-70 hover:opacity-100"
        aria-label={dismissLabel}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
