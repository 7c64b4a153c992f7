import type { ServiceCopy } from "../../types.ts";

export default {
  meta: {
    title: "Vagyonőrzés és biztonságtechnika | Danubius Protect",
    description:
      "Vagyonőrzés, rendezvénybiztosítás, kamera-, riasztó- és beléptetőrendszerek Budapesten – a felméréstől a távfelügyeletig, 99,9%-os megbízhatósággal.",
    keywords: [
      "vagyonőrzés",
      "biztonságtechnika",
      "biztonsági szolgálat Budapest",
      "objektumőrzés",
      "rendezvénybiztosítás",
      "kamerarendszer",
      "beléptetőrendszer",
      "távfelügyelet",
    ],
    socialTitle: "Vagyonőrzés és biztonságtechnika egy partnertől",
    socialDescription:
      "Képzett vagyonőrök és 99,9%-os megbízhatóságú rendszerek irodáknak, telephelyeknek, otthonoknak és rendezvényeknek – több mint tíz év tapasztalattal.",
  },
  name: "Biztonság",
  navLabel: "Biztonság",
  selectLabel: "Biztonságtechnika",
  homeCard: {
    title: "Biztonság",
    text: "Vagyonőrzés, kamerarendszerek, riasztók és beléptetés – a tervezéstől a folyamatos felügyeletig.",
  },
  homeFeature: {
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
  hero: {
    eyebrow: "Vagyonőrzés és biztonságtechnika",
    heading: "Képzett vagyonőrök, megbízható rendszerek",
    lead: "Irodáját, telephelyét, otthonát vagy rendezvényét képzett vagyonőrökkel és korszerű biztonsági rendszerekkel védjük – a helyszíni felméréstől a folyamatos felügyeletig.",
    cta: "Biztonsági felmérést kérek",
    highlights: [
      "Helyszíni felmérés és kockázatelemzés",
      "Őrzés és technika egy partnertől",
      "Távfelügyelet és rendszeres karbantartás",
    ],
  },
  services: {
    eyebrow: "Szolgáltatásaink",
    heading: "Négy terület, egy biztonsági koncepció",
    lead: "Az élőerős őrzést és a technikát egyetlen biztonsági koncepcióba foglaljuk, így a vagyonőrök és a rendszerek egymást erősítik.",
    items: {
      guarding: {
        title: "Vagyonőrzés",
        text: "Képzett vagyonőreink irodaházakat, telephelyeket és üzleteket őriznek, az Önnel egyeztetett őrzési utasítás szerint.",
        features: [
          "Objektumőrzés és portaszolgálat",
          "Járőrözés és ellenőrző körök",
          "Beléptetés és látogatókezelés",
        ],
      },
      events: {
        title: "Rendezvénybiztosítás",
        text: "Céges eseményeken, konferenciákon és magánrendezvényeken diszkréten gondoskodunk a vendégek és az értékek biztonságáról.",
        features: [
          "A helyszínhez igazított biztonsági terv",
          "Beléptetés és vendéglista-kezelés",
          "Diszkrét jelenlét a rendezvény alatt",
        ],
      },
      systems: {
        title: "Biztonságtechnikai rendszerek",
        text: "Kamera-, riasztó- és beléptetőrendszereket tervezünk és telepítünk, a helyszín kockázataihoz igazítva.",
        features: [
          "Kamerarendszerek",
          "Behatolásjelző és riasztórendszerek",
          "Kártyás és kódos beléptetés",
        ],
      },
      monitoring: {
        title: "Távfelügyelet és karbantartás",
        text: "Rendszereit folyamatosan felügyeljük, a riasztásokat egyértelmű protokoll szerint kezeljük, és rendszeres karbantartással tartjuk üzemkész állapotban.",
        features: [
          "Riasztások fogadása és kezelése",
          "Kivonulás riasztás esetén",
          "Rendszeres karbantartás és hibaelhárítás",
        ],
      },
    },
  },
  reasons: {
    eyebrow: "Miért mi",
    heading: "Amiért ránk bízhatja biztonságát",
    items: [
      {
        title: "Őrzés és technika egy kézben",
        text: "Egy partner felel a vagyonőrökért és a rendszerekért is, így a felelősség nem vész el két szolgáltató között.",
      },
      {
        title: "99,9%-os megbízhatóság",
        text: "Rendszereink 99,9%-os megbízhatósággal működnek, a hibákat rendszeres karbantartással előzzük meg.",
      },
      {
        title: "Több mint tíz év tapasztalat",
        text: "Több mint egy évtizede védünk irodákat, telephelyeket, otthonokat és rendezvényeket.",
      },
      {
        title: "Jogszerűen, diszkréten",
        text: "A magyar jogszabályok keretei között dolgozunk, a kamerafelvételeket és a személyes adatokat az adatvédelmi előírások szerint kezeljük.",
      },
    ],
  },
  targets: {
    eyebrow: "Kinek ajánljuk",
    heading: "Vállalkozásoknak, magánszemélyeknek, rendezvényekre",
    groups: [
      {
        title: "Vállalkozások",
        subtitle: "Irodák, üzletek, telephelyek, raktárak",
        points: [
          "Vagyonőrzés és portaszolgálat",
          "Kamerák, riasztók és beléptetés",
          "Távfelügyelet nyitvatartási időn kívül",
        ],
      },
      {
        title: "Magánszemélyek",
        subtitle: "Családi házak, lakások, nyaralók",
        points: [
          "Kamerás és riasztós védelem",
          "Távfelügyelet és kivonulás riasztás esetén",
          "Személyre szabott biztonsági tanácsadás",
        ],
      },
      {
        title: "Rendezvények",
        subtitle: "Céges események, konferenciák, magánrendezvények",
        points: [
          "Biztonsági terv és helyszínbejárás",
          "Beléptetés és vendéglista-kezelés",
          "Diszkrét biztonsági személyzet",
        ],
      },
    ],
  },
  ctaBand: {
    heading: "Kérjen biztonsági felmérést",
    text: "Írja meg, mit szeretne megvédeni – 24 órán belül jelentkezünk, és egyeztetjük a helyszíni felmérés időpontját.",
    cta: "Biztonsági felmérést kérek",
  },
} satisfies ServiceCopy<"security">;
