import { useState } from 'react';

/** A message per field that breaks a rule; shown under the field before anything is sent. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The keys of the values that text inputs edit. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * The state of a form's fields: values, errors, and `bind(name)`, which gives a text input its name,
 * value, error and change handler, so the input's markup states only what is particular to it.
 * Changing a field clears its error.
 */
export function useFormFields<Values extends object>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const bind = <K extends TextKey<Values>>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as Values[K]),
  });

  /**
   * Shows the errors found; the first field in error (in the form's order) gets focus. True when
   * there are none.
   */
  const check = (form: HTMLFormElement, found: FieldErrors<Values>): boolean => {
    setErrors(found);
    const invalid = (name: string) => Boolean(found[name as keyof Values]);
    const first = Array.from(form.elements).find((element) => 'name' in element && invalid(String(element.name)));
    (first as HTMLElement | undefined)?.focus();
    return !Object.keys(found).some(invalid);
  };

  return { values, errors, set, bind, check, reset: () => setValues(initial) };
}
