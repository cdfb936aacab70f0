/** The keys of a form's values that hold free text (not a choice among a few words). */
export type TextKey<Values> = {
  [Key in keyof Values]: string extends Values[Key] ? (Values[Key] extends string ? Key : never) : never;
}[keyof Values];

/** What ties a field to one text value of a form. */
export interface BoundTextField {
  value: string;
  error: string | null;
  /** An input's, a select's or a text area's change. */
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * Ties a form's fields to its text values: each field names its key once, not three times (value,
 * error, change), as formik's `getFieldProps` does. `format` rewrites what is typed (a phone number).
 */
export function bindTextFields<Values extends Record<TextKey<Values>, string>>(
  values: Values,
  set: (key: TextKey<Values>, value: string) => void,
  errorOf: (key: TextKey<Values>) => string | null,
) {
  const texts: Record<TextKey<Values>, string> = values;
  return (key: TextKey<Values>, format: (typed: string) => string = (typed) => typed): BoundTextField => ({
    value: texts[key],
    error: errorOf(key),
    onChange: (event) => set(key, format(event.target.value)),
  });
}
