import { screen } from '@testing-library/react';
import { CircleAlert } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { StatusCard } from './StatusCard';
import { StepHeading } from './StepHeading';

describe('a step’s heading', () => {
  it('is the page’s heading under its eyebrow, and leaves focus alone unless asked', () => {
    renderPage(<StepHeading eyebrow="Password help">Reset your password</StepHeading>);
    expect(screen.getByText('Password help')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).not.toHaveFocus();
  });

  it('takes focus when its step appears, so reading starts there', () => {
    renderPage(
      <StepHeading eyebrow="Membership" focus>
        Request Access Link
      </StepHeading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Request Access Link' })).toHaveFocus();
  });
});

describe('a status card', () => {
  it('says the outcome in a focused heading, with what to do next', () => {
    renderPage(
      <StatusCard icon={CircleAlert} tone="danger" title="Reset Link Invalid">
        <p role="alert">This link has expired.</p>
      </StatusCard>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Link Invalid' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
  });
});
