import { type FormEvent, useState } from "react";
import {
  type ContactReply,
  contactEndpoint,
  type FieldErrors,
  filledFields,
  pageField,
  previewField,
} from "../form/protocol.ts";
import type { IslandNotices } from "./island-copy.ts";
import { useNotify } from "./Notices.tsx";
import { isBot, validateInquiry } from "./schema.ts";

/**
 * Sending the form without a page load: it is checked with the shared schema first (the first
 * bad field gets the focus), then posted as JSON; a notice tells how it went. Returns the
 * submit handler, whether a post is under way, and each field's error.
 */
export function useInquirySubmit(notices: IslandNotices) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const fields = Object.fromEntries(new FormData(element)) as Record<string, string>;
    const { [pageField]: _page, [previewField]: _preview, ...inquiry } = fields;
    if (isBot(inquiry)) {
      console.info("Contact form: honeypot filled, submission dropped.");
      return;
    }
    const checked = validateInquiry(inquiry);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstError(element, checked.fieldErrors);
      notify(notices.validation, "destructive");
      return;
    }
    setErrors({});
    setPending(true);
    try {
      // Where the form posts: a preview's page points it at the preview's own endpoint.
      const response = await fetch(element.getAttribute("action") || contactEndpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(fields),
      });
      const answer = (await response.json().catch(() => null)) as ContactReply | null;
      if (response.ok && answer?.ok) {
        element.reset();
        const select = element.elements.namedItem("service");
        if (select instanceof HTMLSelectElement) select.value = "";
        notify(answer.notice, "success");
      } else {
        setErrors((answer && !answer.ok && answer.fieldErrors) || {});
        notify(answer?.notice ?? notices.failure, "destructive");
      }
    } catch {
      notify(notices.failure, "destructive");
    } finally {
      setPending(false);
    }
  }

  return { submit, pending, errors };
}

function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = filledFields.find((name) => errors[name]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
