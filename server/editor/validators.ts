/**
 * Checks for what editors type, for the content schema to call: links may only go to web
 * pages, e-mail addresses and phone numbers, and copy is plain text. Each returns an error
 * message in the editor's language (Hungarian unless asked), or undefined when the value is fine.
 */
import type { Language } from "../../app/site/language.ts";

const messages = {
  linkSpace: {
    hu: "A hivatkozásban nem lehet szóköz vagy vezérlőkarakter.",
    en: "A link cannot contain spaces or control characters.",
    de: "Ein Link darf keine Leer- oder Steuerzeichen enthalten.",
  },
  linkIncomplete: {
    hu: "Adjon meg teljes hivatkozást (https://…, mailto:… vagy tel:…), vagy az oldal saját útvonalát (/…).",
    en: "Enter a complete link (https://…, mailto:… or tel:…), or a path on this site (/…).",
    de: "Geben Sie einen vollständigen Link ein (https://…, mailto:… oder tel:…) oder einen Pfad dieser Website (/…).",
  },
  linkScheme: {
    hu: "Csak https://, http://, mailto: és tel: hivatkozás engedélyezett.",
    en: "Only https://, http://, mailto: and tel: links are allowed.",
    de: "Erlaubt sind nur Links mit https://, http://, mailto: und tel:.",
  },
  linkHost: {
    hu: "A webcímből hiányzik a tartomány (például https://www.pelda.hu).",
    en: "The web address has no domain (for example https://www.example.com).",
    de: "Der Webadresse fehlt die Domain (zum Beispiel https://www.beispiel.de).",
  },
  markup: {
    hu: "A szövegben nem lehet HTML-jelölés (például <b> vagy <script>): írja be egyszerű szövegként.",
    en: "Copy cannot contain HTML markup (such as <b> or <script>): type it as plain text.",
    de: "Der Text darf kein HTML-Markup enthalten (etwa <b> oder <script>): Bitte als reinen Text eingeben.",
  },
} satisfies Record<string, Record<Language, string>>;

const allowedSchemes = new Set(["http:", "https:", "mailto:", "tel:"]);
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside a scheme
const spaceOrControl = /[\u0000-\u0020\u007f]/;

/** A link: http(s), mailto or tel; or a path of this site ("/kapcsolat", "#ajanlat"). */
export function linkError(value: string, language: Language = "hu"): string | undefined {
  const link = value.trim();
  if (spaceOrControl.test(link)) return messages.linkSpace[language];
  if (/^\/(?![/\\])/.test(link) || link.startsWith("#")) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return messages.linkIncomplete[language];
  }
  if (!allowedSchemes.has(url.protocol)) return messages.linkScheme[language];
  if ((url.protocol === "http:" || url.protocol === "https:") && !url.hostname) {
    return messages.linkHost[language];
  }
  return undefined;
}

/** A tag, comment or doctype as an HTML parser would read it (`a < b` stays plain text). */
const markup = /<\s*[/!?]?\s*[a-z][^>]*>|<!--/i;

/** Plain-text copy: no HTML tags or comments, also not behind character references. */
export function plainTextError(value: string, language: Language = "hu"): string | undefined {
  const decoded = value.replace(/&(lt|#0*60|#x0*3c);/gi, "<").replace(/&(gt|#0*62|#x0*3e);/gi, ">");
  return markup.test(decoded) ? messages.markup[language] : undefined;
}
