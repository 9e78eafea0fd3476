// A dialog that asks for one reason and sends it: a member's report, an organiser's hide. The form kit on
// the caller's schema (so the browser refuses what the server would, in the same words), the server's
// refusal under the field or above the buttons, Cancel and Escape waiting while it sends.
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api';
import { Banner } from '../ui/Banner';
import { Modal } from '../ui/Modal';
import { TextAreaField } from './fields';
import { Form, FormActions, SubmitButton } from './Form';
import { placeServerErrors, useZodForm } from './use-zod-form';

type Reason = { reason: string };

export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  schema,
  field,
  submit,
  onSubmit,
  onCloseAutoFocus,
}: {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading, and the form's name. */
  title: string;
  description: string;
  schema: z.ZodType<Reason, Reason>;
  field: { label: string; maxLength: number; rows?: number; placeholder?: string };
  submit: { label: string; busyLabel: string; icon: LucideIcon; variant?: 'danger' | 'dark' };
  /** Sends the reason. Resolving closes the dialog; a refusal it throws is shown in it. */
  onSubmit: (values: Reason) => Promise<void>;
  /** Where focus goes once it closes, when the button that opened it may be gone (Modal's). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const sending = form.formState.isSubmitting;
  const close = () => {
    if (sending) return;
    setError(null);
    form.reset();
    onClose();
  };
  const send = async (values: Reason) => {
    setError(null);
    try {
      await onSubmit(values);
      form.reset();
      onClose();
    } catch (failure) {
      if (!placeServerErrors(form, failure)) setError(errorMessage(failure));
    }
  };
  const Icon = submit.icon;
  return (
    <Modal open={open} onClose={close} title={title} description={description} onCloseAutoFocus={onCloseAutoFocus}>
      <Form form={form} onSubmit={send} className="mt-6 grid gap-5" aria-label={title}>
        <TextAreaField
          name="reason"
          label={field.label}
          rows={field.rows ?? 4}
          maxLength={field.maxLength}
          counter
          placeholder={field.placeholder}
        />
        {error ? (
          <Banner tone="error" className="mt-0">
            {error}
          </Banner>
        ) : null}
        <FormActions onCancel={close} cancelDisabled={sending}>
          <SubmitButton variant={submit.variant ?? 'danger'} busyLabel={submit.busyLabel}>
            <Icon className="size-4" aria-hidden="true" />
            {submit.label}
          </SubmitButton>
        </FormActions>
      </Form>
    </Modal>
  );
}
