import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Professzionális takarítás Budapesten | Danubius Protect",
    description:
      "Irodák, társasházak és ipari létesítmények rendszeres és eseti takarítása Budapesten – megbízható, diszkrét csapattal, az Ön munkarendjéhez igazítva.",
    keywords: [
      "takarítás Budapest",
      "takarítócég",
      "irodatakarítás",
      "társasházi takarítás",
      "lépcsőháztakarítás",
      "nagytakarítás",
      "ipari takarítás",
      "fertőtlenítés",
    ],
    socialTitle: "Professzionális takarítás – megbízható csapattal",
    socialDescription:
      "Irodák, társasházak és üzemek takarítása egy biztonsági cégtől, amely tudja, mit jelent, ha idegenek dolgoznak az Ön épületében.",
  },
  name: "Takarítás",
  navLabel: "Takarítás",
  selectLabel: "Professzionális takarítás",
  hero: {
    eyebrow: "Professzionális takarítás",
    heading: "Tiszta terek, megbízható csapat",
    lead: "Irodák, társasházak és üzemek rendszeres és eseti takarítását vállaljuk, az Ön munkarendjéhez igazítva. Biztonsági cégként tudjuk, mit jelent, ha idegenek dolgoznak az épületében – csapatunk megbízható és diszkrét.",
    cta: "Ajánlatot kérek",
    highlights: [
      "Munkaidőn kívül is",
      "Állandó, betanított csapat",
      "Rendszeres minőségellenőrzés",
    ],
  },
  services: {
    eyebrow: "Szolgáltatásaink",
    heading: "Az irodától az üzemcsarnokig",
    lead: "Rendszeres és eseti takarítás, az épület típusához és használatához igazítva.",
    items: {
      offices: {
        title: "Irodatakarítás",
        text: "Napi vagy heti rendszerességű takarítás, hogy munkatársai és ügyfelei mindig rendezett környezetbe érkezzenek.",
        features: [
          "Munkaállomások és tárgyalók tisztítása",
          "Konyhák és mosdók higiéniája",
          "Hulladékkezelés és szelektív gyűjtés",
        ],
      },
      deep: {
        title: "Nagytakarítás és mélytisztítás",
        text: "Alapos takarítás rendszeres időközönként vagy egyszeri alkalommal – például felújítás, költözés vagy szezonváltás után.",
        features: [
          "Ablakok és üvegfelületek tisztítása",
          "Gépi kárpit- és szőnyegtisztítás",
          "Építkezés és felújítás utáni takarítás",
        ],
      },
      residential: {
        title: "Társasházi takarítás",
        text: "Lépcsőházak, liftek, bejáratok és udvarok rendszeres tisztántartása, a közös képviselővel egyeztetett ütemezés szerint.",
        features: [
          "Lépcsőház- és lifttakarítás",
          "Bejáratok és üvegajtók tisztítása",
          "Udvar, járdák és hulladéktárolók rendben tartása",
        ],
      },
      industrial: {
        title: "Ipari takarítás és fertőtlenítés",
        text: "Csarnokok, raktárak és üzemi területek takarítása, valamint fertőtlenítés a vonatkozó előírások szerint.",
        features: [
          "Nagy padlófelületek gépi tisztítása",
          "Fertőtlenítő takarítás",
          "A munkavédelmi előírások betartása",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Miért mi",
    heading: "Amiért ránk bízhatja a takarítást",
    items: [
      {
        title: "Megbízható munkatársak",
        text: "Biztonsági cégként különösen ügyelünk arra, ki lép be az Ön épületébe. Kulcsait és helyiségeit nyugodtan ránk bízhatja.",
      },
      {
        title: "Rugalmas időbeosztás",
        text: "Munkaidő előtt, után vagy hétvégén dolgozunk, hogy a takarítás ne zavarja a mindennapi működést.",
      },
      {
        title: "Egyenletes minőség",
        text: "Egyeztetett takarítási terv és rendszeres ellenőrzés gondoskodik róla, hogy a színvonal hétről hétre ugyanaz maradjon.",
      },
      {
        title: "Állandó kapcsolattartó",
        text: "Egyetlen kapcsolattartó fogja össze a takarítást – és ha igényli, az üzemeltetést és a biztonsági szolgáltatásokat is.",
      },
    ],
  },
  targets: {
    eyebrow: "Kinek ajánljuk",
    heading: "Irodáknak, társasházaknak, üzemeknek",
    groups: [
      {
        title: "Irodák",
        points: [
          "Rendszeres takarítás munkaidőn kívül",
          "Tárgyalók és ügyfélterek mindig rendezett állapotban",
          "Egyeztetett takarítási terv és ütemezés",
        ],
      },
      {
        title: "Társasházak",
        points: [
          "A lépcsőház, a lift és a bejárat rendszeres takarítása",
          "Folyamatos egyeztetés a közös képviselővel",
          "Eseti takarítás felújítás vagy költözés után",
        ],
      },
      {
        title: "Ipari és kereskedelmi létesítmények",
        points: [
          "Csarnokok és raktárak gépi takarítása",
          "Üzletek takarítása nyitás előtt vagy zárás után",
          "A higiéniai és munkavédelmi előírások betartása",
        ],
      },
    ],
  },
  process: {
    eyebrow: "Így dolgozunk",
    heading: "Így indul az együttműködés",
    steps: [
      {
        title: "Helyszíni felmérés",
        text: "Bejárjuk az épületet, és felmérjük a felületeket, a használat módját és az Ön elvárásait.",
      },
      {
        title: "Takarítási terv és ajánlat",
        text: "Összeállítjuk a feladatlistát és az ütemezést, majd részletes ajánlatot adunk.",
      },
      {
        title: "Betanítás és indulás",
        text: "Állandó csapatunkat a helyszínen tanítjuk be, így a munka már az első naptól az egyeztetett rend szerint halad.",
      },
      {
        title: "Folyamatos ellenőrzés",
        text: "Rendszeresen ellenőrizzük a minőséget, és visszajelzései alapján finomítjuk a takarítási tervet.",
      },
    ],
  },
  ctaBand: {
    heading: "Kérjen takarítási ajánlatot",
    text: "Írja meg, milyen épületről és milyen gyakoriságról van szó, és 24 órán belül jelentkezünk.",
    cta: "Ajánlatot kérek",
  },
} satisfies ServiceCopy<"cleaning">;
