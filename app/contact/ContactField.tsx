import type { ReactNode } from "react";
import {
  type FieldErrors,
  type FieldFacts,
  type FilledField,
  type InquiryField,
  inquiryFields,
  isFilled,
} from "../form/protocol.ts";
import type { ServiceKey } from "../site/services.ts";
import type { IslandFormCopy, SelectLabels } from "./island-copy.ts";

type FieldError = FieldErrors[FilledField];

interface ContactFieldProps {
  name: InquiryField;
  copy: IslandFormCopy;
  serviceLabels: SelectLabels;
  defaultService: ServiceKey | undefined;
  /** The field's error, if it has one. */
  error: FieldError;
}

/** One field: its label, required or optional hint, control and error message. */
export function ContactField({ name, copy, error, ...control }: ContactFieldProps) {
  if (!isFilled(name)) return <Honeypot name={name} />;
  const facts: FieldFacts = inquiryFields[name];
  return (
    <FieldShell
      name={name}
      copy={copy}
      error={error && <ErrorMessage name={name} error={error} copy={copy} />}
      className={facts.kind === "textarea" ? "sm:col-span-2" : undefined}
    >
      <FieldControl name={name} facts={facts} copy={copy} invalid={Boolean(error)} {...control} />
    </FieldShell>
  );
}

function ErrorMessage({
  name,
  error,
  copy,
}: {
  name: FilledField;
  error: NonNullable<FieldError>;
  copy: IslandFormCopy;
}) {
  const text = error === "invalid" ? copy.notices.validation.text : copy.fieldErrors[error];
  return (
    <p id={`contact-${name}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
      {text}
    </p>
  );
}

const inputClass =
  "mt-2 block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-950 shadow-xs placeholder:text-ink-400 hover:border-ink-300 focus:border-danube-600 focus:ring-2 focus:ring-danube-600/25 focus:outline-none aria-invalid:border-red-600 aria-invalid:ring-red-600/20";

/** The control that asks for a field, by its kind. */
function FieldControl({
  name,
  facts,
  copy,
  invalid,
  serviceLabels,
  defaultService,
}: {
  name: FilledField;
  facts: FieldFacts;
  copy: IslandFormCopy;
  invalid: boolean;
  serviceLabels: SelectLabels;
  defaultService: ServiceKey | undefined;
}) {
  const placeholders: Partial<Record<FilledField, string>> = copy.placeholders;
  const attributes = {
    name,
    id: `contact-${name}`,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": invalid ? `contact-${name}-error` : undefined,
  };
  if (facts.kind === "select") {
    return (
      <select {...attributes} defaultValue={defaultService ?? ""} className={inputClass}>
        <option value="">{copy.servicePlaceholder}</option>
        {/* The labels come in the service registry's order; reading the keys from them keeps
            the registry out of the island's bundle. */}
        {(Object.keys(serviceLabels) as ServiceKey[]).map((key) => (
          <option key={key} value={key}>
            {serviceLabels[key]}
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
}

function FieldShell({
  name,
  copy,
  error,
  className,
  children,
}: {
  name: FilledField;
  copy: IslandFormCopy;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: its text is the HTML below (FieldLabelContent), for the control named by htmlFor */}
      <label
        htmlFor={`contact-${name}`}
        className="flex items-baseline justify-between gap-3 font-semibold text-ink-900"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: FieldLabelContent, rendered by React on the server
        dangerouslySetInnerHTML={{ __html: copy.labelHtml[name] }}
      />
      {children}
      {error}
    </div>
  );
}

/**
 * A label's content: the field's name with the required mark, or the optional hint. Rendered
 * once, with the page (ContactSection): the island reads it back from the page.
 */
export function FieldLabelContent({
  label,
  required,
  optional,
}: {
  label: string;
  required?: string;
  optional?: string;
}) {
  return (
    <>
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
    </>
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
