import { useState } from 'react';

/**
 * A form's text values and the error under each field. `field(name)` is what a TextField needs:
 * its value, its error and the change handler.
 */
export function useFormFields<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, setErrors, field };
}
