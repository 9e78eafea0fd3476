// A button that runs one mutation: busy, with its busy words, while it runs; then the server's answer in a
// toast, or why it failed, unless the caller says what to do instead. Unblocking a member, renewing, closing
// or pinning a role, signing out the other devices, adding a passkey, emailing a code.
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { Button, type ButtonProps } from './Button';

type MutationButtonProps<Result, Failure, Input> = Omit<ButtonProps, 'onClick' | 'busy'> & {
  mutation: UseMutationResult<Result, Failure, Input>;
  /** What the mutation is given. */
  input: Input;
  /** Instead of the answer's message in a toast. */
  onDone?: (result: Result) => void;
  /** Instead of the failure's reason in a toast. */
  onFailure?: (error: Failure) => void;
};

const toastAnswer = (result: unknown) => notify.success((result as { message: string }).message);
const toastFailure = (error: unknown) => notify.error(errorMessage(error));

export function MutationButton<Result, Failure, Input>({
  mutation,
  input,
  onDone = toastAnswer,
  onFailure = toastFailure,
  ...button
}: MutationButtonProps<Result, Failure, Input>) {
  return (
    <Button
      {...button}
      busy={mutation.isPending}
      onClick={() => mutation.mutate(input, { onSuccess: onDone, onError: onFailure })}
    />
  );
}
