// The kit's fields (decision 036): the look of components/ui (label, hint, the error under the input,
// aria-invalid and aria-describedby), bound by name to the form around them. Editing a field clears its
// error; the next submit checks it again.
import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ChipsField as ChipsInput } from '../ui/ChipsField';
import { cn } from '../ui/cn';
import { FieldLabel, inputClasses, PasswordField as PasswordInput, TextField as TextInput } from '../ui/Field';
import { ToggleChip } from '../ui/ToggleChip';
import { useFormSettings } from './Form';
import { messageAt } from './use-zod-form';

/** A field's error, and what its input needs to show it (or to point at the form's one message). */
function useFieldError(name: string) {
  const { control, clearErrors } = useFormContext();
  const { errors } = useFormState({ control, name });
  const { summaryId } = useFormSettings();
  const error = messageAt(errors, name);
  return {
    error,
    /** The error under the field, unless the form says one message for all. */
    shown: summaryId ? undefined : error,
    describedBySummary: summaryId && error ? { 'aria-invalid': true as const, 'aria-describedby': summaryId } : {},
    clear: () => {
      if (error) clearErrors(name);
    },
  };
}

/** register() with the error cleared on edit. */
function useRegistered(name: string) {
  const { register } = useFormContext();
  const field = useFieldError(name);
  const registration = register(name);
  return {
    input: {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        field.clear();
        return registration.onChange(event);
      },
      ...field.describedBySummary,
    },
    error: field.shown,
  };
}

type InputProps = Omit<
  ComponentProps<typeof TextInput>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'
> & {
  name: string;
};

// A field's hint gives way to its error, so the two never say different things at once.

export function TextField({ name, hint, ...rest }: InputProps) {
  const { input, error } = useRegistered(name);
  return <TextInput {...rest} {...input} hint={error ? undefined : hint} error={error} />;
}

export function PasswordField({ name, hint, ...rest }: Omit<InputProps, 'type' | 'trailing'>) {
  const { input, error } = useRegistered(name);
  return <PasswordInput {...rest} {...input} hint={error ? undefined : hint} error={error} />;
}

type TextAreaFieldProps = {
  name: string;
  label: string;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  /** Shows 'n / max' under the field (needs maxLength). */
  counter?: boolean;
  className?: string;
};

export function TextAreaField({
  name,
  label,
  rows = 4,
  maxLength,
  placeholder,
  hint,
  counter = false,
  className,
}: TextAreaFieldProps) {
  const id = useId();
  const { input, error } = useRegistered(name);
  const value = useWatch({ name }) as string | undefined;
  const hintId = hint || (counter && maxLength) ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(inputClasses, 'h-auto min-h-36 resize-y py-3 leading-7')}
        {...input}
      />
      {counter && maxLength ? (
        <p id={hintId} className="mt-2 text-right text-xs text-stone tabular-nums">
          {(value ?? '').length} / {maxLength}
        </p>
      ) : hint ? (
        <p id={hintId} className="mt-2 text-xs text-stone">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cn('text-sm font-medium text-danger', counter ? 'mt-1' : 'mt-2')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ChipsFieldProps = Omit<ComponentProps<typeof ChipsInput>, 'value' | 'onChange' | 'error' | 'name'> & { name: string };

/** A list of short texts as chips (components/ui/ChipsField), bound to an array of strings. */
export function ChipsField({ name, ...rest }: ChipsFieldProps) {
  const { field } = useController({ name });
  const { shown, clear } = useFieldError(name);
  return (
    <ChipsInput
      {...rest}
      name={name}
      value={field.value as string[]}
      onChange={(next) => {
        clear();
        field.onChange(next);
      }}
      error={shown}
    />
  );
}

type ToggleChipsFieldProps = {
  name: string;
  legend: string;
  /** What may be chosen; the field shows nothing while there is nothing to choose. */
  choices: readonly string[];
  /** The most that may be chosen: the others are turned off once that many are on. */
  max: number;
  /** The sentence under the legend, given how many are chosen. */
  hint: (chosen: number) => ReactNode;
};

/** A few of a short list (a question's, a role's or a tool's topics), each a toggle chip, bound to an array of
 * strings. */
export function ToggleChipsField({ name, legend, choices, max, hint }: ToggleChipsFieldProps) {
  const { field, fieldState } = useController({ name });
  const chosen = (field.value as string[] | undefined) ?? [];
  if (choices.length === 0) return null;
  const full = chosen.length >= max;
  const toggle = (choice: string) =>
    field.onChange(chosen.includes(choice) ? chosen.filter((c) => c !== choice) : [...chosen, choice]);
  return (
    <fieldset>
      <legend className="mb-1 text-[0.8rem] font-semibold tracking-wide text-ink">{legend}</legend>
      <p className="mb-3 text-xs text-stone">{hint(chosen.length)}</p>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice}>
            <ToggleChip
              pressed={chosen.includes(choice)}
              disabled={!chosen.includes(choice) && full}
              onToggle={() => toggle(choice)}
            >
              {choice}
            </ToggleChip>
          </li>
        ))}
      </ul>
      {fieldState.error?.message ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

type CheckboxFieldProps = { name: string; children: ReactNode; className?: string };

/** A yes/no choice with its sentence beside the box, bound to a boolean. */
export function CheckboxField({ name, children, className }: CheckboxFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const { shown, clear, describedBySummary } = useFieldError(name);
  const registration = register(name);
  const errorId = shown ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line bg-cream/60 px-4 py-3 text-sm text-ink"
      >
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-ink"
          aria-invalid={shown ? true : undefined}
          aria-describedby={errorId}
          {...registration}
          onChange={(event) => {
            clear();
            return registration.onChange(event);
          }}
          {...describedBySummary}
        />
        <span>{children}</span>
      </label>
      {shown ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

type SelectFieldProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  /** The options (and optgroups), as <option> elements. */
  children: ReactNode;
  className?: string;
};

/** A choice among a few, as a native select in the look of the text fields. */
export function SelectField({ name, label, hint, children, className }: SelectFieldProps) {
  const id = useId();
  const { input, error } = useRegistered(name);
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(inputClasses, 'min-w-0 truncate pr-10')}
        {...input}
      >
        {children}
      </select>
      {hintId ? (
        <p id={hintId} className="mt-2 text-xs text-stone">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
