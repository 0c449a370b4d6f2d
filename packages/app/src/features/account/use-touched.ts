import { useState } from 'react';

/**
 * Which of a form's problems to show: those of fields left (and not empty then), and after a submit all of them.
 * `reset` starts over, e.g. once the form was saved.
 */
export function useTouched<Field extends string>() {
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  return {
    isShown: (field: Field) => isSubmitted || touched[field] === true,
    touch: (field: Field) => setTouched((current) => ({ ...current, [field]: true })),
    submit: () => setSubmitted(true),
    reset: () => {
      setTouched({});
      setSubmitted(false);
    },
  };
}
