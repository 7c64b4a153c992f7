import type { ContactFormContent } from "../types.ts";

export const form = {
  labels: {
    name: "Név",
    email: "E-mail-cím",
    phone: "Telefonszám",
    service: "Szolgáltatás",
    message: "Üzenet",
  },
  placeholders: {
    name: "Kovács Anna",
    email: "anna.kovacs@pelda.hu",
    phone: "+36 30 123 4567",
    message: "Röviden írja le, miben segíthetünk.",
  },
  servicePlaceholder: "Válasszon szolgáltatást",
  optional: "nem kötelező",
  required: "kötelező",
  submit: "Üzenet küldése",
  sending: "Küldés folyamatban…",
  privacyNote: ["Az üzenet elküldésével elfogadja az ", "adatkezelési tájékoztatót", "."],
  fieldErrors: {
    nameTooShort: "Kérjük, adja meg a nevét (legalább 2 karakter).",
    emailInvalid: "Kérjük, érvényes e-mail-címet adjon meg.",
    tooLong: "A megadott szöveg túl hosszú.",
  },
  notices: {
    validation: {
      title: "Hiányzó adatok",
      text: "Kérjük töltse ki az összes kötelező mezőt megfelelően (név min. 2 karakter, érvényes email).",
    },
    failure: { title: "Hiba történt", text: "Kérjük próbálja újra később." },
    success: {
      title: "Üzenet elküldve",
      text: "Köszönjük megkeresését! 24 órán belül felvesszük Önnel a kapcsolatot.",
    },
    rateLimited: {
      title: "Túl sok üzenet",
      text: "Rövid időn belül több üzenet érkezett Öntől. Kérjük, próbálja újra néhány perc múlva.",
    },
    rejected: {
      title: "Az üzenet nem küldhető el",
      text: "A kérés formája nem megfelelő. Kérjük, töltse ki újra az űrlapot ezen az oldalon.",
    },
  },
  dismiss: "Értesítés bezárása",
} satisfies ContactFormContent;
