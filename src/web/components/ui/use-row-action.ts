// The actions on one row of a dashboard list that go through one mutation keyed by `action` (a member's
// Deactivate, Reactivate, Archive and Unarchive; a newsletter's Publish, Unpublish and Delete). Some run
// at once, some ask first in a ConfirmDialog; while one runs the row's other actions wait, disabled, and
// the one running is busy; each ends with a toast, and an open confirmation closes either way.
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../lib/notify';

type RowActionToasts<Kind, Result> = {
  /** What `kind` did, once the server has answered. */
  succeeded: (kind: Kind, result: Result) => string;
  /** Why it did not. */
  failed: (kind: Kind, error: unknown) => string;
};

export function useRowAction<Variables extends { action: string }, Result, Failure>(
  mutation: UseMutationResult<Result, Failure, Variables>,
  variables: (kind: Variables['action']) => Variables,
  { succeeded, failed }: RowActionToasts<Variables['action'], Result>,
) {
  type Kind = Variables['action'];
  const [confirming, setConfirming] = useState<Kind | null>(null);
  const run = (kind: Kind) =>
    mutation.mutate(variables(kind), {
      onSuccess: (result) => {
        notify.success(succeeded(kind, result));
        setConfirming(null);
      },
      onError: (error) => {
        notify.error(failed(kind, error));
        setConfirming(null);
      },
    });
  /** True while `kind` runs. */
  const busy = (kind: Kind) => mutation.isPending && mutation.variables?.action === kind;

  return {
    busy,
    /** A RowAction's props for an action that runs `kind` at once. */
    runs: (kind: Kind) => ({ busy: busy(kind), disabled: mutation.isPending, onClick: () => run(kind) }),
    /** A RowAction's props for an action that asks before `kind`. */
    asks: (kind: Kind) => ({ disabled: mutation.isPending, onClick: () => setConfirming(kind) }),
    /** The ConfirmDialog's props for the question before `kind`: open when asked, closed by cancelling or by
     * the answer, busy while `kind` runs. */
    confirmation: (kind: Kind) => ({
      open: confirming === kind,
      onClose: () => setConfirming(null),
      busy: busy(kind),
      onConfirm: () => run(kind),
    }),
  };
}
