/**
 * Texts that are part of a contract, not of the copy: the form's submit button in each
 * language, the English 404 sentence and the Hungarian notices of the form, letter for letter
 * (tests and the receiving side look for them). Their fields stay editable so that every word
 * is content, but each such field accepts only its fixed text (text-rules.ts).
 */
import type { NoticeKey } from "../form/protocol.ts";
import type { Language } from "../site/language.ts";

export const fixedSubmit: Record<Language, string> = {
  hu: "Üzenet küldése",
  en: "Send Message",
  de: "Nachricht senden",
};

export const fixedNotFound: Partial<Record<Language, string>> = { en: "Oops! Page not found" };

export const fixedNotices: Partial<
  Record<Language, Partial<Record<NoticeKey, { title: string; text: string }>>>
> = {
  hu: {
    success: {
      title: "Üzenet elküldve",
      text: "Köszönjük megkeresését! 24 órán belül felvesszük Önnel a kapcsolatot.",
    },
    validation: {
      title: "Hiányzó adatok",
      text: "Kérjük töltse ki az összes kötelező mezőt megfelelően (név min. 2 karakter, érvényes email).",
    },
    failure: { title: "Hiba történt", text: "Kérjük próbálja újra később." },
  },
};
