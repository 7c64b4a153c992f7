import { retentionDays, wholeYears } from "../../../site/retention.ts";
import type { LegalPageContent } from "../../types.ts";

// The period the server deletes inquiries after (INQUIRY_RETENTION_DAYS, set at build time).
const years = wholeYears(retentionDays);
const inquiryRetention = years ? `${years} évig` : `${retentionDays} napig`;

export const privacy = {
  meta: {
    title: "Adatkezelési tájékoztató | Danubius Protect",
    description:
      "Hogyan kezeli a Danubius Protect Kft. személyes adatait: a kezelt adatok köre, céljai és jogalapjai, a megőrzési idők, az Ön jogai és a jogorvoslat.",
    keywords: [
      "adatkezelési tájékoztató",
      "adatvédelem",
      "GDPR",
      "személyes adatok",
      "érintetti jogok",
      "NAIH",
      "Danubius Protect Kft.",
    ],
    socialTitle: "Adatkezelési tájékoztató – Danubius Protect Kft.",
    socialDescription:
      "Milyen adatokat kezelünk, mire használjuk és meddig őrizzük meg őket – és milyen jogok illetik meg Önt a GDPR alapján.",
  },
  heading: "Adatkezelési tájékoztató",
  lastUpdated: "Utolsó frissítés: 2025. január",
  intro: [
    "A ",
    { strong: "Danubius Protect Kft." },
    " a személyes adatokat bizalmasan és a jogszabályoknak megfelelően kezeli. Ez a tájékoztató az Európai Unió általános adatvédelmi rendelete (GDPR) alapján ismerteti, milyen adatokat, milyen célból és jogalapon kezelünk, meddig őrizzük meg őket, és milyen jogok illetik meg Önt.",
  ],
  sections: [
    {
      heading: "Az adatkezelő",
      blocks: [
        "A személyes adatok kezelője:",
        {
          list: [
            "Cégnév: Danubius Protect Kft.",
            "Cím: 1024 Budapest, Margit körút 43. (irodaház)",
            [
              "E-mail: ",
              { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
            ],
            ["Telefon: ", { text: "+36 1 234 5678", href: "tel:+3612345678" }],
          ],
        },
        "Adatkezeléssel kapcsolatos kérdéseivel és kérelmeivel a fenti elérhetőségeken fordulhat hozzánk.",
      ],
    },
    {
      heading: "A kezelt adatok köre",
      blocks: [
        "Az alábbi személyes adatokat kezeljük:",
        {
          list: [
            [
              { strong: "Kapcsolatfelvételi adatok:" },
              " név, e-mail-cím, telefonszám (nem kötelező), a választott szolgáltatás, az üzenet szövege és a beküldés időpontja.",
            ],
            [
              { strong: "Szerződéses és számlázási adatok:" },
              " a szerződés megkötéséhez és teljesítéséhez szükséges azonosító és kapcsolattartási adatok, a számlázási név és cím, valamint a teljesítés adatai.",
            ],
            [
              { strong: "Technikai adatok:" },
              " a szerver naplóadatai (például IP-cím, időpont, a lekért oldal, a böngésző típusa), amelyeket kizárólag az üzemeltetés és a biztonság érdekében, profilalkotás nélkül használunk.",
            ],
          ],
        },
        "Weboldalunk nem használ nyomkövető vagy hirdetési célú sütiket.",
        "Kérjük, üzenetében csak az ügyéhez szükséges adatokat adja meg. Egészségügyi vagy más különleges adatot, illetve harmadik személyre vonatkozó adatot csak akkor közöljön, ha az elengedhetetlen.",
      ],
    },
    {
      heading: "Az adatkezelés céljai és jogalapjai",
      blocks: [
        "Személyes adatait az alábbi célokból és jogalapokon kezeljük:",
        {
          list: [
            [
              { strong: "Ajánlatkérés és kapcsolatfelvétel:" },
              " megkeresésének megválaszolása és ajánlat készítése – az Ön kérésére a szerződés megkötését megelőző lépések megtétele (GDPR 6. cikk (1) bekezdés b) pont).",
            ],
            [
              { strong: "Szerződés teljesítése:" },
              " a megrendelt szolgáltatás nyújtása és a kapcsolattartás (GDPR 6. cikk (1) bekezdés b) pont).",
            ],
            [
              { strong: "Számvitel és adózás:" },
              " a számlák kiállítása és megőrzése – jogi kötelezettség teljesítése a számviteli és adójogszabályok alapján (GDPR 6. cikk (1) bekezdés c) pont).",
            ],
            [
              { strong: "Biztonsági naplózás:" },
              " a weboldal védelme, a visszaélések megelőzése és felderítése – jogos érdek (GDPR 6. cikk (1) bekezdés f) pont).",
            ],
          ],
        },
        "A kapcsolatfelvételi űrlapon a név és az e-mail-cím megadása szükséges; ezek nélkül nem tudunk válaszolni megkeresésére.",
        "Automatizált döntéshozatalt, ideértve a profilalkotást, nem alkalmazunk.",
      ],
    },
    {
      heading: "Az adatok megőrzése",
      blocks: [
        "Személyes adatait csak addig őrizzük meg, ameddig az adatkezelés célja vagy jogszabály megkívánja:",
        {
          list: [
            [
              { strong: "Szerződéses adatok:" },
              " a szerződés teljesítését követő ",
              { strong: "5 évig" },
              ", a polgári jogi elévülési időhöz igazodva.",
            ],
            [
              { strong: "Számviteli bizonylatok:" },
              " a számviteli jogszabályok alapján ",
              { strong: "8 évig" },
              ".",
            ],
            [
              { strong: "Szerződéskötéshez nem vezető megkeresések:" },
              " a beérkezéstől számított ",
              { strong: inquiryRetention },
              ", ezt követően töröljük őket.",
            ],
            [
              { strong: "Szervernaplók:" },
              " a biztonsági célhoz szükséges ideig, ezt követően automatikusan törlődnek.",
            ],
          ],
        },
        "Ha megkeresése nyomán szerződést kötünk, az adatokat a szerződéses adatokra irányadó ideig őrizzük meg. Folyamatban lévő jogvita esetén az érintett adatokat a jogvita lezárásáig megőrizhetjük.",
      ],
    },
    {
      heading: "Címzettek és adatfeldolgozók",
      blocks: [
        "Személyes adataihoz csak azok a munkatársaink férnek hozzá, akiknek feladatuk ellátásához erre szükségük van.",
        "Adatfeldolgozóink kizárólag utasításaink szerint, szerződésben vállalt titoktartás mellett kezelik az adatokat. Adatfeldolgozóként különösen az alábbi szolgáltatókat vesszük igénybe:",
        {
          list: [
            [
              { strong: "Tárhelyszolgáltató:" },
              " a weboldal és a beérkező megkeresések tárolása, a szerverek üzemeltetése.",
            ],
            [
              { strong: "Automatizálási (munkafolyamat-) szolgáltató:" },
              " a kapcsolatfelvételi űrlapon beküldött megkeresések fogadása és továbbítása munkatársainkhoz.",
            ],
            [
              { strong: "E-mail-szolgáltató:" },
              " a megkeresések e-mailes továbbítása munkatársaink céges postafiókjaiba.",
            ],
          ],
        },
        "Jogszabályi kötelezettség alapján adatokat hatóságnak vagy bíróságnak is átadhatunk. Az Európai Gazdasági Térségen kívülre irányuló adattovábbításra csak a GDPR által előírt garanciák mellett kerülhet sor.",
        "Személyes adatait nem adjuk el, és marketingcélra harmadik félnek nem továbbítjuk.",
      ],
    },
    {
      heading: "Adatbiztonság",
      blocks: [
        "Megfelelő technikai és szervezési intézkedésekkel védjük adatait a jogosulatlan hozzáférés, módosítás, nyilvánosságra hozatal, törlés és megsemmisülés ellen. Intézkedéseink különösen:",
        {
          list: [
            "titkosított (HTTPS) kapcsolat a weboldal és az Ön böngészője között",
            "hozzáférés kizárólag az arra jogosult munkatársak számára",
            "a kapcsolatfelvételi űrlap védelme az automatizált visszaélésekkel szemben",
            "munkatársaink és adatfeldolgozóink titoktartási kötelezettsége",
          ],
        },
        "Adatvédelmi incidens esetén a GDPR szerint járunk el: az incidenst dokumentáljuk, szükség esetén bejelentjük a NAIH-nak, és ha az Önre nézve magas kockázattal jár, Önt is haladéktalanul tájékoztatjuk.",
      ],
    },
    {
      heading: "Az Ön jogai",
      blocks: [
        "A GDPR alapján Önt a következő jogok illetik meg:",
        {
          list: [
            [
              { strong: "Hozzáférés:" },
              " tájékoztatást és másolatot kérhet az Önről kezelt adatokról.",
            ],
            [
              { strong: "Helyesbítés:" },
              " kérheti pontatlan adatai javítását vagy hiányos adatai kiegészítését.",
            ],
            [
              { strong: "Törlés:" },
              " kérheti adatai törlését, ha kezelésük már nem szükséges vagy nem jogszerű.",
            ],
            [
              { strong: "Az adatkezelés korlátozása:" },
              " kérheti, hogy meghatározott esetekben adatait csak tároljuk, de ne használjuk fel.",
            ],
            [
              { strong: "Adathordozhatóság:" },
              " az Ön által megadott adatokat géppel olvasható formában megkaphatja vagy továbbíttathatja.",
            ],
            [
              { strong: "Tiltakozás:" },
              " tiltakozhat a jogos érdekünkön alapuló adatkezelés ellen.",
            ],
          ],
        },
        [
          "Kérelmét az ",
          { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
          " címre küldheti. Indokolatlan késedelem nélkül, legkésőbb a GDPR-ban előírt határidőn belül, díjmentesen válaszolunk; a kérelem teljesítése előtt kérhetjük személyazonossága igazolását.",
        ],
        "Ha valamely adatkezelés az Ön hozzájárulásán alapul, hozzájárulását bármikor visszavonhatja; ez a visszavonás előtti adatkezelés jogszerűségét nem érinti. Ha úgy véli, hogy megsértettük jogait, panaszt tehet a felügyeleti hatóságnál, vagy bírósághoz fordulhat (lásd a következő pontot).",
      ],
    },
    {
      heading: "Jogorvoslati lehetőségek",
      blocks: [
        "Kérjük, panaszával először forduljon hozzánk, hogy a problémát közvetlenül orvosolhassuk. Panaszt a felügyeleti hatóságnál is tehet:",
        {
          list: [
            [{ strong: "Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)" }],
            "Cím: 1055 Budapest, Falk Miksa utca 9–11.",
            ["Honlap: ", { text: "www.naih.hu", href: "https://www.naih.hu" }],
          ],
        },
        "Ha az Európai Unió másik tagállamában él vagy dolgozik, az ottani adatvédelmi felügyeleti hatóságnál is panaszt tehet.",
        "Jogai megsértése esetén bírósághoz is fordulhat. A per – választása szerint – a lakóhelye vagy tartózkodási helye szerint illetékes törvényszék előtt is megindítható.",
      ],
    },
  ],
} satisfies LegalPageContent;
