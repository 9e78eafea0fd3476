// The form element of the kit (decision 036): submits through the schema, focuses the first field in
// error, and offers the fields their state. SubmitButton is busy while the submit runs.
import { CircleAlert } from 'lucide-react';
import { createContext, useCallback, useContext, useId, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { notify } from '../../lib/notify';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/Button';
import { cn } from '../ui/cn';
import { firstErrorMessage, focusFirstField, namesWithErrors, rememberFormElement } from './use-zod-form';

type FormSettings = {
  /**
   * Set when the form says one message for all its fields (FormErrorSummary, spec 5's access request):
   * the fields in error are marked and described by it instead of each showing its own.
   */
  summaryId?: string;
};

const FormSettingsContext = createContext<FormSettings>({});

export const useFormSettings = () => useContext(FormSettingsContext);

type FormProps<TIn extends FieldValues, TOut> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Gets the schema's output. While it runs the SubmitButton is busy; a refusal it catches can be placed with placeServerErrors. */
  onSubmit: (values: TOut) => unknown;
  /** After the schema refused the values (the first field in error already has focus). */
  onInvalid?: (errors: FieldErrors<TIn>) => void;
  /** For a form that says refusals in a toast as well (the dashboard's event and sidebar forms): the toast
   * says the first field's message, or this one when no field has its own. */
  invalidToast?: string;
  /** One message for the whole form instead of one under each field: render a FormErrorSummary inside. */
  oneMessage?: boolean;
  children: ReactNode;
};

export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  onInvalid,
  invalidToast,
  oneMessage = false,
  children,
  ...rest
}: FormProps<TIn, TOut>) {
  const summaryId = useId();
  const own = useRef<HTMLFormElement | null>(null);
  const element = useCallback(
    (node: HTMLFormElement | null) => {
      own.current = node;
      rememberFormElement(form, node);
    },
    [form],
  );
  const submit = form.handleSubmit(
    async (values) => {
      await onSubmit(values);
    },
    (errors) => {
      focusFirstField(own.current, namesWithErrors(errors));
      if (invalidToast !== undefined) notify.error(firstErrorMessage(errors) ?? invalidToast);
      onInvalid?.(errors);
    },
  );
  return (
    <FormProvider {...form}>
      <FormSettingsContext.Provider value={oneMessage ? { summaryId } : {}}>
        <form ref={element} noValidate {...rest} onSubmit={(event) => void submit(event)}>
          {children}
        </form>
      </FormSettingsContext.Provider>
    </FormProvider>
  );
}

/** The one message of a `oneMessage` form: the first refused field's, in the schema's order. */
export function FormErrorSummary() {
  const { summaryId } = useFormSettings();
  const { errors } = useFormState();
  const message = firstErrorMessage(errors);
  if (!message || !summaryId) return null;
  return (
    <p id={summaryId} role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

type SubmitButtonProps = {
  children: ReactNode;
  busyLabel: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  disabled?: boolean;
  /** Busy beyond the submit itself (a sign-in stays busy until the page it leads to opens). */
  busy?: boolean;
};

export function SubmitButton({ busy = false, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" variant="dark" busy={busy || isSubmitting} {...rest} />;
}

type FormActionsProps = {
  /** Cancel, before the submit: leaves the form (closes the dialog, folds the form away); none when left out. */
  onCancel?: () => void;
  /** Cancel waits while the form sends, where leaving then would lose what the server answers. */
  cancelDisabled?: boolean;
  /** For a form on a cream background: the outline buttons (Cancel) painted white. */
  onCream?: boolean;
  className?: string;
  /** The submit, and any button beside it (Preview). */
  children: ReactNode;
};

/** A form's buttons at its foot, at the end of the line: Cancel, then the submit; stacked on phones, the
 * submit on top, under the thumb. */
export function FormActions({ onCancel, cancelDisabled, onCream = false, className, children }: FormActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      {onCancel ? (
        <Button variant="outline" className={onCream ? 'bg-paper' : undefined} onClick={onCancel} disabled={cancelDisabled}>
          Cancel
        </Button>
      ) : null}
      {children}
    </div>
  );
}
