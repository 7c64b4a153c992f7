/**
 * The words of the back office's pages and answers (the Keystatic guard has its own,
 * server/keystatic/messages.ts). The back office is Hungarian, as its staff are.
 */

import { withArticle } from "../../app/site/article.ts";
import type { ReleaseLimit } from "../release/lifecycle/release-process.ts";

export const messages = {
  hu: {
    /** The back office's one name, on every staff page and the editor's. */
    product: "Danubius Protect honlapkezelő",
    signInTitle: "Bejelentkezés",
    signInLead: "Jelentkezzen be a weboldal szövegeinek és adatainak szerkesztéséhez.",
    name: "Név",
    nameHint:
      "A teljes neve, ahogy a fiókját felvették, pl. Kovács Anna (a kis- és nagybetű mindegy).",
    password: "Jelszó",
    signIn: "Bejelentkezés",
    wrongPassword: "Hibás név vagy jelszó.",
    tooMany: (seconds: number) =>
      `Túl sok sikertelen próbálkozás. Biztonsági okból ${seconds} másodpercig nem lehet bejelentkezni; utána próbálja újra.`,
    signedOut: "Kijelentkezett.",
    expired: "A munkamenet lejárt. Jelentkezzen be újra.",
    signedInAs: (name: string) => `Bejelentkezve: ${name}`,
    signOut: "Kijelentkezés",
    editorMissing:
      "A szerkesztőfelület még nincs telepítve a szerveren. Szóljon a honlap rendszergazdájának.",
    editorStale:
      "A szerkesztőfelület a tartalom egy régebbi szerkezetéhez készült, ezért nem töltjük be (különben a régi mezőkkel szerkesztene). Szóljon a honlap rendszergazdájának, hogy telepítse újra.",
    previewTitle: "Előnézet",
    previewHint:
      "Az előnézet a közzé nem tett változásokkal építi fel az oldalt (néhány másodperc); az élő oldal nem változik.",
    makePreview: "Előnézet készítése",
    previewReady: (time: string) =>
      `Előnézet a ${time}-kor mentett tartalomból. Minden oldala fölött sáv jelzi, hogy nem az élő oldal:`,
    previewStale:
      "A legutóbbi előnézet a mostani élő változatnál régebbi (azóta közzététel vagy visszaállítás volt), ezért nem mutatjuk. Készítsen újat.",
    previewBanner: "Előnézet – nem élő oldal",
    previewMade: (time: string) => `készült: ${time}`,
    previewBack: "Vissza a közzétételhez",
    previewFormNote:
      "Előnézet: ez az űrlap nem tárol és nem küld semmit. Kipróbálható, de üzenet nem megy el belőle.",
    previewFormSent: "Az üzenet nem ment el: az előnézet űrlapja nem tárol és nem küld semmit.",
    previewGone:
      "Ez az előnézet már nem érvényes: azóta közzététel vagy visszaállítás volt. Készítsen újat a közzététel oldalán.",
    previewFailed: "Az előnézet nem épült fel. A hibák:",
    publishTitle: "Közzététel",
    savedHeading: "Mentve, még nem közzétéve",
    nothingPending:
      "Nincs mentett, közzé nem tett változás: az élő oldal a legutóbbi mentett állapotot mutatja.",
    unsavedHeading: "Nincs mentve (csak ebben a böngészőben)",
    unsavedHint:
      "Ezekben a bejegyzésekben nem mentett változtatások vannak: a közzététel nem viszi ki őket. Nyissa meg a bejegyzést, és mentse, vagy az Elvetés gombbal vesse el.",
    andMore: (count: number) => `és még ${count} változás`,
    publish: "Közzététel most",
    publishHint:
      "A közzététel felépíti az oldalt (néhány másodperc), és csak hibátlan építés után cseréli le az élő oldalt.",
    published: (seconds: number) => `Közzétéve. Az élő oldal ${seconds} másodperc alatt frissült.`,
    undone: "Visszaállítva és közzétéve.",
    buildFailed: "Az oldal nem épült fel, az élő oldal változatlan maradt. A hibák:",
    releaseStopped: (limit: ReleaseLimit) =>
      `${
        limit.kind === "time"
          ? `Az oldal ${limit.seconds} másodperc alatt sem épült fel, ezért a felépítését leállítottuk`
          : `Az oldal felépítése több memóriát kért volna, mint amennyit kaphat (${limit.megabytes} MB), ezért leállt`
      }; az élő oldal változatlan maradt. Ha nagy fényképet töltött fel, próbálja meg kisebbel.`,
    unchanged: "Nincs mit közzétenni: a tartalom megegyezik az élő változattal.",
    unpublished:
      "Előbb tegye közzé vagy vonja vissza a közzé nem tett változásokat, csak utána lehet korábbi változatot visszaállítani.",
    unknownVersion: "Ez a változat nem található.",
    fault: {
      missing:
        "A közzététel szünetel: a tartalom előzményeit tároló git-tár hiányzik a szerverről. A szerkesztések mentődnek, de amíg a tárat vissza nem állítják a mentésből, nem tehetők közzé. Szóljon a rendszergazdának.",
      damaged:
        "A közzététel szünetel: a tartalom előzményeit tároló git-tár megsérült (az utolsó változat nem olvasható). A szerkesztések mentődnek, de amíg a tárat ki nem javítják vagy vissza nem állítják, nem tehetők közzé. Szóljon a rendszergazdának.",
      migration:
        "A közzététel szünetel: a tartalom frissítése az új programváltozathoz nem sikerült. Szóljon a rendszergazdának; a részletek a szerver naplójában vannak.",
      stopping: "A szerver éppen leáll; a közzétételt újraindulás után ismételje meg.",
    },
    historyTitle: "Előzmények",
    historyEmpty: "Még nincs közzétett változat.",
    when: "Időpont",
    who: "Szerkesztő",
    what: "Változás",
    restore: "Visszaállítás erre…",
    versionName: (number: number) => `${number}. változat`,
    undoTitle: (number: number) => `Visszaállítás ${withArticle(`${number}.`)} változatra`,
    undoLead: (number: number, time: string, author: string) =>
      `${withArticle(`${number}.`, { capital: true })} változatot ${author} tette közzé (${time}). A visszaállítás az élő oldalt újra erre a tartalomra állítja, új változatként; az előzmények megmaradnak.`,
    undoChanges: "A mostani élő oldalhoz képest ezek változnak:",
    undoNothing: "A tartalma megegyezik az élő oldaléval: nincs mit visszaállítani.",
    undoConfirm: "Visszaállítás és közzététel",
    undoCancel: "Mégse, vissza a közzétételhez",
    live: "Ez látható most az élő oldalon.",
    saveTooLarge: (megabytes: number) =>
      `Egy mentés legfeljebb ${megabytes.toFixed(1).replace(".", ",")} MB lehet (a fotók és a bejegyzés együtt); ez nagyobb volt, ezért semmit sem mentettünk.`,
    unauthorized: "Ehhez be kell jelentkeznie.",
    forbidden: "A kérés nem ebből a szerkesztőből érkezett, ezért elutasítottuk.",
    backOffice: "honlapkezelő",
    publishNow: "Változások közzététele",
    publishing: "Közzététel folyamatban… (néhány másodperc)",
    previewing: "Az előnézet készül… (néhány másodperc)",
    restoring: "Visszaállítás folyamatban…",
    skip: "Ugrás a tartalomra",
    nav: {
      publish: "Közzététel",
      figures: "Számok",
      inquiries: "Megkeresések",
      languages: "Nyelvek",
      editor: "Tartalom szerkesztése",
    },
    noRightTitle: "Nincs jogosultsága",
    noRight:
      "A megkeresések személyes adatokat tartalmaznak, ezért csak az láthatja őket, akinek erre külön jogosultsága van. Jogosultságot a rendszergazda adhat: kérje tőle.",
  },
};
