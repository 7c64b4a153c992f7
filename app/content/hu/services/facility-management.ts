import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Létesítményüzemeltetés Budapesten | Danubius Protect",
    description:
      "Műszaki üzemeltetés, karbantartás, gondnokság és portaszolgálat összehangoltan – irodaházak, társasházak és ipari létesítmények számára Budapesten.",
    keywords: [
      "létesítményüzemeltetés",
      "épületüzemeltetés",
      "facility management",
      "műszaki üzemeltetés",
      "karbantartás",
      "gondnokság",
      "portaszolgálat",
      "üzemeltetés Budapest",
    ],
    socialTitle: "Létesítményüzemeltetés – épülete zavartalanul működik",
    socialDescription:
      "Műszaki üzemeltetés, tervezett karbantartás, gondnokság és biztonság egyetlen felelős partnertől, átlátható dokumentációval.",
  },
  name: "Létesítményüzemeltetés",
  navLabel: "Üzemeltetés",
  selectLabel: "Létesítményüzemeltetés",
  hero: {
    eyebrow: "Létesítményüzemeltetés",
    heading: "Épülete működik, Ön a munkájára figyelhet",
    lead: "Átvesszük irodaháza, társasháza vagy telephelye műszaki üzemeltetését, karbantartását és napi felügyeletét. Mindenről egy kapcsolattartó gondoskodik, és minden munkát dokumentálunk.",
    cta: "Ajánlatot kérek",
    highlights: [
      "Tervezett, megelőző karbantartás",
      "Hibabejelentés egyetlen elérhetőségen",
      "Üzemeltetés és biztonság összehangolva",
    ],
  },
  services: {
    eyebrow: "Szolgáltatásaink",
    heading: "Az üzemeltetés minden területe",
    lead: "Műszaki, operatív és biztonsági feladatokat egyaránt vállalunk, az épület igényeihez igazítva.",
    items: {
      operation: {
        title: "Műszaki üzemeltetés és karbantartás",
        text: "Az épületgépészeti, az erősáramú és a gyengeáramú rendszerek felügyelete és tervezett karbantartása.",
        features: [
          "Megelőző karbantartási ütemterv",
          "Hibaelhárítás és javítások",
          "Fűtés, hűtés és szellőzés felügyelete",
        ],
      },
      caretaking: {
        title: "Gondnokság és épületfelügyelet",
        text: "Helyszíni gondnok, aki ismeri az épületet, és elvégzi a mindennapi feladatokat.",
        features: [
          "Napi épületbejárás",
          "Kisebb javítások helyben",
          "Bérlői és lakói bejelentések kezelése",
        ],
      },
      inspections: {
        title: "Felülvizsgálatok és dokumentáció",
        text: "Nyilvántartjuk a kötelező felülvizsgálatokat, és gondoskodunk róla, hogy határidőre megtörténjenek.",
        features: [
          "Kötelező felülvizsgálatok ütemezése",
          "Tűzvédelmi és érintésvédelmi ellenőrzések",
          "Üzemeltetési napló és rendszeres jelentés",
        ],
      },
      reception: {
        title: "Portaszolgálat és biztonság",
        text: "Az üzemeltetést saját biztonsági szolgáltatásainkkal hangoljuk össze: portaszolgálat, beléptetés és kamerás felügyelet.",
        features: [
          "Recepció- és portaszolgálat",
          "Beléptetés és kulcskezelés",
          "Kamerás és riasztós felügyelet",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Miért mi",
    heading: "Amiért ránk bízhatja épületét",
    items: [
      {
        title: "Egy felelős partner",
        text: "Nem kell több alvállalkozót koordinálnia: a műszaki, a takarítási és a biztonsági feladatokat mi hangoljuk össze.",
      },
      {
        title: "Megelőzés javítás helyett",
        text: "A tervezett karbantartás csökkenti a váratlan meghibásodások kockázatát és a javítási költségeket.",
      },
      {
        title: "Átlátható működés",
        text: "Minden munkát dokumentálunk, rendszeres jelentéseinkből pedig naprakészen látja az épület állapotát.",
      },
      {
        title: "Több mint tíz év tapasztalat",
        text: "Több mint egy évtizede dolgozunk vállalkozások megbízásából, és tudjuk, mi kell egy épület zavartalan működéséhez.",
      },
    ],
  },
  targets: {
    eyebrow: "Kinek ajánljuk",
    heading: "Irodaházaktól az ipari telephelyekig",
    groups: [
      {
        title: "Irodaházak",
        points: [
          "Épületgépészet felügyelete a zavartalan munkavégzésért",
          "A bérlői bejelentések szervezett kezelése",
          "Recepció, beléptetés és portaszolgálat",
        ],
      },
      {
        title: "Társasházak",
        points: [
          "Gondnok és tervezett karbantartás",
          "A kötelező felülvizsgálatok nyilvántartása",
          "Szoros együttműködés a közös képviselővel",
        ],
      },
      {
        title: "Ipari és kereskedelmi létesítmények",
        points: [
          "A műszaki rendszerek folyamatos üzemben tartása",
          "A termelés ütemezéséhez igazított karbantartás",
          "Telephely-biztonság és kamerás felügyelet",
        ],
      },
    ],
  },
  process: {
    eyebrow: "Így dolgozunk",
    heading: "Az átvételtől a folyamatos üzemeltetésig",
    steps: [
      {
        title: "Épületfelmérés",
        text: "Bejárjuk a létesítményt, felmérjük a műszaki rendszereket, és áttekintjük a meglévő dokumentációt.",
      },
      {
        title: "Üzemeltetési terv",
        text: "Meghatározzuk a feladatokat, a karbantartási ütemtervet és a felelősségi köröket, majd ajánlatot adunk.",
      },
      {
        title: "Átadás-átvétel",
        text: "Szervezetten átvesszük az üzemeltetést, és bemutatjuk az épület gondnokát és az Ön kapcsolattartóját.",
      },
      {
        title: "Folyamatos üzemeltetés",
        text: "Elvégezzük a tervezett feladatokat, kezeljük a bejelentéseket, és rendszeresen beszámolunk az épület állapotáról.",
      },
    ],
  },
  ctaBand: {
    heading: "Beszéljünk épülete üzemeltetéséről",
    text: "Írja meg, milyen létesítményről van szó, és 24 órán belül jelentkezünk egy személyes egyeztetés időpontjával.",
    cta: "Egyeztetést kérek",
  },
} satisfies ServiceCopy<"facility-management">;
