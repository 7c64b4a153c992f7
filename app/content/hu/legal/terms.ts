import type { LegalPageContent } from "../../types.ts";

export const terms = {
  meta: {
    title: "Általános szerződési feltételek (ÁSZF) | Danubius Protect",
    description:
      "A Danubius Protect Kft. általános szerződési feltételei: ajánlat és megrendelés, díjak és előleg, felmondás, felelősség, panaszkezelés és irányadó jog.",
    keywords: [
      "ÁSZF",
      "általános szerződési feltételek",
      "Danubius Protect Kft.",
      "szerződési feltételek",
      "felmondás",
      "panaszkezelés",
      "felelősségkorlátozás",
    ],
    socialTitle: "ÁSZF – Danubius Protect Kft.",
    socialDescription:
      "Átlátható szerződési feltételek: mikor jön létre a szerződés, mit tartalmaz a díj, hogyan mondható fel és hogyan kezeljük a panaszokat.",
  },
  heading: "Általános szerződési feltételek",
  lastUpdated: "Utolsó frissítés: 2025. január",
  intro: [
    "Jelen Általános Szerződési Feltételek (ÁSZF) a ",
    { strong: "Danubius Protect Kft." },
    " szolgáltatásainak igénybevételére vonatkozó feltételeket tartalmazzák. Személyes adatai kezelését ",
    { text: "adatkezelési tájékoztatónk", href: "/adatvedelem" },
    " ismerteti.",
  ],
  sections: [
    {
      heading: "Általános rendelkezések",
      blocks: [
        "Jelen ÁSZF a Danubius Protect Kft. (a továbbiakban: Szolgáltató) és megrendelői (a továbbiakban: Megrendelő) között létrejövő szerződések általános feltételeit határozza meg. A Szolgáltató adatai:",
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
        "Az ÁSZF vállalkozásokkal és magánszemélyekkel kötött szerződésekre egyaránt vonatkozik. Az egyedi szerződés eltérő rendelkezése az ÁSZF-fel szemben elsőbbséget élvez.",
        "Ha a Megrendelő fogyasztó, az ÁSZF egyetlen rendelkezése sem korlátozza a fogyasztót jogszabály alapján megillető jogokat.",
      ],
    },
    {
      heading: "A szolgáltatások köre",
      blocks: [
        "A Szolgáltató vállalkozások és magánszemélyek részére az alábbi szolgáltatásokat nyújtja:",
        {
          list: [
            "követeléskezelés",
            "élőerős őrzés és biztonságtechnika",
            "magánnyomozás",
            "ingatlanvédelem, ideértve a jogosulatlan beköltözés kezelését és a jogi képviseletet",
            "professzionális takarítás",
            "létesítményüzemeltetés",
          ],
        },
        "Az egyes szolgáltatások pontos tartalmát, a teljesítés határidejét és a díjat az egyedi ajánlat, illetve a szerződés rögzíti.",
        "A Szolgáltató tevékenységét a magyar jogszabályok keretei között, jogszerű módszerekkel végzi. Jogszabályba vagy a jó erkölcsbe ütköző megbízást nem fogad el.",
      ],
    },
    {
      heading: "A szerződés létrejötte",
      blocks: [
        "Ajánlatot a weboldal kapcsolatfelvételi űrlapján, e-mailben vagy telefonon kérhet. Az ajánlatkérés még nem minősül megrendelésnek, és nem keletkeztet fizetési kötelezettséget.",
        [
          "A Szolgáltató írásbeli ajánlata a kiállításától számított ",
          { strong: "30 napig" },
          " érvényes.",
        ],
        "A szerződés az ajánlat Megrendelő általi elfogadásával jön létre. A szerződést a felek főszabály szerint írásba foglalják; e-mailben tett nyilatkozat is írásbelinek minősül.",
        [
          "Telefonos megrendelést a Szolgáltató ",
          { strong: "48 órán belül" },
          " írásban visszaigazol. A szerződés a visszaigazolással jön létre, annak tartalma szerint.",
        ],
      ],
    },
    {
      heading: "Díjak és fizetési feltételek",
      blocks: [
        [
          "A díjak forintban értendők, és tartalmazzák a ",
          { strong: "27%-os áfát" },
          ". Az irányadó díjat az elfogadott ajánlat, illetve a szerződés tartalmazza.",
        ],
        [
          "A Szolgáltató a munka megkezdése előtt előleget kérhet, amelynek mértéke jellemzően a díj ",
          { strong: "30–50%-a" },
          ". Az előleg összegét és esedékességét az ajánlat rögzíti.",
        ],
        "A díjat a Szolgáltató által kiállított számla alapján, a számlán feltüntetett határidőig és módon kell megfizetni.",
        "Késedelmes fizetés esetén a Szolgáltató jogszabály szerinti késedelmi kamatot számíthat fel, és előzetes írásbeli értesítés után a teljesítést a tartozás rendezéséig felfüggesztheti.",
      ],
    },
    {
      heading: "Teljesítés és együttműködés",
      blocks: [
        "A Szolgáltató a szolgáltatást a szakmai szabályok és a jogszabályok szerint, a szerződésben rögzített határidőben teljesíti. Teljesítési segédet vehet igénybe, akinek tevékenységéért úgy felel, mintha maga járt volna el.",
        "A Megrendelő köteles:",
        {
          list: [
            "a teljesítéshez szükséges információkat és dokumentumokat időben átadni",
            "a helyszínre való bejutást és a munkavégzés feltételeit biztosítani",
            "a teljesítést érintő változásokról haladéktalanul tájékoztatni a Szolgáltatót",
            "csak valós és jogszerűen felhasználható adatokat átadni",
          ],
        },
        "A Megrendelő együttműködésének hiányából eredő késedelemért és többletköltségért a Szolgáltató nem felel; az indokolt többletköltséget a Megrendelő viseli.",
      ],
    },
    {
      heading: "A szerződés megszűnése",
      blocks: [
        "Az egyszeri feladatra kötött szerződés a teljesítéssel, a határozott időre kötött szerződés a határozott idő leteltével szűnik meg.",
        [
          "A folyamatos szolgáltatásra – például őrzésre, takarításra vagy létesítményüzemeltetésre – kötött szerződést bármelyik fél ",
          { strong: "30 napos" },
          " felmondási idővel, írásban felmondhatja.",
        ],
        "Súlyos szerződésszegés esetén a másik fél a szerződést azonnali hatállyal, írásban felmondhatja.",
        "Megszűnéskor a Megrendelő a ténylegesen teljesített szolgáltatások díját fizeti meg; a fel nem használt előleget a Szolgáltató elszámolja és visszatéríti. A fogyasztót jogszabály alapján megillető elállási és felmondási jogot ez a pont nem érinti.",
      ],
    },
    {
      heading: "Titoktartás",
      blocks: [
        "A Szolgáltató a megbízás során tudomására jutott információkat, adatokat és üzleti titkokat bizalmasan kezeli. Harmadik személlyel csak a Megrendelő hozzájárulásával vagy jogszabályi kötelezettség alapján közli őket.",
        "A titoktartási kötelezettség a Szolgáltató munkatársaira és teljesítési segédeire is kiterjed, és a szerződés megszűnése után is időbeli korlátozás nélkül fennáll.",
        [
          "A személyes adatok kezelésére ",
          { text: "adatkezelési tájékoztatónk", href: "/adatvedelem" },
          " irányadó.",
        ],
      ],
    },
    {
      heading: "Felelősség",
      blocks: [
        [
          "A Szolgáltató a szerződésszegéssel okozott kárért ",
          { strong: "a szerződés szerinti díj kétszereséig" },
          ", de legfeljebb ",
          { strong: "1\u00a0000\u00a0000 Ft" },
          " összegig felel.",
        ],
        "A felelősség korlátozása nem vonatkozik a szándékosan vagy súlyosan gondatlanul okozott, továbbá az emberi életet, testi épséget vagy egészséget megkárosító szerződésszegésre, sem azokra az esetekre, amelyekben jogszabály a korlátozást kizárja.",
        "A Szolgáltató nem felel a Megrendelő hiányos vagy valótlan tájékoztatásából, utasításából, illetve az ellenőrzési körén kívül eső körülményből eredő kárért.",
        "A biztonsági rendszerek és szolgáltatások jelentősen csökkentik a kockázatot, de a károk bekövetkezését teljes bizonyossággal nem zárhatják ki.",
      ],
    },
    {
      heading: "Panaszkezelés",
      blocks: [
        [
          "Panaszát írásban – e-mailben (",
          { text: "info@danubiusprotect.hu", href: "mailto:info@danubiusprotect.hu" },
          ") vagy postán az 1024 Budapest, Margit körút 43. címre –, illetve telefonon (",
          { text: "+36 1 234 5678", href: "tel:+3612345678" },
          ") teheti meg.",
        ],
        [
          "A Szolgáltató a panaszt a beérkezésétől számított ",
          { strong: "15 napon belül" },
          " kivizsgálja, és indokolt válaszát írásban megküldi.",
        ],
        "Szóbeli panasz esetén, ha azonnali orvoslásra nincs mód, a Szolgáltató jegyzőkönyvet vesz fel, és annak másolatát a Megrendelőnek megküldi.",
        "Ha a panasz rendezése nem vezet eredményre, a fogyasztó az illetékes békéltető testülethez vagy bírósághoz fordulhat.",
      ],
    },
    {
      heading: "Irányadó jog és záró rendelkezések",
      blocks: [
        ["Az ÁSZF-re és a felek szerződéseire a ", { strong: "magyar jog" }, " az irányadó."],
        [
          "A felek vitáikat elsősorban egyeztetéssel rendezik. Ennek eredménytelensége esetén a hatáskörrel rendelkező ",
          { strong: "budapesti bíróság" },
          " jár el, kivéve, ha jogszabály – különösen fogyasztóval kötött szerződés esetén – eltérően rendelkezik.",
        ],
        [
          "Jelen ÁSZF ",
          { strong: "2025. január 1-jén" },
          " lép hatályba. A Szolgáltató az ÁSZF módosítását a hatálybalépése előtt a weboldalon közzéteszi; a már megkötött szerződésekre a megkötésükkor hatályos ÁSZF irányadó.",
        ],
        "Ha az ÁSZF valamely rendelkezése érvénytelen, ez a többi rendelkezés érvényességét nem érinti. Az ÁSZF angol és német nyelvű változata tájékoztató jellegű; eltérés esetén a magyar nyelvű szöveg az irányadó.",
      ],
    },
  ],
} satisfies LegalPageContent;
