import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderPage } from '../../../../tests/support/render';
import { CheckboxField, Form, SelectField, SubmitButton, ToggleChipsField, useZodForm } from './index';

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

describe('the toggle chips field', () => {
  const topicsSchema = z.object({ topics: z.array(z.string()).min(1, 'Choose a topic.') });

  function Topics({ choices, onSave }: { choices: string[]; onSave: (values: z.output<typeof topicsSchema>) => void }) {
    const form = useZodForm(topicsSchema, { defaultValues: { topics: [] } });
    return (
      <Form form={form} onSubmit={onSave}>
        <ToggleChipsField name="topics" legend="Topics" choices={choices} max={2} hint={(n) => `Up to 2 (${n} of 2).`} />
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
      </Form>
    );
  }

  it('turns the rest off once the most are chosen, counts them, says its error and sends the choice', async () => {
    const onSave = vi.fn();
    const page = renderPage(<Topics choices={['Franchising', 'Media', 'Retail']} onSave={onSave} />);
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a topic.');

    await page.user.click(screen.getByRole('button', { name: 'Franchising' }));
    await page.user.click(screen.getByRole('button', { name: 'Retail' }));
    expect(screen.getByText('Up to 2 (2 of 2).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Media' })).toBeDisabled();
    await page.user.click(screen.getByRole('button', { name: 'Franchising' }));
    expect(screen.getByRole('button', { name: 'Media' })).toBeEnabled();
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ topics: ['Retail'] });
  });

  it('shows nothing while there is nothing to choose', () => {
    renderPage(<Topics choices={[]} onSave={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Topics' })).toBeNull();
  });
});
