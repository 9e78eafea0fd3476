// Deactivate / Reactivate and Archive / Unarchive (spec 4.5): deactivating and archiving ask first.
import { Archive, ArchiveRestore, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import type { MemberListItem } from '../../../../common/contracts/members';
import { ADMIN_TOASTS, BAN_MESSAGES } from '../../../../common/messages';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useMemberAction, type MemberAction } from './api';
import { memberName } from './member-name';

const FAILURE: Record<MemberAction, string> = {
  ban: BAN_MESSAGES.banFailed,
  unban: ADMIN_TOASTS.unbanFailed,
  archive: ADMIN_TOASTS.archiveUserFailed,
  unarchive: ADMIN_TOASTS.unarchiveUserFailed,
};

export function MemberActions({ member }: { member: MemberListItem }) {
  const action = useMemberAction();
  const [confirming, setConfirming] = useState<'ban' | 'archive' | null>(null);
  const run = (kind: MemberAction) =>
    action.mutate(
      { action: kind, email: member.email },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          setConfirming(null);
        },
        onError: (error) => {
          notify.error(errorMessage(error, FAILURE[kind]));
          setConfirming(null);
        },
      },
    );
  const busy = (kind: MemberAction) => action.isPending && action.variables?.action === kind;
  const name = memberName(member);

  return (
    <div className="flex flex-wrap gap-3">
      {member.isBanned ? (
        <Button
          variant="dark"
          size="sm"
          busy={busy('unban')}
          busyLabel="Reactivating..."
          disabled={action.isPending}
          onClick={() => run('unban')}
        >
          <UserCheck className="size-4" aria-hidden="true" />
          Reactivate
        </Button>
      ) : (
        <Button variant="danger" size="sm" disabled={action.isPending} onClick={() => setConfirming('ban')}>
          <UserX className="size-4" aria-hidden="true" />
          Deactivate
        </Button>
      )}
      {member.archived ? (
        <Button
          variant="outline"
          size="sm"
          busy={busy('unarchive')}
          busyLabel="Unarchiving..."
          disabled={action.isPending}
          onClick={() => run('unarchive')}
        >
          <ArchiveRestore className="size-4" aria-hidden="true" />
          Unarchive
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={action.isPending} onClick={() => setConfirming('archive')}>
          <Archive className="size-4" aria-hidden="true" />
          Archive
        </Button>
      )}

      <ConfirmDialog
        open={confirming === 'ban'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Deactivate ${name}?`}
        description="They will no longer be able to log in."
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        busy={busy('ban')}
        tone="danger"
        icon={UserX}
        onConfirm={() => run('ban')}
      />
      <ConfirmDialog
        open={confirming === 'archive'}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={`Archive ${name}?`}
        description="They will be hidden from the main member list but can be restored later."
        confirmLabel="Archive"
        busyLabel="Archiving..."
        busy={busy('archive')}
        tone="dark"
        icon={Archive}
        onConfirm={() => run('archive')}
      />
    </div>
  );
}
