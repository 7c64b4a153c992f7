/**
 * The parts of the contact form that never change once the page is made — each field's label
 * and the privacy note — as the HTML React renders them with the page. The island gets them
 * in its copy and, in a release, reads them back from the page (island-protocol.ts,
 * `markupCopy`), so their words travel once.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ContactFormContent } from "../content/types.ts";
import {
  type FieldFacts,
  type FilledField,
  filledFields,
  inquiryFields,
} from "../form/protocol.ts";
import { FieldLabelContent } from "./ContactField.tsx";
import { PrivacyNote } from "./ContactForm.tsx";
import type { IslandFormCopy } from "./island-copy.ts";

export function staticFormHtml(
  form: ContactFormContent,
  privacyHref: string,
): Pick<IslandFormCopy, "labelHtml" | "privacyNoteHtml"> {
  const labelHtml = Object.fromEntries(
    filledFields.map((name) => [
      name,
      renderToStaticMarkup(
        <FieldLabelContent
          label={form.labels[name]}
          {...((inquiryFields[name] as FieldFacts).required
            ? { required: form.required }
            : { optional: form.optional })}
        />,
      ),
    ]),
  ) as Record<FilledField, string>;
  const privacyNoteHtml = renderToStaticMarkup(
    <PrivacyNote {...form.privacyNote} href={privacyHref} />,
  );
  return { labelHtml, privacyNoteHtml };
}
