import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderPage } from '../../../../tests/support/render';
import { CheckboxField, Form, SelectField, SubmitButton, useZodForm } from './index';

const schema = z.object({
  size: z.enum(['small', 'large'], { error: 'Choose a size.' }),
  agreed: z.boolean().refine((value) => value, 'Tick the box to go on.'),
});

function Example({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { size: '' as never, agreed: false } });
  return (
    <Form form={form} onSubmit={onSave}>
      <SelectField name="size" label="Size" hint="Pick one.">
        <option value="">Choose...</option>
        <option value="small">Small</option>
        <option value="large">Large</option>
      </SelectField>
      <CheckboxField name="agreed">I agree to the terms.</CheckboxField>
      <SubmitButton busyLabel="Saving...">Save</SubmitButton>
    </Form>
  );
}

describe('the select and checkbox fields', () => {
  it('say their errors under themselves, focus the first, and send the choice', async () => {
    const onSave = vi.fn();
    const page = renderPage(<Example onSave={onSave} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));

    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(size).toHaveAccessibleDescription('Choose a size.');
    expect(size).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms.' })).toHaveAccessibleDescription('Tick the box to go on.');
    expect(onSave).not.toHaveBeenCalled();

    await page.user.selectOptions(size, 'large');
    expect(size).toHaveAccessibleDescription('Pick one.');
    await page.user.keyboard('{Tab}');
    await page.user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms.' })).toBeChecked();
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ size: 'large', agreed: true });
  });
});
