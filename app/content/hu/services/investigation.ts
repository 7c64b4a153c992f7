import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Magánnyomozás és céges átvilágítás | Danubius Protect",
    description:
      "Engedéllyel rendelkező magánnyomozók Budapesten: céges átvilágítás, visszaélések felderítése, vagyonfelderítés és magánügyek – diszkréten, jogszerűen.",
    keywords: [
      "magánnyomozó",
      "magánnyomozás Budapest",
      "magánnyomozó iroda",
      "céges átvilágítás",
      "vagyonfelderítés",
      "munkahelyi visszaélések felderítése",
      "hűtlenség felderítése",
      "bizonyítékgyűjtés",
    ],
    socialTitle: "Magánnyomozás – tények, diszkréten",
    socialDescription:
      "Jogszerűen gyűjtött, bírósági eljárásban is felhasználható bizonyítékok magán- és céges ügyekben, teljes diszkrécióval és részletes írásos jelentéssel.",
  },
  name: "Magánnyomozás",
  navLabel: "Nyomozás",
  selectLabel: "Magánnyomozás",
  homeCard: {
    title: "Magánnyomozás",
    text: "Diszkrét tényfeltárás magán- és céges ügyekben, gondosan dokumentált eredményekkel.",
  },
  homeFeature: {
    eyebrow: "Magánnyomozás",
    heading: "Tények, diszkréten feltárva",
    lead: "Engedéllyel rendelkező nyomozóink a magyar jogszabályok keretei között gyűjtenek bizonyítékokat magán- és céges ügyekben. Minden megbízást bizalmasan kezelünk, az eredményt írásos jelentésben adjuk át.",
    points: [
      "Céges átvilágítás és üzleti partnerek ellenőrzése",
      "Munkavállalói visszaélések és csalások felderítése",
      "Vagyonfelderítés a követelések behajtásához",
      "Kényes magánügyek, például családi vagy házassági kérdések",
      "Részletes írásos jelentés fotó- és dokumentumanyaggal",
    ],
    cta: "Bizalmas egyeztetést kérek",
  },
  hero: {
    eyebrow: "Magánnyomozás",
    heading: "Bizonyítékok feltételezések helyett",
    lead: "Engedéllyel rendelkező nyomozóink a magyar jogszabályok keretei között tárják fel a tényeket magán- és céges ügyekben. Az eredményt részletes írásos jelentésben adjuk át.",
    cta: "Bizalmas egyeztetést kérek",
    highlights: [
      "Teljes diszkréció",
      "Jogszerűen gyűjtött bizonyítékok",
      "Részletes írásos jelentés",
    ],
  },
  services: {
    eyebrow: "Szolgáltatásaink",
    heading: "Céges és magánügyekben egyaránt",
    lead: "Minden megbízást egyedileg tervezünk meg: előre tisztázzuk, mit kell bizonyítani, és milyen jogszerű eszközökkel.",
    items: {
      "due-diligence": {
        title: "Céges átvilágítás",
        text: "Mielőtt szerződést köt, befektet vagy kulcspozícióba vesz fel munkatársat, ellenőrizzük, kivel áll szemben.",
        features: [
          "Tulajdonosi és céges háttér feltárása",
          "Üzleti múlt és hírnév vizsgálata",
          "Kockázati jelentés a döntés előtt",
        ],
      },
      fraud: {
        title: "Visszaélések felderítése",
        text: "Belső csalás, lopás vagy adatszivárgás gyanúja esetén diszkréten feltárjuk a tényeket, hogy megalapozott döntést hozhasson.",
        features: [
          "Sikkasztás és lopás felderítése",
          "Üzleti titkok kiszivárgásának vizsgálata",
          "Táppénzzel való visszaélés ellenőrzése",
        ],
      },
      tracing: {
        title: "Vagyon- és személyfelderítés",
        text: "Felkutatjuk az elérhetetlen adósokat és személyeket, és feltárjuk a követelés behajtásához szükséges vagyoni információkat.",
        features: [
          "Elérhetetlen adósok felkutatása",
          "Vagyonelemek feltárása a behajtáshoz",
          "Rég elveszett kapcsolatok felkutatása",
        ],
      },
      private: {
        title: "Magánügyek",
        text: "Párkapcsolati, családi és személyes ügyekben tapintattal és teljes titoktartással dolgozunk.",
        features: [
          "Párkapcsolati és házassági kérdések",
          "Bizonyítékok családjogi eljárásokhoz",
          "Zaklatás és fenyegetés hátterének feltárása",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Miért mi",
    heading: "Amiért ránk bízhatja kényes ügyeit",
    items: [
      {
        title: "Teljes diszkréció",
        text: "Megbízását bizalmasan kezeljük: az ügy részleteiről csak Önnel egyeztetünk, adatait az adatvédelmi szabályok szerint őrizzük.",
      },
      {
        title: "Felhasználható bizonyítékok",
        text: "Kizárólag jogszerű módszerekkel gyűjtünk bizonyítékot, így eredményeink bírósági eljárásban is felhasználhatók.",
      },
      {
        title: "Engedéllyel, a törvény keretei között",
        text: "Nyomozóink engedéllyel, a magyar jogszabályok szerint dolgoznak, és tiszteletben tartják a magánszféra határait.",
      },
      {
        title: "Érthető jelentés",
        text: "Az eredményt részletes írásos jelentésben adjuk át, fotó- és dokumentumanyaggal, egyértelmű következtetésekkel.",
      },
    ],
  },
  targets: {
    eyebrow: "Kinek ajánljuk",
    heading: "Magánszemélyeknek és vállalkozásoknak",
    groups: [
      {
        title: "Magánszemélyek",
        points: [
          "Párkapcsolati és házassági kérdések tisztázása",
          "Bizonyítékok válóperhez vagy gyermekelhelyezéshez",
          "Adósok és rég elveszett kapcsolatok felkutatása",
          "Zaklatás vagy fenyegetés hátterének feltárása",
        ],
      },
      {
        title: "Vállalkozások",
        points: [
          "Üzleti partnerek átvilágítása szerződéskötés előtt",
          "Belső csalások és visszaélések felderítése",
          "Üzleti titkok kiszivárgásának vizsgálata",
          "Vagyonfelderítés a követelések behajtásához",
        ],
      },
    ],
  },
  process: {
    eyebrow: "Így dolgozunk",
    heading: "A megbízás menete",
    steps: [
      {
        title: "Bizalmas egyeztetés",
        text: "Személyesen vagy telefonon meghallgatjuk, mi a gond, és mit szeretne megtudni.",
      },
      {
        title: "Nyomozási terv",
        text: "Meghatározzuk a célokat, a jogszerű eszközöket és a várható időkeretet, majd írásban rögzítjük a megbízást.",
      },
      {
        title: "Tényfeltárás",
        text: "Nyilvános és jogszerűen hozzáférhető forrásokból, valamint terepmunkával gyűjtjük az információkat.",
      },
      {
        title: "Dokumentálás",
        text: "Minden megállapítást fotóval, irattal vagy más bizonyítékkal támasztunk alá, hogy később is megálljon.",
      },
      {
        title: "Jelentés és átadás",
        text: "Az eredményt részletes írásos jelentésben adjuk át, és igény szerint egyeztetjük a további lépéseket.",
      },
    ],
  },
  ctaBand: {
    heading: "Beszéljünk bizalmasan az ügyéről",
    text: "Írja le röviden, miben kér segítséget – 24 órán belül diszkréten felvesszük Önnel a kapcsolatot.",
    cta: "Bizalmas egyeztetést kérek",
  },
} satisfies ServiceCopy<"investigation">;
