/**
 * What every staff e-mail is made of (an inquiry, an alert, the weekly report), and the
 * Hungarian words staff read in them: staff work in Hungarian.
 */
import type { Language } from "../app/site/language.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The visitor, when the address is one a reply can go to. */
  replyTo?: { name: string; address: string };
}

export const languageInHungarian: Record<Language, string> = {
  hu: "magyar",
  en: "angol",
  de: "német",
};
