import type { HomeContent } from "../types.ts";

export const home = {
  meta: {
    title: "Biztonság és követeléskezelés Budapesten | Danubius Protect",
    description:
      "Követeléskezelés 92%-os sikeraránnyal, biztonságtechnika, magánnyomozás és ingatlanvédelem Budapesten – vállalkozásoknak és magánszemélyeknek, diszkréten.",
    keywords: [
      "követeléskezelés",
      "adósságbehajtás",
      "biztonságtechnika",
      "vagyonőrzés",
      "magánnyomozó",
      "ingatlanvédelem",
      "kamerarendszer telepítése",
      "biztonsági cég Budapest",
    ],
    socialTitle: "Danubius Protect – biztonság és követeléskezelés Budapesten",
    socialDescription:
      "92%-os behajtási sikerarány, több mint tíz év tapasztalat és 150-nél több ügyfél. Követeléskezelés, biztonság, nyomozás és ingatlanvédelem – diszkréten.",
  },
  hero: {
    eyebrow: "Biztonsági és üzleti szolgáltatások Budapesten",
    heading: "Követeléseit behajtjuk, értékeit megvédjük",
    lead: "Több mint tíz éve segítünk vállalkozásoknak és magánszemélyeknek követeléseik behajtásában, értékeik védelmében és kényes ügyeik tisztázásában – jogszerűen és diszkréten.",
    cta: "Követeléskezelés részletei",
    secondaryCta: "Ajánlatot kérek",
    stats: [
      { value: "92%", label: "behajtási sikerarány" },
      { value: "10+", label: "év tapasztalat" },
      { value: "150+", label: "ügyfél" },
    ],
  },
  services: {
    eyebrow: "Szolgáltatásaink",
    heading: "Amiben számíthat ránk",
    lead: "Négy fő területen dolgozunk, összehangolt csapatokkal és világos felelősségi körökkel. Professzionális takarítást és létesítményüzemeltetést is vállalunk.",
    cards: {
      security: {
        title: "Biztonság",
        text: "Vagyonőrzés, kamerarendszerek, riasztók és beléptetés – a tervezéstől a folyamatos felügyeletig.",
      },
      "debt-collection": {
        title: "Követeléskezelés",
        text: "Jogszerű, dokumentált behajtás az első fizetési felszólítástól a jogi eljárásig, az üzleti kapcsolatok megóvásával.",
      },
      investigation: {
        title: "Magánnyomozás",
        text: "Diszkrét tényfeltárás magán- és céges ügyekben, gondosan dokumentált eredményekkel.",
      },
      "property-protection": {
        title: "Ingatlanvédelem",
        text: "Kamerás és riasztós védelem otthonoknak és üzleteknek, jogosulatlan beköltözés esetén jogi képviselettel.",
      },
    },
    cardCta: "Részletek",
  },
  debtCollection: {
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
  security: {
    eyebrow: "Biztonság",
    heading: "Őrzés és technika, összehangolva",
    lead: "Képzett vagyonőrök és korszerű biztonsági rendszerek védik telephelyét, irodáját vagy rendezvényét. Rendszereink 99,9%-os megbízhatósággal működnek.",
    points: [
      "Helyszíni felmérés és kockázatelemzés",
      "Vagyonőrzés irodáknak, telephelyeknek és rendezvényeknek",
      "Kamerarendszerek, riasztók és beléptetőrendszerek telepítése",
      "Távfelügyelet egyértelmű riasztási protokollal",
      "Karbantartás és folyamatos rendszerfelügyelet",
    ],
    cta: "Biztonsági felmérést kérek",
  },
  investigation: {
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
  propertyProtection: {
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
  whyUs: {
    eyebrow: "Miért mi",
    heading: "Amiért ügyfeleink minket választanak",
    lead: "Több mint tíz éve dolgozunk vállalkozásokkal és magánszemélyekkel. Munkánkat a pontosság, a diszkréció és a jogszerűség határozza meg.",
    reasons: [
      {
        title: "Tapasztalat",
        text: "Több mint egy évtizednyi gyakorlat a követeléskezelésben, a vagyonvédelemben és a nyomozásban.",
      },
      {
        title: "Diszkréció",
        text: "Ügyeit bizalmasan kezeljük, adatait a hatályos adatvédelmi szabályok szerint őrizzük.",
      },
      {
        title: "Jogszerű módszerek",
        text: "Kizárólag a magyar jogszabályok keretei között dolgozunk, és minden lépést dokumentálunk.",
      },
      {
        title: "Állandó kapcsolattartó",
        text: "Ügyét az elejétől a végéig ugyanaz a munkatársunk viszi, és rendszeresen tájékoztatja Önt.",
      },
    ],
    stats: [
      { value: "10+", label: "év tapasztalat" },
      { value: "150+", label: "ügyfél" },
      { value: "99,9%", label: "megbízhatóság" },
    ],
  },
  testimonials: {
    eyebrow: "Visszajelzések",
    heading: "Ügyfeleink véleménye",
    lead: "Néhány visszajelzés azoktól, akikkel az elmúlt években együtt dolgoztunk.",
    ratingLabel: "5 / 5 csillag",
    items: [
      {
        name: "Kovács Péter",
        company: "Dunamenti Logisztika Kft.",
        text: "Több régóta húzódó kintlévőségünket rendezték úgy, hogy a partnereinkkel sem romlott meg a viszonyunk. Minden lépésről írásban tájékoztattak.",
      },
      {
        name: "Szabó Katalin",
        company: "Budai Ingatlankezelő Zrt.",
        text: "Egyik üresen álló lakásunkba jogosulatlanul beköltöztek. A Danubius Protect gyorsan és szabályosan, jogi képviselettel rendezte az ügyet, azóta pedig kamerarendszer is védi az épületet.",
      },
      {
        name: "Horváth Gábor",
        company: "Pannon Market Kft.",
        text: "Üzleteinkben ők telepítették a kamerákat és a riasztókat, és a távfelügyeletet is ők látják el. A rendszer megbízhatóan működik, a kapcsolattartónk pedig mindig naprakész.",
      },
      {
        name: "Nagy Eszter",
        company: "magánügyfél",
        text: "Egy családi ügyben kértem a segítségüket. Diszkréten és alaposan dolgoztak, a jelentésük minden kérdésemre választ adott.",
      },
    ],
  },
} satisfies HomeContent;
