// A kit field (decision 036) for a short optional message to another person: a textarea whose label says
// it is optional, with a hint and a character count side by side under it (TextAreaField shows one or the
// other). Bound by name to the form around it; editing clears its error, which shows under the field.
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { cn } from '../ui/cn';
import { FieldLabel, inputClasses } from '../ui/Field';
import { messageAt } from './use-zod-form';

type NoteFieldProps = {
  name: string;
  label: string;
  maxLength: number;
  hint: ReactNode;
  placeholder?: string;
  rows?: number;
};

export function NoteField({ name, label, maxLength, hint, placeholder, rows = 4 }: NoteFieldProps) {
  const id = useId();
  const { register, control, clearErrors } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = messageAt(errors, name);
  const value = (useWatch({ name }) as string | undefined) ?? '';
  const registration = register(name);
  return (
    <div>
      <FieldLabel htmlFor={id}>
        {label} <span className="font-normal text-stone">(optional)</span>
      </FieldLabel>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className={cn(inputClasses, 'h-auto min-h-28 resize-y py-3 leading-6')}
        {...registration}
        onChange={(event) => {
          if (error) clearErrors(name);
          return registration.onChange(event);
        }}
      />
      <div className="mt-2 flex items-start justify-between gap-4 text-xs text-stone">
        <p id={`${id}-hint`}>{hint}</p>
        <p id={`${id}-count`} className="shrink-0 tabular-nums">
          <span className="sr-only">Characters used: </span>
          {value.length} / {maxLength}
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
