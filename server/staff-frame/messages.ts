/**
 * The words of the back office's pages and answers (the Keystatic guard has its own,
 * server/keystatic/messages.ts). The back office is Hungarian, as its staff are.
 */

import { withArticle } from "../../app/site/article.ts";
import type { ReleaseLimit } from "../release/index.ts";
import { accountMessages } from "./account-messages.ts";

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
    endedElsewhere:
      "Ezen az eszközön kijelentkeztettük: egy másik eszközről zárták le a munkamenetet, vagy megváltozott a jelszó, illetve a második lépés. Jelentkezzen be újra.",
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
    badDraftsHeading: "Olvashatatlan piszkozat",
    badDraftsLead:
      "Ezek a mentett, még nem közzétett fájlok túllépik a tartalom korlátait (túl nagyok, túl mélyen egymásba ágyazottak vagy túl sok ismétlő hivatkozás van bennük), ezért sem közzétenni, sem előnézni nem lehet őket. A szerkesztő ilyet nem ment: valószínűleg a szerveren, kézzel kerültek ide. Ha elveti a piszkozatot, a fájl visszaáll a közzétett változatra; a többi mentett változtatás megmarad.",
    discardDraft: "Piszkozat elvetése",
    discarding: "Elvetés…",
    discarded: "A piszkozatot elvetettük: a fájl újra a közzétett változat.",
    discardUnknown:
      "Ennek a fájlnak nincs elvethető piszkozata (talán közben valaki már elvetette).",
    nothingPending:
      "Nincs mentett, közzé nem tett változás: az élő oldal a legutóbbi mentett állapotot mutatja.",
    unsavedHeading: "Nincs mentve (csak ebben a böngészőben)",
    unsavedHint:
      "Ezekben a bejegyzésekben nem mentett változtatások vannak: a közzététel nem viszi ki őket. Nyissa meg a bejegyzést, és mentse, vagy az Elvetés gombbal vesse el.",
    andMore: (count: number) => `és még ${count} változás`,
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
    undoKeepsSaved:
      "A mentett, még nem közzétett változtatások megmaradnak: a visszaállítás nem viszi ki és nem veti el őket, utána is a közzétételre várnak.",
    chooseEntries: "Jelölje ki, melyik bejegyzés menjen ki: egy sincs kijelölve.",
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
    /** What every failure a staff member can meet says (server/back-office/failures.ts). */
    failure: {
      unavailableTitle: "A honlapkezelő most nem érhető el",
      unavailable:
        "A honlapkezelő adatbázisa most nem válaszol, ezért a bejelentkezés, a mentés és a közzététel szünetel. A nyilvános weboldal közben változatlanul működik. Próbálja újra néhány perc múlva; ha addig sem javul, szóljon a honlap rendszergazdájának.",
      pausedTitle: "A közzététel szünetel",
      unexpectedTitle: "Váratlan hiba",
      unexpected: (reference: string) =>
        `Váratlan hiba történt, a kérést nem tudtuk teljesíteni. Próbálja újra; ha ismét előfordul, szóljon a honlap rendszergazdájának, és adja meg neki ezt a hibakódot: ${reference}.`,
      back: "Vissza a honlapkezelő nyitóoldalára",
      notFound: "Nincs ilyen oldal a honlapkezelőben.",
      notFoundTitle: "Nincs ilyen oldal",
      methodNotAllowed: "Ez a kérés ezen a címen nem értelmezhető.",
      tooLarge: "A kérés túl nagy, ezért nem dolgoztuk fel.",
      badRequest:
        "A kérés formája hibás, ezért nem dolgoztuk fel. Töltse be újra az oldalt, és próbálja újra.",
    },
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
      security: "Biztonság",
      team: "Csapat",
    },
    secondStep: {
      title: "Második lépés",
      lead: "A jelszava helyes. A belépéshez igazolja még, hogy Ön az: az azonosító kulcsával vagy a hitelesítő alkalmazás kódjával.",
      passkeyHeading: "Azonosító kulccsal",
      passkeyHint:
        "A gép vagy a telefon a szokott módon kéri: ujjlenyomat, arc, PIN-kód vagy a biztonsági kulcs megérintése.",
      advancePasskey: "Belépés azonosító kulccsal",
      codeHeading: "Kóddal",
      code: "Kód",
      codeHint: "A hitelesítő alkalmazás 6 jegyű kódja, vagy az egyik helyreállító kódja.",
      recoveryOnlyHint: "Az egyik helyreállító kódja (pl. abcde-fghij).",
      next: "Tovább",
      wrongCode:
        "Ez a kód nem jó. Nézze meg újra az alkalmazásban, és írja be az épp látható kódot.",
      usedRecoveryCode:
        "Ezt a helyreállító kódot már felhasználta; mindegyik csak egyszer érvényes. Írja be egy másikat, vagy használja a hitelesítő alkalmazást.",
      tooManyCodes:
        "Többször egymás után hibás kódot adtak meg, ezért biztonsági okból újra meg kell adnia a jelszavát. Ha nem Ön próbálkozott, változtassa meg a jelszavát.",
      reusedCode:
        "Ezt a kódot már felhasználták. Várja meg, amíg az alkalmazás új kódot mutat (legfeljebb 30 másodperc).",
      passkeyFailed:
        "Az azonosító kulccsal nem sikerült belépni (lejárt vagy ismeretlen kérés). Próbálja újra.",
      passkeyCancelled: "A böngésző nem adta meg az azonosító kulcsot. Próbálja újra.",
      noScript: "Az azonosító kulcshoz a böngészőben engedélyezni kell a JavaScriptet.",
      confirmTitle: "Erősítse meg, hogy Ön az",
      confirmLead:
        "Ez a művelet a fiókok biztonságát érinti, ezért előbb igazolja újra magát az azonosító kulcsával vagy egy kóddal. Utána 10 percig nem kérjük ismét.",
      confirmCancel: "Mégse",
      usedRecovery: (left: number) =>
        `Helyreállító kóddal lépett be; ${left} kódja maradt. Ha elfogynak, a Biztonság oldalon kérhet újakat.`,
    },
    setUp: {
      title: "Második lépés beállítása",
      noFactor:
        "A fiókjához még nincs beállítva második lépés, ezért jelszóval egymagában nem léphet be. A beállításhoz egyszer használható linket kap: kérje attól a kollégától, aki a fiókokat kezeli (Csapat oldal), vagy a honlap rendszergazdájától. A link a jelszót és a második lépést együtt állítja be.",
      nav: "Biztonság",
      securityTitle: "Biztonság",
      passkeysHeading: "Azonosító kulcsok",
      passkeysLead:
        "Windows Hello, Touch ID, Android-telefon vagy biztonsági kulcs: a belépéskor a gép ujjlenyomatot, arcot vagy PIN-kódot kér. Több kulcsa is lehet, mindegyik saját névvel.",
      noPasskeys: "Még nincs azonosító kulcsa.",
      passkeyName: "A kulcs neve",
      passkeyNameHint: "Hogy később felismerje, pl. „irodai laptop” vagy „telefonom”.",
      addPasskey: "Azonosító kulcs hozzáadása",
      factorAdded: "Elkészült. A többi eszközén a munkamenetei véget értek.",
      passkeyNotAdded:
        "Az azonosító kulcs nem készült el (a böngésző megszakította, vagy lejárt a kérés). Próbálja újra.",
      remove: "Eltávolítás",
      removeNamed: (name: string) => `Eltávolítás: „${name}”`,
      added: (date: string) => `hozzáadva: ${date}`,
      lastUsed: (date: string) => `utoljára: ${date}`,
      removed: "Eltávolítva. A többi eszközén a munkamenetei véget értek.",
      lastFactor:
        "Ez az utolsó második lépése, ezért nem távolítható el. Előbb állítson be egy másikat.",
      totpHeading: "Hitelesítő alkalmazás",
      totpLead:
        "Google Authenticator, Microsoft Authenticator, 1Password vagy más alkalmazás, amely 6 jegyű kódokat mutat. Fiókonként egy lehet.",
      totpSet: (name: string, date: string) => `Beállítva: „${name}”, ${date}.`,
      totpSteps:
        "Olvassa be a QR-kódot az alkalmazással; telefonon nyissa meg a gombbal közvetlenül az alkalmazásban, vagy másolja ki a titkos kulcsot. Utána írja be az alkalmazás által mutatott 6 jegyű kódot.",
      qrLabel: "QR-kód a hitelesítő alkalmazáshoz",
      secret: "Titkos kulcs kézi beíráshoz",
      totpName: "Az alkalmazás neve",
      totpNameHint: "Pl. „telefonom”.",
      totpCode: "Az alkalmazás 6 jegyű kódja",
      setTotp: "Hitelesítő alkalmazás beállítása",
      replaceTotp: "Csere új alkalmazásra",
      totpWrong:
        "A kód nem egyezik. A QR-kód és a titkos kulcs ugyanaz maradt, az alkalmazásnak nem kell újra beolvasnia: írja be az épp látható kódot, és ellenőrizze, hogy a telefon órája pontos.",
      totpExpired:
        "Ez a beállítás már nem érvényes (közben befejezték vagy újat kértek). Olvassa be az alábbi, új QR-kódot.",
      openInApp: "Megnyitás a hitelesítő alkalmazásban",
      copySecret: "Titkos kulcs másolása",
      copied: "Vágólapra másolva",
      sameSecret:
        "A kulcs ugyanaz marad, amíg a beállítás el nem készül: ha újratölti az oldalt vagy elgépeli a kódot, nem kell újra beolvasnia.",
      newSecret: "Mégse: új QR-kód és titkos kulcs kérése",
      printCodes: "Nyomtatás",
      copyCodes: "Kódok másolása",
      downloadCodes: "Letöltés szövegfájlként",
      codesFileName: "danubius-protect-helyreallito-kodok.txt",
      codesFileHeading: "Danubius Protect honlapkezelő – helyreállító kódok",
      codesFileLead:
        "Mindegyik kód egyszer használható a második lépésben, ha nincs kéznél az azonosító kulcs vagy a hitelesítő alkalmazás. Tartsa biztonságos helyen.",
      recoveryHeading: "Helyreállító kódok",
      recoveryLead: (left: number) =>
        `Ha nincs kéznél sem az azonosító kulcsa, sem az alkalmazás, egy helyreállító kóddal is beléphet; mindegyik egyszer használható. Még ${left} kódja van.`,
      renewRecovery: "Új helyreállító kódok (a régiek érvényüket vesztik)",
      codesTitle: "Helyreállító kódjai",
      codesLead:
        "Most látja őket utoljára: nyomtassa ki vagy mentse el őket biztonságos helyre (pl. jelszókezelőbe). Mindegyik egyszer használható, ha nincs kéznél a második lépése.",
      codesDone: "Elmentettem, tovább",
      devicesLink: "Bejelentkezett eszközök",
      passwordLead:
        "A jelszó módosításához a jelenlegi jelszavát és egy friss második lépést kérünk; utána a többi eszközén kijelentkeztetjük.",
      defaultPasskeyName: "azonosító kulcs",
      defaultTotpName: "hitelesítő alkalmazás",
    },
    ...accountMessages,
    devices: {
      title: "Bejelentkezett eszközök",
      lead: "Ezeken az eszközökön van most bejelentkezve. Ha valamelyiket nem ismeri fel, jelentkeztesse ki, és változtassa meg a jelszavát.",
      device: "Eszköz",
      place: "Honnan",
      lastUsed: "Utoljára",
      thisDevice: "ez az eszköz",
      halfSignedIn: "csak jelszóval, a második lépés előtt",
      signOutDevice: "Kijelentkeztetés",
      signOutDeviceNamed: (name: string) => `Kijelentkeztetés: ${name}`,
      signOutOthers: "Kijelentkeztetés minden más eszközről",
      endedOne: "Az eszközt kijelentkeztettük.",
      endedOthers: (count: number) =>
        count === 0
          ? "Más eszközön nem volt bejelentkezve."
          : `${count} más eszközt kijelentkeztettünk.`,
      unknownDevice: "ismeretlen böngésző",
      guessesHeading: "Valaki ismeri a jelszavát",
      guessesLead:
        "A helyes jelszó után hibás kódot adtak meg a második lépésben, ekkor és innen. Ha nem Ön volt, változtassa meg most a jelszavát: a második lépés eddig megállította a próbálkozót.",
      changePassword: "Jelszó módosítása",
    },
    noRightTitle: "Nincs jogosultsága",
    noRight:
      "A megkeresések személyes adatokat tartalmaznak, ezért csak az láthatja őket, akinek erre külön jogosultsága van. Jogosultságot a rendszergazda adhat: kérje tőle.",
  },
};
