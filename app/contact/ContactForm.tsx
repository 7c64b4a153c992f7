import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { ContactFormContent } from "../content/types.ts";
import type { ServiceKey } from "../site/services.ts";
import type { SiteShell } from "../site/shell.ts";
import { directionControlMessages } from "./direction-controls.ts";
import { LoaderCircle, Send } from "./island-icons.tsx";
import { useNotify } from "./Notices.tsx";
import {
  type ContactReply,
  contactEndpoint,
  type FieldErrors,
  type FieldFacts,
  type FilledField,
  fieldNames,
  filledFields,
  type InquiryField,
  inquiryFields,
  isFilled,
  pageField,
  previewField,
} from "./protocol.ts";
import { isBot, validateInquiry } from "./schema.ts";

/** The page's language (errors are shown in the browser only, after hydration). */
const pageLanguage = (): keyof typeof directionControlMessages => {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang === "en" || lang === "de" ? lang : "hu";
};

interface ContactFormProps {
  copy: ContactFormContent;
  serviceLabels: SiteShell["serviceLabels"];
  /** The privacy page in the form's language (a prop: the route table stays out of the island). */
  privacyHref: string;
  /** The page the form is on; the server sends a no-JavaScript visitor back here. */
  page: string;
  defaultService?: ServiceKey;
}

/**
 * The contact form. Without JavaScript it is a plain HTML form post (the browser's own
 * constraint validation applies, the server redirects back with a notice). With JavaScript
 * it validates with the shared schema and posts without a page load.
 */
export function ContactForm({
  copy,
  serviceLabels,
  privacyHref,
  page,
  defaultService,
}: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    // Once hydrated, our own validation and notices replace the browser's bubbles.
    if (form.current) form.current.noValidate = true;
  }, []);

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
      notify(copy.notices.validation, "destructive");
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
        notify(answer?.notice ?? copy.notices.failure, "destructive");
      }
    } catch {
      notify(copy.notices.failure, "destructive");
    } finally {
      setPending(false);
    }
  }

  const errorText = (name: FilledField) => {
    const code = errors[name];
    if (!code) return null;
    const text =
      code === "invalid"
        ? copy.notices.validation.text
        : code === "directionControl"
          ? directionControlMessages[pageLanguage()]
          : copy.fieldErrors[code];
    return (
      <p id={`contact-${name}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
        {text}
      </p>
    );
  };
  const placeholders: Partial<Record<FilledField, string>> = copy.placeholders;

  /** The control that asks for a field, by its kind. */
  const control = (name: FilledField, facts: FieldFacts) => {
    const attributes = {
      name,
      id: `contact-${name}`,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    };
    if (facts.kind === "select") {
      return (
        <select {...attributes} defaultValue={defaultService ?? ""} className={inputClass}>
          <option value="">{copy.servicePlaceholder}</option>
          {/* The labels come in the service registry's order; reading the keys from them keeps
              the registry out of the island's bundle. */}
          {(Object.keys(serviceLabels) as ServiceKey[]).map((key) => (
            <option key={key} value={key}>
              {serviceLabels[key].select}
            </option>
          ))}
        </select>
      );
    }
    if (facts.kind === "textarea") {
      return (
        <textarea
          {...attributes}
          rows={5}
          maxLength={facts.max}
          placeholder={placeholders[name]}
          className={`${inputClass} min-h-[120px] resize-y`}
        />
      );
    }
    return (
      <input
        {...attributes}
        type={facts.kind}
        required={facts.required}
        minLength={facts.min}
        maxLength={facts.max}
        // As many non-space characters as the trimmed-length rule asks, before JavaScript runs.
        pattern={facts.min ? `${".*\\S".repeat(facts.min)}.*` : undefined}
        autoComplete={facts.autoComplete}
        inputMode={facts.kind === "email" ? "email" : undefined}
        placeholder={placeholders[name]}
        className={inputClass}
      />
    );
  };

  /** One field: its label, required or optional hint, control and error message. */
  const field = (name: InquiryField) => {
    if (!isFilled(name)) return <Honeypot key={name} name={name} />;
    const facts: FieldFacts = inquiryFields[name];
    return (
      <FieldShell
        key={name}
        label={copy.labels[name]}
        htmlFor={`contact-${name}`}
        error={errorText(name)}
        required={facts.required ? copy.required : undefined}
        optional={facts.required ? undefined : copy.optional}
        className={facts.kind === "textarea" ? "sm:col-span-2" : undefined}
      >
        {control(name, facts)}
      </FieldShell>
    );
  };

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
      {fieldNames.map(field)}
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500">
          {copy.privacyNote.before}
          <a
            href={privacyHref}
            className="font-semibold text-danube-700 underline underline-offset-4"
          >
            {copy.privacyNote.link}
          </a>
          {copy.privacyNote.after}
        </p>
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
      </div>
    </form>
  );
}

const inputClass =
  "mt-2 block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-950 shadow-xs placeholder:text-ink-400 hover:border-ink-300 focus:border-danube-600 focus:ring-2 focus:ring-danube-600/25 focus:outline-none aria-invalid:border-red-600 aria-invalid:ring-red-600/20";

function FieldShell({
  label,
  htmlFor,
  required,
  optional,
  error,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: ReactNode;
  required?: string;
  optional?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label
        htmlFor={htmlFor}
        className="flex items-baseline justify-between gap-3 font-semibold text-ink-900"
      >
        <span>
          {label}
          {required && (
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          )}
        </span>
        {/* The label's two parts are flex items, which Chrome joins with no space in the
            accessible name ("Szolgáltatásnem kötelező"); a visually hidden element between
            them is read as a break. */}
        {optional && <span className="sr-only">{"\u00a0"}</span>}
        {optional && <span className="text-sm font-normal text-ink-500">{optional}</span>}
        {required && <span className="sr-only">({required})</span>}
      </label>
      {children}
      {error}
    </div>
  );
}

/** The field bots fill and people never see. */
function Honeypot({ name }: { name: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = filledFields.find((name) => errors[name]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
