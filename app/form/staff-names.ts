/**
 * Each field's name as staff know it, in Hungarian: the labels of the form's texts in the
 * content editor and the rows of the staff e-mail. Every field a person fills in has one.
 */
import type { FilledField } from "./protocol.ts";

export const staffFieldNames: Record<FilledField, string> = {
  name: "Név",
  email: "E-mail",
  phone: "Telefon",
  service: "Szolgáltatás",
  message: "Üzenet",
};
