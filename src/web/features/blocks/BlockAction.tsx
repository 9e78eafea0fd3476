// 'Block' on a member's page and in a conversation's header (issue 35, item 5; decision 055): a
// confirmation that says what blocking does and that the other member is not told; once blocked, the same
// place offers Unblock. The server decides everything; this only asks.
import { Ban, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { BLOCK_MESSAGES as M } from '../../../common/contracts/blocks';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useBlockStatus, useSetBlocked } from './api';

export type BlockActionProps = { member: { attendeeId: string; fullName: string }; className?: string };

export function BlockAction({ member, className }: BlockActionProps) {
  const status = useBlockStatus(member.attendeeId);
  const change = useSetBlocked();
  const [confirming, setConfirming] = useState(false);
  // Until the state is known there is nothing honest to offer.
  if (!status.data) return null;
  const blocked = status.data.blocked;

  const set = (next: boolean) =>
    change.mutate(
      { attendeeId: member.attendeeId, blocked: next },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          setConfirming(false);
        },
        onError: (failure) => notify.error(errorMessage(failure)),
      },
    );

  if (blocked)
    return (
      <Button
        variant="outline"
        size="sm"
        className={className}
        busy={change.isPending}
        busyLabel="Unblocking..."
        aria-label={`Unblock ${member.fullName}`}
        onClick={() => set(false)}
      >
        <ShieldOff className="size-4" aria-hidden="true" />
        Unblock
      </Button>
    );

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        aria-label={`Block ${member.fullName}`}
        onClick={() => setConfirming(true)}
      >
        <Ban className="size-4" aria-hidden="true" />
        Block
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Block ${member.fullName}?`}
        description={M.explained(member.fullName)}
        confirmLabel="Block"
        busyLabel="Blocking..."
        busy={change.isPending}
        tone="danger"
        icon={Ban}
        onConfirm={() => set(true)}
      />
    </>
  );
}
