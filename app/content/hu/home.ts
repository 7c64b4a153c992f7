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
    cardCta: "Részletek",
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
