import { useEffect, useRef } from "react";
import type { ContactFormContent } from "../content/types.ts";
import { contactEndpoint, fieldNames, pageField } from "../form/protocol.ts";
import type { ServiceKey } from "../site/services.ts";
import { ContactField } from "./ContactField.tsx";
import type { IslandFormCopy, SelectLabels } from "./island-copy.ts";

type PrivacyNoteProps = ContactFormContent["privacyNote"] & { href: string };

import { LoaderCircle, Send } from "./island-icons.tsx";
import { useInquirySubmit } from "./use-inquiry-submit.ts";

interface ContactFormProps {
  copy: IslandFormCopy;
  serviceLabels: SelectLabels;
  /** The privacy page in the form's language (a prop: the route table stays out of the island). */
  /** The page the form is on; the server sends a no-JavaScript visitor back here. */
  page: string;
  defaultService?: ServiceKey;
}

/**
 * The contact form. Without JavaScript it is a plain HTML form post (the browser's own
 * constraint validation applies, the server redirects back with a notice). With JavaScript
 * it validates with the shared schema and posts without a page load.
 */
export function ContactForm({ copy, serviceLabels, page, defaultService }: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { submit, pending, errors } = useInquirySubmit(copy.notices);

  useEffect(() => {
    // Once hydrated, our own validation and notices replace the browser's bubbles.
    if (form.current) form.current.noValidate = true;
  }, []);

  return (
    <form
      ref={form}
      id="contact-form"
      method="post"
      action={contactEndpoint}
      onSubmit={submit}
      aria-busy={pending}
      className="card grid gap-5 p-6 sm:grid-cols-2 sm:p-8"
      // The page script sets `novalidate` before the island hydrates (the HTML keeps the
      // browser's own checks for visitors without JavaScript): an expected difference.
      suppressHydrationWarning
    >
      <input type="hidden" name={pageField} value={page} />
      {fieldNames.map((name) => (
        <ContactField
          key={name}
          name={name}
          copy={copy}
          error={errors[name]}
          serviceLabels={serviceLabels}
          defaultService={defaultService}
        />
      ))}
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        {/* Static: the island reads it back from the page rather than carrying it again. */}
        <p
          className="text-sm text-ink-500"
          data-privacy-note
          // biome-ignore lint/security/noDangerouslySetInnerHtml: PrivacyNote, rendered by React on the server
          dangerouslySetInnerHTML={{ __html: copy.privacyNoteHtml }}
        />
        <SendButton pending={pending} copy={copy} />
      </div>
    </form>
  );
}

/** Send, or a spinning circle and "sending" while the post is under way. */
function SendButton({ pending, copy }: { pending: boolean; copy: IslandFormCopy }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="btn-primary shrink-0 disabled:cursor-progress disabled:opacity-80"
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      ) : (
        <Send aria-hidden="true" className="size-5" />
      )}
      {pending ? copy.sending : copy.submit}
    </button>
  );
}

/**
 * The privacy note under the form, with its link. Rendered once, with the page
 * (ContactSection): the island reads it back from the page.
 */
export function PrivacyNote({ before, link, after, href }: PrivacyNoteProps) {
  return (
    <>
      {before}
      <a href={href} className="font-semibold text-danube-700 underline underline-offset-4">
        {link}
      </a>
      {after}
    </>
  );
}
