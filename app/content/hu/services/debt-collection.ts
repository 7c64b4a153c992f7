import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Követeléskezelés és adósságbehajtás | Danubius Protect",
    description:
      "Kintlévőségei behajtása jogszerű, etikus módszerekkel: 92%-os sikerarány a 60%-os piaci átlaggal szemben, és az esetek 85%-ában eredmény 30 napon belül.",
    keywords: [
      "követeléskezelés",
      "adósságbehajtás",
      "követelésbehajtás",
      "kintlévőség-kezelés",
      "behajtó cég Budapest",
      "tartozás behajtása",
      "peren kívüli behajtás",
      "fizetési meghagyás",
    ],
    socialTitle: "Követeléskezelés 92%-os sikeraránnyal",
    socialDescription:
      "Békés úton, jogszerűen és dokumentáltan hajtjuk be kintlévőségeit – az esetek 85%-ában 30 napon belül eredménnyel, az üzleti kapcsolat megóvásával.",
  },
  name: "Követeléskezelés",
  navLabel: "Követeléskezelés",
  selectLabel: "Követeléskezelés",
  homeCard: {
    title: "Követeléskezelés",
    text: "Jogszerű, dokumentált behajtás az első fizetési felszólítástól a jogi eljárásig, az üzleti kapcsolatok megóvásával.",
  },
  homeFeature: {
    eyebrow: "Követeléskezelés",
    heading: "Behajtjuk, ami Önt megilleti",
    lead: "Követeléseit az első felszólítástól a jogi eljárásig kézben tartjuk, kizárólag jogszerű eszközökkel. Minden lépést dokumentálunk, és rendszeresen beszámolunk Önnek.",
    points: [
      "Követelésvizsgálat és behajtási stratégia minden ügy elején",
      "Írásbeli és telefonos felszólítás, egyeztetett részletfizetés",
      "Szükség esetén fizetési meghagyás és jogi képviselet",
      "Átlátható ügykövetés és rendszeres jelentések",
      "Határozott, de korrekt hangnem, amely kíméli az üzleti kapcsolatot",
    ],
    cta: "Egyeztessünk a követeléséről",
    stats: [
      { value: "92%", label: "behajtási sikerarány" },
      { value: "60%", label: "piaci átlag" },
      { value: "85%", label: "eredmény 30 napon belül" },
    ],
  },
  hero: {
    eyebrow: "Követeléskezelés",
    heading: "Eredményes behajtás, tisztességes eszközökkel",
    lead: "Követeléseit elsősorban egyeztetéssel, békés úton hajtjuk be, és csak akkor lépünk jogi útra, ha szükséges. Minden lépést dokumentálunk, így Ön mindig tudja, hol tart az ügye.",
    cta: "Egyeztetést kérek",
    highlights: [
      "Első lépésben békés egyeztetés",
      "Szükség esetén fizetési meghagyás és végrehajtás",
      "Átlátható ügykövetés, rendszeres jelentés",
    ],
  },
  stats: [
    { value: "92%", label: "behajtási sikerarány" },
    { value: "60%", label: "piaci átlag" },
    { value: "85%", label: "eredmény 30 napon belül" },
  ],
  services: {
    eyebrow: "Szolgáltatásaink",
    heading: "A felszólítástól a végrehajtásig",
    lead: "Minden követelést a saját helyzetéhez igazítva kezelünk: ahol lehet, megegyezéssel, ahol kell, jogi úton.",
    items: {
      review: {
        title: "Követelésvizsgálat és stratégia",
        text: "Átnézzük a szerződést, a számlákat és a levelezést, felmérjük az adós helyzetét, és javaslatot teszünk a leggyorsabb járható útra.",
        features: [
          "Az iratok és a jogalap ellenőrzése",
          "Elévülés, kamatok és költségek vizsgálata",
          "Az ügyre szabott behajtási terv",
        ],
      },
      amicable: {
        title: "Peren kívüli behajtás",
        text: "Írásban és telefonon megkeressük az adóst, és olyan megoldást keresünk, amelyet ténylegesen teljesíteni is tud – ez többnyire a leggyorsabb út a pénzéhez.",
        features: [
          "Írásbeli és telefonos fizetési felszólítás",
          "Személyes egyeztetés az adóssal",
          "Részletfizetési megállapodás",
        ],
      },
      enforcement: {
        title: "Fizetési meghagyás és végrehajtás",
        text: "Ha az adós önként nem fizet, jogi képviselettel fizetési meghagyást kezdeményezünk, és a végrehajtás végéig kísérjük az ügyet.",
        features: [
          "Fizetési meghagyásos eljárás indítása",
          "Jogi képviselet, ha az ügy perré alakul",
          "A végrehajtás kezdeményezése és követése",
        ],
      },
      tracing: {
        title: "Adós- és vagyonfelderítés",
        text: "Ha az adós nem elérhető, vagy nem ismert a vagyona, nyomozóink jogszerű forrásokból derítik ki, hol érhető el, és miből hajtható be a követelés.",
        features: [
          "Elérhetetlen adósok felkutatása",
          "Az adós vagyoni helyzetének felmérése",
          "Cégháttér és kapcsolt vállalkozások ellenőrzése",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Miért mi",
    heading: "Amiért érdemes ránk bíznia követeléseit",
    items: [
      {
        title: "Kimagasló sikerarány",
        text: "Ügyeink 92%-ában sikerrel járunk, miközben a piaci átlag 60%.",
      },
      {
        title: "Gyors eredmény",
        text: "Az esetek 85%-ában már 30 napon belül eredményt érünk el, így hamarabb jut hozzá a pénzéhez.",
      },
      {
        title: "Jogszerű, etikus módszerek",
        text: "Kizárólag törvényes eszközökkel, megfélemlítés nélkül dolgozunk. Határozottak vagyunk, de korrektek, így az üzleti kapcsolat is megmaradhat.",
      },
      {
        title: "Átlátható ügykövetés",
        text: "Állandó kapcsolattartója rendszeresen beszámol az ügy állásáról, és minden lépést írásban dokumentálunk.",
      },
    ],
  },
  targets: {
    eyebrow: "Kinek ajánljuk",
    heading: "Vállalkozásoknak és magánszemélyeknek",
    groups: [
      {
        title: "Kisvállalkozások",
        subtitle: "1–50 munkavállaló",
        points: [
          "Saját behajtási részleg nélkül is eredményesen",
          "Kisebb összegű követelések kezelése is",
          "Egyszerű ügyátadás, gyors indulás",
        ],
      },
      {
        title: "Középvállalkozások",
        subtitle: "50–250 munkavállaló",
        points: [
          "Nagyobb kintlévőség-állomány rendszerezett kezelése",
          "Rendszeres jelentések a pénzügyi vezetésnek",
          "Az ügyfélkapcsolatok megóvása a behajtás alatt",
        ],
      },
      {
        title: "Magánszemélyek",
        points: [
          "Vissza nem fizetett kölcsön behajtása",
          "Elmaradt bérleti díj, vételár vagy kártérítés",
          "Érthető tájékoztatás minden lépésről",
        ],
      },
    ],
  },
  process: {
    eyebrow: "Így dolgozunk",
    heading: "A behajtás menete",
    steps: [
      {
        title: "Első egyeztetés",
        text: "Ön elmondja, kitől, mennyit és milyen jogcímen követel, mi pedig megmutatjuk a reális lehetőségeket és a legjobb utat.",
      },
      {
        title: "Követelésvizsgálat",
        text: "Átnézzük az iratokat, ellenőrizzük a jogalapot és az elévülést, és felmérjük az adós helyzetét.",
      },
      {
        title: "Békés behajtás",
        text: "Felszólítjuk az adóst, egyeztetünk vele, és ahol lehet, teljesíthető fizetési megállapodást kötünk.",
      },
      {
        title: "Jogi út",
        text: "Ha az adós továbbra sem fizet, jogi képviselettel fizetési meghagyást, szükség esetén végrehajtást kezdeményezünk.",
      },
      {
        title: "Elszámolás és lezárás",
        text: "A befolyt összeggel elszámolunk Önnel, és írásos zárójelentésben összegezzük az ügyet.",
      },
    ],
  },
  ctaBand: {
    heading: "Beszéljünk a követeléséről",
    text: "Írja meg röviden, kitől és mekkora összeget követel – 24 órán belül jelentkezünk a javasolt lépésekkel.",
    cta: "Egyeztetést kérek",
  },
} satisfies ServiceCopy<"debt-collection">;
