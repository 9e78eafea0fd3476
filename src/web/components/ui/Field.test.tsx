// The field label every field shares: it names the control it points at, so a person (and a screen reader)
// finds the control by its label.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldLabel } from './Field';

describe('FieldLabel', () => {
  it('names the control it is for', () => {
    render(
      <div>
        <FieldLabel htmlFor="attendee-filter">Show</FieldLabel>
        <select id="attendee-filter" defaultValue="going">
          <option value="going">Going</option>
          <option value="waitlist">Waitlist</option>
        </select>
      </div>,
    );
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('going');
  });
});
