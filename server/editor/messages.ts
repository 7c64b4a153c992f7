/**
 * The words of the editor's own pages and answers. The back office is Hungarian: its pages use
 * `messages.hu`. The English and German words remain for the content guard's answers, which
 * still take a language.
 */
import { type Language, locales } from "../../app/site/language.ts";
import type { PhotoProblem } from "../release/photo-check.ts";

const megabytes = (bytes: number, language: Language) =>
  `${(bytes / 1024 / 1024).toLocaleString(locales[language], { maximumFractionDigits: 1 })} MB`;

export const messages = {
  hu: {
    product: "Danubius Protect – tartalomszerkesztő",
    signInTitle: "Bejelentkezés",
    signInLead: "Jelentkezzen be a weboldal szövegeinek és adatainak szerkesztéséhez.",
    name: "Felhasználónév",
    password: "Jelszó",
    signIn: "Bejelentkezés",
    wrongPassword: "Hibás felhasználónév vagy jelszó.",
    tooMany: (seconds: number) =>
      `Túl sok sikertelen próbálkozás. Biztonsági okból ${seconds} másodpercig nem lehet bejelentkezni; utána próbálja újra.`,
    signedOut: "Kijelentkezett.",
    expired: "A munkamenet lejárt. Jelentkezzen be újra.",
    signedInAs: (name: string) => `Bejelentkezve: ${name}`,
    signOut: "Kijelentkezés",
    editorMissing:
      "A szerkesztőfelület még nincs felépítve: futtassa az `npm run build` parancsot a szerveren.",
    editorStale:
      "A szerkesztőfelület a tartalom egy régebbi szerkezetéhez készült, ezért nem töltjük be (különben a régi mezőkkel szerkesztene): futtassa az `npm run build` parancsot a szerveren, majd indítsa újra.",
    previewTitle: "Előnézet",
    previewHint:
      "Az előnézet a közzé nem tett változásokkal építi fel az oldalt (néhány másodperc); az élő oldal nem változik.",
    makePreview: "Előnézet készítése",
    previewReady: (time: string) => `Előnézet a ${time}-kor mentett tartalomból:`,
    previewFailed: "Az előnézet nem épült fel. A hibák:",
    publishTitle: "Közzététel",
    pending: (count: number) => `${count} közzé nem tett változás:`,
    nothingPending: "Nincs közzé nem tett változás: az élő oldal a legutóbbi állapotot mutatja.",
    publish: "Közzététel most",
    publishHint:
      "A közzététel felépíti az oldalt (néhány másodperc), és csak hibátlan építés után cseréli le az élő oldalt.",
    published: (seconds: number) => `Közzétéve. Az élő oldal ${seconds} másodperc alatt frissült.`,
    undone: "Visszaállítva és közzétéve.",
    buildFailed: "Az oldal nem épült fel, az élő oldal változatlan maradt. A hibák:",
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
    restore: "Visszaállítás erre",
    live: "élő",
    changeStatus: { added: "új", modified: "módosítva", deleted: "törölve" },
    conflict: (path: string, editor: string, at: string) =>
      `A(z) „${path}” fájlt közben ${editor || "egy másik szerkesztő"} módosította (${at}). A változtatás nem lett mentve, hogy ne írja felül az övét: töltse újra az oldalt, és vigye fel újra a változtatását.`,
    reload:
      "A szerkesztő nem tudja, melyik változatot nyitotta meg. Töltse újra az oldalt, és vigye fel újra a változtatását.",
    refusedPhoto: (field: string, problem: PhotoProblem) => {
      const upload = `A(z) „${field}” mezőbe feltöltött`;
      switch (problem.reason) {
        case "not-an-image":
          return `${upload} fájl nem fénykép. JPEG, PNG, WebP vagy AVIF képet töltsön fel.`;
        case "too-large":
          return `${upload} kép ${megabytes(problem.bytes, "hu")}; legfeljebb ${megabytes(problem.maxBytes, "hu")} lehet.`;
        case "too-small":
          return `${upload} kép ${problem.width} × ${problem.height} képpontos; a nyitóképhez legalább ${problem.minimum.width} × ${problem.minimum.height} képpont kell.`;
      }
    },
    refusedPath: (path: string) =>
      `A(z) „${path}” nem a tartalom egyik fájlja (vagy hivatkozáson át vezet), ezért elutasítottuk.`,
    fileTooLarge: (path: string, megabytes: number) =>
      `A(z) „${path}” nagyobb ${megabytes} MB-nál, ezért nem mentettük.`,
    tooManyFiles: (count: number) =>
      `Egy mentés legfeljebb ${count} fájlt módosíthat; ez többet akart, ezért semmit sem mentettünk.`,
    unauthorized: "Ehhez be kell jelentkeznie.",
    forbidden: "A kérés nem ebből a szerkesztőből érkezett, ezért elutasítottuk.",
    backOffice: "ügyintézés",
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
      "A megkeresések személyes adatokat tartalmaznak, ezért csak az láthatja őket, akinek erre külön jogosultsága van. Jogosultságot a rendszergazda adhat (npm run editors -- grant NÉV).",
  },
  en: {
    product: "Danubius Protect – content editor",
    signInTitle: "Sign in",
    signInLead: "Sign in to edit the website's copy and details.",
    name: "User name",
    password: "Password",
    signIn: "Sign in",
    wrongPassword: "Wrong user name or password.",
    tooMany: (seconds: number) =>
      `Too many failed attempts. For security, signing in is blocked for ${seconds} seconds; please try again then.`,
    signedOut: "You have signed out.",
    expired: "Your session has expired. Please sign in again.",
    signedInAs: (name: string) => `Signed in as ${name}`,
    signOut: "Sign out",
    editContent: "Edit content",
    editorMissing: "The editor has not been built: run `npm run build` on the server.",
    editorStale:
      "The editor was built for an older structure of the content, so it is not loaded (you would be editing with the old fields): run `npm run build` on the server and restart it.",
    previewTitle: "Preview",
    previewHint:
      "A preview builds the site with the unpublished changes (a few seconds); the live site does not change.",
    makePreview: "Build a preview",
    previewReady: (time: string) => `Preview of the content as saved at ${time}:`,
    previewFailed: "The preview could not be built. The errors:",
    publishTitle: "Publish",
    pending: (count: number) => `${count} unpublished ${count === 1 ? "change" : "changes"}:`,
    nothingPending: "No unpublished changes: the live site shows the latest version.",
    publish: "Publish now",
    publishHint:
      "Publishing builds the site (a few seconds) and replaces the live site only once the build has succeeded.",
    published: (seconds: number) => `Published. The live site was updated in ${seconds} seconds.`,
    undone: "Restored and published.",
    buildFailed: "The site could not be built; the live site is unchanged. The errors:",
    unchanged: "Nothing to publish: the content is the same as the live version.",
    unpublished:
      "Publish or discard the unpublished changes first; then an earlier version can be restored.",
    unknownVersion: "That version was not found.",
    fault: {
      missing:
        "Publishing is paused: the git repository holding the content's history is missing from the server. Edits are saved, but cannot be published until the repository is restored from a backup. Please tell the administrator.",
      damaged:
        "Publishing is paused: the git repository holding the content's history is damaged (its latest version cannot be read). Edits are saved, but cannot be published until it is repaired or restored. Please tell the administrator.",
      migration:
        "Publishing is paused: upgrading the content for the new version of the software failed. Please tell the administrator; the details are in the server's log.",
      stopping: "The server is shutting down; please publish again once it has restarted.",
    },
    historyTitle: "History",
    historyEmpty: "Nothing has been published yet.",
    when: "When",
    who: "Editor",
    what: "Change",
    restore: "Restore this version",
    live: "live",
    changeStatus: { added: "new", modified: "changed", deleted: "deleted" },
    conflict: (path: string, editor: string, at: string) =>
      `“${path}” was changed meanwhile by ${editor || "another editor"} (${at}). Your change was not saved so as not to overwrite theirs: reload the page and make your change again.`,
    reload:
      "The editor cannot tell which version you opened. Reload the page and make your change again.",
    refusedPhoto: (field: string, problem: PhotoProblem) => {
      const upload = `The file uploaded to “${field}”`;
      switch (problem.reason) {
        case "not-an-image":
          return `${upload} is not a photo. Please upload a JPEG, PNG, WebP or AVIF image.`;
        case "too-large":
          return `${upload} is ${megabytes(problem.bytes, "en")}; it may be at most ${megabytes(problem.maxBytes, "en")}.`;
        case "too-small":
          return `${upload} is ${problem.width} × ${problem.height} pixels; the hero needs at least ${problem.minimum.width} × ${problem.minimum.height}.`;
      }
    },
    refusedPath: (path: string) =>
      `“${path}” is not one of the content's files (or leads through a link) and was refused.`,
    fileTooLarge: (path: string, megabytes: number) =>
      `“${path}” is larger than ${megabytes} MB and was not saved.`,
    tooManyFiles: (count: number) =>
      `A save may change at most ${count} files; this one asked for more, so nothing was saved.`,
    unauthorized: "You need to sign in for this.",
    forbidden: "This request did not come from the editor and was refused.",
  },
  de: {
    product: "Danubius Protect – Inhaltseditor",
    signInTitle: "Anmelden",
    signInLead: "Melden Sie sich an, um Texte und Angaben der Website zu bearbeiten.",
    name: "Benutzername",
    password: "Passwort",
    signIn: "Anmelden",
    wrongPassword: "Benutzername oder Passwort ist falsch.",
    tooMany: (seconds: number) =>
      `Zu viele Fehlversuche. Aus Sicherheitsgründen ist die Anmeldung für ${seconds} Sekunden gesperrt; bitte versuchen Sie es danach erneut.`,
    signedOut: "Sie haben sich abgemeldet.",
    expired: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    signedInAs: (name: string) => `Angemeldet als ${name}`,
    signOut: "Abmelden",
    editContent: "Inhalte bearbeiten",
    editorMissing: "Der Editor ist noch nicht gebaut: `npm run build` auf dem Server ausführen.",
    editorStale:
      "Der Editor wurde für eine ältere Struktur der Inhalte gebaut und wird daher nicht geladen (Sie würden mit den alten Feldern arbeiten): `npm run build` auf dem Server ausführen und ihn neu starten.",
    previewTitle: "Vorschau",
    previewHint:
      "Die Vorschau baut die Website mit den noch nicht veröffentlichten Änderungen (wenige Sekunden); die Live-Website bleibt unverändert.",
    makePreview: "Vorschau erstellen",
    previewReady: (time: string) => `Vorschau der um ${time} gespeicherten Inhalte:`,
    previewFailed: "Die Vorschau ließ sich nicht erstellen. Die Fehler:",
    publishTitle: "Veröffentlichen",
    pending: (count: number) =>
      `${count} nicht veröffentlichte ${count === 1 ? "Änderung" : "Änderungen"}:`,
    nothingPending: "Keine unveröffentlichten Änderungen: Die Website zeigt den neuesten Stand.",
    publish: "Jetzt veröffentlichen",
    publishHint:
      "Beim Veröffentlichen wird die Website neu erstellt (wenige Sekunden); die Live-Website wird erst ersetzt, wenn das fehlerfrei gelungen ist.",
    published: (seconds: number) =>
      `Veröffentlicht. Die Live-Website war nach ${seconds} Sekunden aktualisiert.`,
    undone: "Wiederhergestellt und veröffentlicht.",
    buildFailed:
      "Die Website konnte nicht erstellt werden; die Live-Website ist unverändert. Die Fehler:",
    unchanged: "Nichts zu veröffentlichen: Der Inhalt entspricht der Live-Version.",
    unpublished:
      "Veröffentlichen oder verwerfen Sie zuerst die unveröffentlichten Änderungen; danach lässt sich eine frühere Version wiederherstellen.",
    unknownVersion: "Diese Version wurde nicht gefunden.",
    fault: {
      missing:
        "Das Veröffentlichen ist angehalten: Das Git-Repository mit dem Verlauf der Inhalte fehlt auf dem Server. Änderungen werden gespeichert, lassen sich aber erst veröffentlichen, wenn es aus einer Sicherung wiederhergestellt ist. Bitte informieren Sie die Administration.",
      damaged:
        "Das Veröffentlichen ist angehalten: Das Git-Repository mit dem Verlauf der Inhalte ist beschädigt (die letzte Version ist nicht lesbar). Änderungen werden gespeichert, lassen sich aber erst veröffentlichen, wenn es repariert oder wiederhergestellt ist. Bitte informieren Sie die Administration.",
      migration:
        "Das Veröffentlichen ist angehalten: Die Anpassung der Inhalte an die neue Softwareversion ist fehlgeschlagen. Bitte informieren Sie die Administration; Einzelheiten stehen im Serverprotokoll.",
      stopping:
        "Der Server wird gerade beendet; bitte veröffentlichen Sie nach dem Neustart erneut.",
    },
    historyTitle: "Verlauf",
    historyEmpty: "Es wurde noch nichts veröffentlicht.",
    when: "Zeitpunkt",
    who: "Bearbeitet von",
    what: "Änderung",
    restore: "Diese Version wiederherstellen",
    live: "live",
    changeStatus: { added: "neu", modified: "geändert", deleted: "gelöscht" },
    conflict: (path: string, editor: string, at: string) =>
      `„${path}“ wurde inzwischen von ${editor || "einer anderen Person"} geändert (${at}). Ihre Änderung wurde nicht gespeichert, damit sie deren Änderung nicht überschreibt: Laden Sie die Seite neu und nehmen Sie Ihre Änderung erneut vor.`,
    reload:
      "Der Editor weiß nicht, welche Version Sie geöffnet haben. Laden Sie die Seite neu und nehmen Sie Ihre Änderung erneut vor.",
    refusedPhoto: (field: string, problem: PhotoProblem) => {
      const upload = `Die in „${field}“ hochgeladene Datei`;
      switch (problem.reason) {
        case "not-an-image":
          return `${upload} ist kein Foto. Bitte laden Sie ein JPEG-, PNG-, WebP- oder AVIF-Bild hoch.`;
        case "too-large":
          return `${upload} ist ${megabytes(problem.bytes, "de")} groß; erlaubt sind höchstens ${megabytes(problem.maxBytes, "de")}.`;
        case "too-small":
          return `${upload} hat ${problem.width} × ${problem.height} Pixel; das Titelbild braucht mindestens ${problem.minimum.width} × ${problem.minimum.height}.`;
      }
    },
    refusedPath: (path: string) =>
      `„${path}“ ist keine Datei des Inhalts (oder führt über eine Verknüpfung) und wurde abgelehnt.`,
    fileTooLarge: (path: string, megabytes: number) =>
      `„${path}“ ist größer als ${megabytes} MB und wurde nicht gespeichert.`,
    tooManyFiles: (count: number) =>
      `Eine Speicherung darf höchstens ${count} Dateien ändern; diese wollte mehr, daher wurde nichts gespeichert.`,
    unauthorized: "Dafür müssen Sie angemeldet sein.",
    forbidden: "Diese Anfrage kam nicht aus dem Editor und wurde abgelehnt.",
  },
} satisfies Record<Language, unknown>;

/** A time as the editor's language writes it, in Budapest time. */
export function formatTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Budapest",
  }).format(date);
}
