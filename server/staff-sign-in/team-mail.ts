/** The e-mail that carries a set-up link to its colleague (team.ts), in Hungarian. */
import { type MailContent, noticeMail, when } from "../staff-mail/index.ts";

export function linkMail(link: {
  editor: string;
  by: string;
  url: string;
  expiresAt: number;
  reset: boolean;
}): MailContent {
  const until = when(new Date(link.expiresAt).toISOString());
  return noticeMail(
    link.reset
      ? "Új második lépés beállítása – Danubius Protect honlapkezelő"
      : "Meghívó a Danubius Protect honlapkezelőjébe",
    [
      `Kedves ${link.editor}!`,
      link.reset
        ? `${link.by} visszaállította a fiókja második lépését (például mert elveszett a telefonja). Az új beállítás a jelenlegi jelszavával és ezzel a linkkel lehetséges:`
        : `${link.by} hozzáférést adott Önnek a Danubius Protect weboldalának honlapkezelőjéhez. A fiókját (jelszó és második lépés) ezen a linken állíthatja be:`,
      link.url,
      `A link egyszer használható, és ${until}-ig érvényes.`,
      "Ha nem számított erre a levélre, nincs teendője: a link magától lejár. Ha gyanús, szóljon a honlap rendszergazdájának.",
    ],
  );
}
