import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Ingatlanvédelem, kamerarendszer, riasztó | Danubius Protect",
    description:
      "Kamerarendszer, riasztó és okosotthon telepítése 1–2 nap alatt, 3 év hardvergaranciával. Jogosulatlan beköltözés esetén jogi képviselettel lépünk fel.",
    keywords: [
      "ingatlanvédelem",
      "kamerarendszer telepítése",
      "riasztórendszer",
      "okosotthon",
      "távfelügyelet",
      "jogosulatlan beköltözés",
      "önkényes lakásfoglalás",
      "vagyonvédelem Budapest",
    ],
    socialTitle: "Ingatlanvédelem – kamerák, riasztók, okosotthon",
    socialDescription:
      "Kamerás és riasztós védelem otthonoknak és üzleteknek, telepítés 1–2 nap alatt, 3+1 év garanciával. Jogosulatlan beköltözés esetén jogi képviselet.",
  },
  name: "Ingatlanvédelem",
  navLabel: "Ingatlanvédelem",
  selectLabel: "Ingatlanvédelem",
  homeCard: {
    title: "Ingatlanvédelem",
    text: "Kamerás és riasztós védelem otthonoknak és üzleteknek, jogosulatlan beköltözés esetén jogi képviselettel.",
  },
  homeFeature: {
    eyebrow: "Ingatlanvédelem",
    heading: "Otthona és üzlete biztonságban",
    lead: "Korszerű kamerás és riasztós védelmet telepítünk otthonokba és üzletekbe, jogosulatlan beköltözés esetén pedig jogi képviselettel lépünk fel.",
    points: [
      "Kamerarendszer 4, 8 vagy 16 kamerával, mobilalkalmazással",
      "Okosriasztó és okosotthon-integráció",
      "Éjjel-nappali felügyelet, riasztás esetén kivonulás",
      "Jogosulatlan beköltözők kezelése jogi képviselettel",
      "Telepítés 1–2 nap alatt, 3 év hardvergarancia",
    ],
    cta: "Ajánlatot kérek",
  },
  hero: {
    eyebrow: "Ingatlanvédelem",
    heading: "Ingatlana védelme a kamerától a jogi képviseletig",
    lead: "Kamerarendszert, riasztót és okosotthon-megoldást telepítünk, jogosulatlan beköltözés esetén pedig jogi képviselettel lépünk fel. Rendszereinket 1–2 nap alatt üzembe helyezzük.",
    cta: "Ajánlatot kérek",
    highlights: [
      "Otthonoknak és vállalkozásoknak",
      "Okosotthon-integráció és távfelügyelet",
      "Jogi képviselet jogosulatlan beköltözés esetén",
    ],
  },
  stats: [
    { value: "1–2 nap", label: "telepítési idő" },
    { value: "3+1 év", label: "garancia és ingyenes szerviz" },
    { value: "99,9%", label: "megbízhatóság" },
  ],
  services: {
    eyebrow: "Megoldásaink",
    heading: "Védelem több rétegben",
    lead: "A kamerás megfigyeléstől a jogi lépésekig minden elemet összehangoltan tervezünk meg, hogy ingatlana a nap minden órájában védve legyen.",
    items: {
      cctv: {
        title: "Kamerarendszerek",
        text: "Nagy felbontású kamerák a bejáratokra, a kertre és a belső terekre, élőképpel és visszakereshető felvételekkel.",
        features: [
          "Kültéri és beltéri kamerák",
          "Éjszakai látás",
          "Élőkép és visszajátszás mobilon",
          "Biztonságos felvételrögzítés",
        ],
      },
      alarms: {
        title: "Riasztórendszerek",
        text: "Nyitás- és mozgásérzékelők, sziréna, riasztáskor pedig azonnali értesítés Önnek és a távfelügyeletnek.",
        features: [
          "Nyitás- és mozgásérzékelők",
          "Kültéri és beltéri sziréna",
          "Élesítés és hatástalanítás mobilról",
          "Távfelügyeleti bekötés",
        ],
      },
      "smart-home": {
        title: "Okosotthon-megoldások",
        text: "A világítást, a redőnyöket és a zárakat a biztonsági rendszerhez kapcsoljuk, így valamennyit egyetlen alkalmazásból vezérelheti – otthonról vagy útközben.",
        features: [
          "Okoszárak és beléptetés",
          "Világítás- és redőnyvezérlés",
          "Jelenlétszimuláció távollét idejére",
          "Egyedi automatizmusok és időzítések",
        ],
      },
      squatters: {
        title: "Fellépés jogosulatlan beköltözés ellen",
        text: "Ha ingatlanát jogosulatlanul elfoglalják, kizárólag törvényes úton, jogi képviselettel szerezzük vissza Önnek a birtokát.",
        features: [
          "Helyzetfelmérés és bizonyítékrögzítés",
          "Birtokvédelmi eljárás kezdeményezése",
          "Képviselet hatóságok és bíróság előtt",
          "Az ingatlan biztosítása a kiürítés után",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Miért mi",
    heading: "Amiért ránk bízhatja ingatlanát",
    items: [
      {
        title: "Gyors telepítés",
        text: "Rendszerét 1–2 nap alatt telepítjük és helyezzük üzembe, a lehető legkevesebb zavarással.",
      },
      {
        title: "Megbízható technika",
        text: "Rendszereink 99,9%-os megbízhatósággal működnek. A hardverre 3 év garanciát és 1 év ingyenes szervizt adunk.",
      },
      {
        title: "Technika és jogi háttér",
        text: "Ahol a technika már nem elég, jogi képviselettel folytatjuk – nem kell másik szolgáltatót keresnie.",
      },
      {
        title: "Tapasztalat és diszkréció",
        text: "Több mint tíz éve dolgozunk vállalkozások és magánszemélyek megbízásából. A felvételeket és az adatokat bizalmasan kezeljük.",
      },
    ],
  },
  targets: {
    eyebrow: "Kinek ajánljuk",
    heading: "Otthonoknak és vállalkozásoknak",
    groups: [
      {
        title: "Otthonok",
        subtitle: "Lakások, családi házak, nyaralók",
        points: [
          "Kamerák és riasztó a bejáratokra és a kertre",
          "Távollétében is látja mobilon, mi történik otthon",
          "Üresen álló ingatlan védelme jogosulatlan beköltözés ellen",
        ],
      },
      {
        title: "Vállalkozások",
        subtitle: "Üzletek, irodák, raktárak és telephelyek",
        points: [
          "Kamerarendszer az üzlettérben és a raktárban",
          "Távfelügyelet és kivonulás nyitvatartási időn kívül",
          "Beléptetés és automatizálás a munkatársak számára",
        ],
      },
    ],
  },
  packages: {
    eyebrow: "Csomagok",
    heading: "Három csomag, átlátható árakon",
    lead: "Három védelmi szint otthonoknak és vállalkozásoknak. Válassza ki az ingatlanához illőt, a részleteket személyesen egyeztetjük.",
    popularBadge: "Legnépszerűbb",
    notes: [
      "Az árak tartalmazzák a 27%-os áfát.",
      "A rendszert 1–2 nap alatt telepítjük.",
      "3 év hardvergarancia és 1 év ingyenes szerviz.",
      "Egyedi igényekre személyre szabott ajánlatot készítünk.",
    ],
    orderCta: "Ezt választom",
    orderMessage:
      "Az ingatlanvédelmi csomagok közül ez érdekel: {package}. Kérem, keressenek meg a részletekkel és a telepítés lehetséges időpontjával.",
    perUnit: "egyszeri díj, bruttó",
    items: {
      basic: {
        name: "Alap",
        features: ["4 kamera", "Alap riasztórendszer", "Mobilalkalmazás", "Szakszerű telepítés"],
      },
      premium: {
        name: "Prémium",
        features: ["8 kamera", "Okosriasztó", "Okosotthon-integráció", "24/7 távfelügyelet"],
      },
      professional: {
        name: "Professzionális",
        features: [
          "16 kamera",
          "Komplex riasztórendszer",
          "Teljes körű automatizálás",
          "Vészhelyzeti kivonulás",
        ],
      },
    },
  },
  ctaBand: {
    heading: "Kérjen ajánlatot ingatlana védelmére",
    text: "Írja meg, milyen ingatlant szeretne védeni, és 24 órán belül jelentkezünk a részletekkel.",
    cta: "Ajánlatot kérek",
  },
} satisfies ServiceCopy<"property-protection">;
