// A read's states: what is read, or the page's words when the server has no such thing (404), or the
// failure with Try again; and the not-found state a detail page shows, with the way to its list.
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { CircleHelp } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { ApiError } from '../../lib/api';
import { NotFoundState, ReadStates } from './ListStates';

const failed = (error: Error) =>
  ({
    data: undefined,
    isPending: false,
    isError: true,
    isFetching: false,
    error,
    refetch: () => undefined,
  }) as unknown as UseQueryResult<string>;

function renderRead(read: UseQueryResult<string>) {
  return renderPage(
    <ReadStates
      read={read}
      loadingLabel="Loading this member..."
      failedMessage="This member could not be loaded."
      notFound={<p>This member is not in the directory</p>}
    >
      {(name) => <h1>{name}</h1>}
    </ReadStates>,
  );
}

describe('ReadStates', () => {
  it('says the page’s words, with no Try again, when the server has no such thing', () => {
    renderRead(failed(new ApiError(404, 'NOT_FOUND', 'Not found')));
    expect(screen.getByText('This member is not in the directory')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says any other failure with Try again', () => {
    renderRead(failed(new ApiError(500, 'SERVER_ERROR', 'Boom')));
    expect(screen.getByRole('alert')).toHaveTextContent('This member could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('NotFoundState', () => {
  it('says what may have happened and leads back to the list', async () => {
    const page = renderPage(
      <NotFoundState icon={CircleHelp} title="This question is not here" back={{ to: '/questions', label: 'See the questions' }}>
        It may have been hidden.
      </NotFoundState>,
      { at: '/questions/q-9' },
    );
    expect(screen.getByText('This question is not here')).toBeInTheDocument();
    expect(screen.getByText(/It may have been hidden\./)).toBeInTheDocument();
    await page.user.click(screen.getByRole('link', { name: 'See the questions' }));
    expect(page.location()).toBe('/questions');
  });
});
