/**
 * The editor's whole-number field, in place of Keystar's NumberField (scripts/keystatic-patches.ts
 * points Keystatic's integer field here). Keystar's field parses what it can of the text with
 * the browser's number parsing, so "189 O00" became 189 and "1e6" a million. This one keeps
 * the text as typed and gives Keystatic a number only when the whole text is one
 * (app/content/whole-number.ts); otherwise it gives NaN, which Keystatic's own check refuses,
 * so such an entry cannot be saved, and it says why under the field.
 */
import { TextField } from "@keystar/ui/text-field";
import { useRef, useState } from "react";
import {
  formatWholeNumber,
  parseWholeNumber,
  wholeNumberProblem,
} from "../content/whole-number.ts";

/** The props Keystatic's integer field passes to Keystar's NumberField. */
interface Props {
  label: string;
  description?: string;
  isRequired?: boolean;
  errorMessage?: string;
  autoFocus?: boolean;
  value: number | undefined;
  onBlur: () => void;
  onChange: (value: number | undefined) => void;
}

const shown = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "" : formatWholeNumber(value);

export function NumberField(props: Props) {
  const [text, setText] = useState(() => shown(props.value));
  const [left, setLeft] = useState(false);
  // The value last given to Keystatic: another value comes from outside (a reset).
  const given = useRef(props.value);
  if (!Object.is(props.value, given.current)) {
    given.current = props.value;
    setText(shown(props.value));
  }
  const refused = text.trim() !== "" && parseWholeNumber(text) === undefined;
  return (
    <TextField
      label={props.label}
      description={props.description}
      isRequired={props.isRequired}
      autoFocus={props.autoFocus}
      inputMode="numeric"
      value={text}
      errorMessage={
        refused && (left || props.errorMessage)
          ? wholeNumberProblem(props.label, text)
          : props.errorMessage
      }
      onChange={(typed) => {
        setText(typed);
        const value = typed.trim() === "" ? undefined : (parseWholeNumber(typed) ?? Number.NaN);
        given.current = value;
        props.onChange(value);
      }}
      onBlur={() => {
        setLeft(true);
        const value = parseWholeNumber(text);
        if (value !== undefined) setText(formatWholeNumber(value));
        props.onBlur();
      }}
    />
  );
}
