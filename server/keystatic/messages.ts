/**
 * What the Keystatic guard answers a save it refuses, in Hungarian (the editor is Hungarian,
 * as its staff are): Keystatic shows the text as it comes.
 */

import { withArticle } from "../../app/site/article.ts";
import type { PhotoProblem } from "../release/index.ts";

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("hu-HU", { maximumFractionDigits: 1 })} MB`;

export const guardMessages = {
  badRequest: "A szerkesztő kérése hibás formájú, ezért nem dolgoztuk fel. Töltse újra az oldalt.",
  notFound: "Nincs ilyen fájl vagy művelet a szerkesztőben. Töltse újra az oldalt.",
  badData:
    "A mentés adatai hibás formájúak, ezért semmi sem lett mentve. Töltse újra az oldalt, és vigye fel újra a változtatását.",
  /** `what` is the entry as the editor names it ("Angol · Takarítás"), else the file's path. */
  conflict: (what: { entry: string } | { path: string }, editor: string, at: string) =>
    `${"entry" in what ? `${withArticle(`„${what.entry}”`, { capital: true })} bejegyzést` : `${withArticle(`„${what.path}”`, { capital: true })} fájlt`} közben ${editor || "egy másik szerkesztő"} módosította (${at}). A változtatás nem lett mentve, hogy ne írja felül az övét: töltse újra az oldalt, és vigye fel újra a változtatását.`,
  reload:
    "A szerkesztő nem tudja, melyik változatot nyitotta meg. Töltse újra az oldalt, és vigye fel újra a változtatását.",
  refusedPhoto: (field: string, problem: PhotoProblem) => {
    const upload = `${withArticle(`„${field}”`, { capital: true })} mezőbe feltöltött`;
    switch (problem.reason) {
      case "not-an-image":
        return `${upload} fájl nem fénykép. JPEG, PNG, WebP vagy AVIF képet töltsön fel.`;
      case "too-large":
        return `${upload} kép ${megabytes(problem.bytes)}; legfeljebb ${megabytes(problem.maxBytes)} lehet.`;
      case "too-many-pixels":
        return `${upload} kép ${problem.width} × ${problem.height} képpontos; legfeljebb ${problem.maxPixels / 1e6} megapixeles lehet.`;
      case "not-a-file-name":
        return `${withArticle(`„${field}”`, { capital: true })} mező ${withArticle(`„${problem.name}”`)} fájlra hivatkozik, ami nem a fotók mappájának egy fájlja. Töltse fel újra a képet.`;
      case "too-small":
        return `${upload} kép ${problem.width} × ${problem.height} képpontos; a nyitóképhez legalább ${problem.minimum.width} × ${problem.minimum.height} képpont kell.`;
    }
  },
  refusedPath: (path: string) =>
    `${withArticle(`„${path}”`, { capital: true })} nem a tartalom egyik fájlja (vagy hivatkozáson át vezet), ezért elutasítottuk.`,
  fileTooLarge: (path: string, megabytes: number) =>
    `${withArticle(`„${path}”`, { capital: true })} nagyobb ${megabytes} MB-nál, ezért nem mentettük.`,
  tooManyFiles: (count: number) =>
    `Egy mentés legfeljebb ${count} fájlt módosíthat; ez többet akart, ezért semmit sem mentettünk.`,
};
