import { useCallback, useRef, useState, type FormEvent } from 'react';
import { problems, type Rules } from '../signInRules';

type Values = Record<string, string | boolean>;
type Errors<V> = Partial<Record<keyof V & string, { message: string }>>;
type Field = HTMLInputElement;

/**
 * The few parts of react-hook-form the sign-in and forgot-password forms use (`register`, `handleSubmit`, `setError`,
 * `setValue`, errors and the submitting flag), over uncontrolled inputs and plain rules: react-hook-form is about
 * 15 KB the sign-in page does without (the admin's forms load it). As there, the rules run on submit and, once a
 * submit has failed, again on each change; the first invalid field takes the focus.
 */
export function useRulesForm<V extends Values>({ rules, defaultValues }: { rules: Rules<V>; defaultValues: V }) {
  const fields = useRef(new Map<string, Field>());
  const [errors, setErrors] = useState<Errors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const read = useCallback((): V => {
    const values: Values = { ...defaultValues };
    for (const [name, input] of fields.current)
      values[name] = typeof defaultValues[name] === 'boolean' ? input.checked : input.value;
    return values as V;
  }, [defaultValues]);

  const check = useCallback(
    (names?: string[]) => {
      const found = problems(rules, read());
      setErrors((current) => {
        const next: Record<string, { message: string }> = names
          ? { ...(current as Record<string, { message: string }>) }
          : {};
        for (const name of names ?? Object.keys(found)) {
          if (found[name]) next[name] = { message: found[name] };
          else delete next[name];
        }
        return next as Errors<V>;
      });
      return found;
    },
    [read, rules],
  );

  const register = (name: keyof V & string) => ({
    name,
    ref: (input: Field | null) => {
      if (input) fields.current.set(name, input);
      else fields.current.delete(name);
    },
    onChange: () => {
      if (submitted.current) check([name]);
    },
    onBlur: () => undefined,
    ...(typeof defaultValues[name] === 'boolean'
      ? { defaultChecked: defaultValues[name] }
      : { defaultValue: String(defaultValues[name]) }),
  });

  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found = check();
    const invalid = Object.keys(rules).find((name) => found[name]);
    if (invalid) {
      fields.current.get(invalid)?.focus();
      return;
    }
    const values = read();
    if (typeof values.email === 'string') (values as Values).email = values.email.trim();
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  /** Like react-hook-form's: any name (the one API error helper also sets `root`); a field's message focuses it. */
  const setError = (name: string, error: { message?: string }) => {
    setErrors((current) => ({ ...current, [name]: { message: error.message ?? '' } }));
    fields.current.get(name)?.focus();
  };

  const setValue = (name: keyof V & string, value: string, options?: { shouldValidate?: boolean }) => {
    const input = fields.current.get(name);
    if (input) input.value = value;
    if (options?.shouldValidate) check([name]);
  };

  return { register, handleSubmit, setError, setValue, formState: { errors, isSubmitting } };
}
