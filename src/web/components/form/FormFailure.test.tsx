// A refusal that belongs to no field shows in the form's banner; one the server explained field by field goes
// under that field instead; sending again clears the banner.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderPage } from '../../../../tests/support/render';
import { ApiError } from '../../lib/api';
import { Form, SubmitButton } from './Form';
import { TextField } from './fields';
import { FormFailure, useFormFailure } from './FormFailure';
import { useZodForm } from './use-zod-form';

const schema = z.object({ title: z.string() });

function RenameForm({ answers }: { answers: Array<ApiError | null> }) {
  const form = useZodForm(schema, { defaultValues: { title: '' } });
  const { failure, catchFailure } = useFormFailure(form);
  const send = catchFailure(async () => {
    const refusal = answers.shift();
    if (refusal) throw refusal;
  });
  return (
    <Form form={form} onSubmit={send} aria-label="Rename">
      <TextField name="title" label="Title" />
      <FormFailure failure={failure} />
      <SubmitButton busyLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}

describe('FormFailure', () => {
  it('says a refusal without fields in the banner, and clears it when the form is sent again', async () => {
    const page = renderPage(<RenameForm answers={[new ApiError(409, 'conflict', 'Someone renamed it meanwhile.'), null]} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone renamed it meanwhile.');
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => screen.queryByText('Someone renamed it meanwhile.')).toBeNull();
  });

  it('puts a field’s refusal under the field, not in the banner', async () => {
    const refusal = new ApiError(400, 'invalid', 'Check the title.', { title: 'That title is taken.' });
    const page = renderPage(<RenameForm answers={[refusal]} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That title is taken.')).toBeInTheDocument();
    expect(screen.queryByText('Check the title.')).toBeNull();
  });
});
