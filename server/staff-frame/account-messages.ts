/**
 * The words of the team's own account pages (messages.ts carries them under `hu`): the set-up
 * link's page, the team page, one's own password.
 */
export const accountMessages = {
  welcome: {
    title: "Fiók beállítása",
    heading: (name: string) => `Üdvözöljük, ${name}!`,
    lead: (by: string, until: string) =>
      `${by} hozzáférést adott Önnek a honlapkezelőhöz. Állítsa be itt a jelszavát és a második lépést; a link egyszer használható, és ${until}-ig érvényes.`,
    passwordHeading: "Jelszó",
    current: "A jelenlegi jelszava",
    currentHint:
      "A fiókjának már van jelszava: azt írja be. Ha elfelejtette, kérjen új jelszót a rendszergazdától.",
    wrongCurrent: "Ez nem a fiók jelszava. Írja be újra.",
    finish: "Beállítás és belépés",
    saving: "Beállítás…",
    passkeyLater:
      "Azonosító kulcsot (passkey) a belépés után, a Biztonság oldalon adhat hozzá; ott a hitelesítő alkalmazást is cserélheti.",
    goneTitle: "Ez a link már nem érvényes",
    gone: "A beállító link egyszer használható és 72 óráig érvényes; ezt már felhasználták, lejárt, vagy azóta újat kértek helyette. Kérjen új linket attól a kollégától, aki a fiókokat kezeli, vagy a honlap rendszergazdájától.",
    toSignIn: "Tovább a bejelentkezéshez",
  },
  team: {
    title: "Csapat",
    lead: "A honlapkezelő fiókjai. Kollégát e-mailben küldött, egyszer használható linkkel hívhat meg; a fiókok műveleteihez friss második lépést kérünk, és mindegyik bekerül a naplóba.",
    invite: "Kolléga meghívása",
    accounts: (count: number) => `Fiókok (${count})`,
    name: "Név",
    rights: "Jogok",
    lastSignIn: "Utolsó belépés",
    factors: "Második lépés",
    factorCount: (count: number) => `${count} beállítva`,
    awaitingSetUp: "beállításra vár",
    noFactor: "nincs beállítva",
    never: "még nem lépett be",
    you: "Ön",
    rightAccounts: "fiókkezelés",
    rightInquiries: "megkeresések",
    rightsNone: "szerkesztés, közzététel",
    rightInquiriesLong: "Megkeresések megtekintése, exportja és törlése (személyes adatok)",
    rightAccountsLong: "Fiókok kezelése: meghívás, jogok, törlés",
    auditHeading: "Napló",
    auditEmpty: "Még nem történt semmi a fiókokkal.",
    when: "Időpont",
    who: "Ki",
    what: "Mit",
    whom: "Kinek a fiókja",
    events: {
      "wrong-code": "hibás kód a második lépésben",
      warned: "figyelmeztetés a gyanús kódokról",
      invited: "meghívta",
      "set-up": "beállította a fiókját",
      rights: "jogokat módosított",
      "sessions-ended": "lezárta a munkameneteket",
      "factor-reset": "visszaállította a második lépést",
      removed: "törölte a fiókot",
      password: "jelszót változtatott",
    },
    inviteTitle: "Kolléga meghívása",
    inviteLead:
      "A kolléga e-mailben egyszer használható linket kap, 72 órára; azzal állítja be a jelszavát és a második lépést. Ha a szerveren nincs levélküldés beállítva, a linket Önnek mutatjuk, hogy átadja.",
    nameHint:
      "A teljes neve, ahogy a közzétett változatok szerzőjeként megjelenik, pl. Kovács Anna.",
    email: "E-mail-cím",
    emailHint: "Ide küldjük a linket, és ide írunk, ha valaki a jelszavával próbálkozik.",
    sendInvite: "Meghívó küldése",
    inviting: "Meghívó készül…",
    back: "Vissza a csapathoz",
    badName:
      "A név 1–100 betű lehet, a szavak között egy szóközzel, kötőjellel vagy aposztróffal, pont csak betű után (pl. Dr. Kovács Anna).",
    badEmail: "Ez nem e-mail-cím. Írja be így: nev@example.hu.",
    nameTaken: (name: string) => `Már van fiók ${name} néven.`,
    unknown: "Nincs ilyen fiók (talán közben törölték).",
    emailIs: (email: string) => `E-mail-cím: ${email}`,
    noEmail: "Nincs megadva e-mail-cím.",
    saveRights: "Jogok mentése",
    rightsSaved: "A jogokat mentettük.",
    lastManager:
      "Ez az utolsó fiók, amely fiókokat kezelhet, ezért nem veheti el tőle ezt a jogot, és nem törölheti. Előbb adja meg a jogot egy kollégának.",
    sessionsHeading: "Munkamenetek",
    sessionsLead: "Minden eszközén kijelentkezteti, például ha elhagyta a laptopját.",
    sessionsLeadSelf: "Minden más eszközén kijelentkezteti; ezen bejelentkezve marad.",
    endSessions: "Munkamenetek lezárása",
    sessionsEnded: (count: number) =>
      count === 0 ? "Nem volt lezárható munkamenet." : `${count} munkamenetet lezártunk.`,
    resetHeading: "Második lépés visszaállítása",
    resetLead:
      "Ha elveszett a telefonja vagy a kulcsa: törli az azonosító kulcsait, a hitelesítő alkalmazását és a helyreállító kódjait, kijelentkezteti, és új beállító linket kap (a jelszava marad).",
    reset: "Visszaállítás és új link",
    resetSelf: "A saját második lépését a Biztonság oldalon kezelheti.",
    removeHeading: "Fiók törlése",
    removeLead:
      "A fiók megszűnik, és minden eszközén kijelentkeztetjük. A közzétett változatok szerzőjeként a neve megmarad.",
    removeSure: (name: string) => `Igen, törlöm ${name} fiókját`,
    removeUnsure: "A törléshez jelölje be, hogy biztosan törli a fiókot.",
    remove: "Fiók törlése",
    removed: "A fiókot töröltük.",
    invited: (name: string) => `Meghívó: ${name}`,
    resetDone: (name: string) => `Új beállító link: ${name}`,
    sent: (email: string, until: string) =>
      `Elküldtük a linket ide: ${email}. ${until}-ig érvényes, egyszer használható.`,
    handOver: (until: string) =>
      `A szerveren nincs levélküldés beállítva (vagy a küldés nem sikerült), ezért a linket Önnek mutatjuk: adja át személyesen vagy biztonságos csatornán. ${until}-ig érvényes, egyszer használható.`,
    linkLabel: "A beállító link:",
    copyLink: "Link másolása",
    linkNote: "A linket most látja utoljára; ha elveszik, kérjen újat a fiók oldalán.",
  },
  ownPassword: {
    title: "Jelszó módosítása",
    link: "Jelszó módosítása",
    lead: "Az új jelszóval minden más eszközén kijelentkeztetjük; ezen az eszközön bejelentkezve marad.",
    current: "Jelenlegi jelszó",
    next: "Új jelszó",
    nextHint:
      "Legalább 12 karakter, lehet hosszabb is, akár egy mondat. Szám vagy különleges jel nem kell bele, de a kiszivárgott és a gyakori jelszavakat, valamint a nevére épülőket nem fogadjuk el.",
    repeat: "Az új jelszó még egyszer",
    save: "Jelszó módosítása",
    saving: "Mentés…",
    wrongCurrent:
      "A jelenlegi jelszó nem ez. Ha elfelejtette, kérje egy fiókkezelő kollégától vagy a rendszergazdától.",
    differ: "A két új jelszó nem egyezik. Írja be mindkettőt újra.",
    changed: "Jelszava megváltozott. A többi eszközén kijelentkeztettük.",
    problems: {
      short: "Az új jelszó túl rövid: legalább 12 karakter kell.",
      long: "Az új jelszó túl hosszú: legfeljebb 200 karakter lehet.",
      common:
        "Ez a jelszó szerepel a leggyakoribb, kiszivárgott jelszavak listáján, ezért könnyű kitalálni. Válasszon másikat, például egy csak Ön által ismert mondatot.",
      repetitive:
        "Az új jelszó egy-két karakter ismétlése, ezért azonnal kitalálható. Válasszon másikat.",
      context:
        "Az új jelszó a nevére vagy a honlapkezelő nevére épül, ezért ezzel próbálkoznak először. Válasszon másikat.",
    },
  },
};
