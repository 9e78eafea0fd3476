// The button that runs one mutation: busy while it runs, then the server's answer in a toast, or the
// failure's reason; or what the caller does instead.
import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/support/render';
import { ApiError } from '../../lib/api';
import { MutationButton } from './MutationButton';

type UnblockButtonProps = { name: string; refuse?: boolean; onDone?: (answer: { message: string }) => void };

function UnblockButton({ name, refuse = false, onDone }: UnblockButtonProps) {
  const unblock = useMutation({
    mutationFn: async (who: string) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refuse) throw new ApiError(409, 'conflict', `${name} could not be unblocked.`);
      return { message: `${who} is unblocked.` };
    },
  });
  return (
    <MutationButton mutation={unblock} input={name} onDone={onDone} variant="outline" busyLabel="Unblocking...">
      Unblock
    </MutationButton>
  );
}

describe('MutationButton', () => {
  it('is busy while it runs, then says the server’s answer', async () => {
    const page = renderPage(<UnblockButton name="Ana Lima" />);
    await page.user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(screen.getByRole('button', { name: 'Unblocking...' })).toBeDisabled();
    expect(await screen.findByText('Ana Lima is unblocked.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeEnabled();
  });

  it('says why it failed', async () => {
    const page = renderPage(<UnblockButton name="Ben Okafor" refuse />);
    await page.user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Ben Okafor could not be unblocked.')).toBeInTheDocument();
  });

  it('leaves the answer to the caller when it asks for it', async () => {
    const answers: string[] = [];
    const page = renderPage(<UnblockButton name="Cleo Diaz" onDone={(answer) => answers.push(answer.message)} />);
    await page.user.click(screen.getByRole('button', { name: 'Unblock' }));
    await screen.findByRole('button', { name: 'Unblock' });
    await expect.poll(() => answers).toEqual(['Cleo Diaz is unblocked.']);
    expect(screen.queryByText('Cleo Diaz is unblocked.')).toBeNull();
  });
});
