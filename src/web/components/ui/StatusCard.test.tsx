// A link that cannot be used: the heading, the reason said at once to screen readers, then what to do.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { LinkRefusedCard } from './StatusCard';

describe('LinkRefusedCard', () => {
  it('says why the link cannot be used, then what to do next', () => {
    renderPage(
      <LinkRefusedCard title="Reset Link Invalid" message="This link has expired.">
        <a href="/login">Back to Login</a>
      </LinkRefusedCard>,
    );
    expect(screen.getByRole('heading', { name: 'Reset Link Invalid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });
});
