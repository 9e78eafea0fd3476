// Block or unblock from a menu (the conversation's header, decision 055): the confirmation alone, opened
// for `member`. Blocking says what it does and that they are not told; unblocking says what comes back.
import { Ban, ShieldOff } from 'lucide-react';
import { BLOCK_MESSAGES as M } from '../../../common/contracts/blocks';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSetBlocked } from './api';

export type BlockChoice = { attendeeId: string; fullName: string; block: boolean };

export function BlockDialog({
  choice,
  onClose,
  onDone,
}: {
  choice: BlockChoice | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const change = useSetBlocked();
  const name = choice?.fullName ?? '';
  return (
    <ConfirmDialog
      open={choice !== null}
      onClose={onClose}
      title={choice?.block === false ? `Unblock ${name}?` : `Block ${name}?`}
      description={
        choice?.block === false
          ? `${name} will be able to write to you and see your profile again, as before.`
          : M.explained(name)
      }
      confirmLabel={choice?.block === false ? 'Unblock' : 'Block'}
      busyLabel={choice?.block === false ? 'Unblocking...' : 'Blocking...'}
      busy={change.isPending}
      tone={choice?.block === false ? 'dark' : 'danger'}
      icon={choice?.block === false ? ShieldOff : Ban}
      onConfirm={() =>
        choice &&
        change.mutate(
          { attendeeId: choice.attendeeId, blocked: choice.block },
          {
            onSuccess: (result) => {
              notify.success(result.message);
              onClose();
              onDone?.();
            },
            onError: (failure) => notify.error(errorMessage(failure)),
          },
        )
      }
    />
  );
}
