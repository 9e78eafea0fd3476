// A form's refusal that belongs to no field (the server's reason, a lost connection), said in a banner inside
// the form; the server's field errors still go under their fields. Suggesting and editing an AI tool, posting
// a role, asking an open question, scheduling an account's deletion.
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../lib/api';
import { Banner } from '../ui/Banner';
import { placeServerErrors } from './use-zod-form';

/** The form's failure, and `catchFailure(send)`: `send` with a refusal placed under the fields or kept as the
 * failure (cleared when the form is sent again). */
export function useFormFailure<T extends FieldValues>(form: UseFormReturn<T, any, any>) {
  const [failure, setFailure] = useState<string | null>(null);
  const catchFailure =
    <Values,>(send: (values: Values) => Promise<unknown>) =>
    async (values: Values) => {
      setFailure(null);
      try {
        await send(values);
      } catch (error) {
        if (!placeServerErrors(form, error)) setFailure(errorMessage(error));
      }
    };
  return { failure, setFailure, catchFailure };
}

/** The failure's banner, or nothing while there is none. */
export function FormFailure({ failure, onDismiss }: { failure: string | null; onDismiss?: () => void }) {
  if (!failure) return null;
  return (
    <Banner tone="error" className="mt-0" onDismiss={onDismiss}>
      {failure}
    </Banner>
  );
}
