// Deactivate / Reactivate and Archive / Unarchive (spec 4.5): deactivating and archiving ask first. What
// each did is said in the spec's words and names the member (MEMBER_ACTION_OUTCOMES).
import { Archive, ArchiveRestore, UserCheck, UserX } from 'lucide-react';
import { useRef, useState } from 'react';
import type { MemberActionResult, MemberListItem } from '../../../../common/contracts/members';
import { BAN_MESSAGES, MEMBER_ACTION_OUTCOMES, MEMBER_TOASTS } from '../../../../common/contracts/members';
import { RowAction, RowActions } from '../../../components/ui/RowAction';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useMemberAction, type MemberAction } from './api';
import { memberName } from './member-name';

const FAILURE: Record<MemberAction, string> = {
  ban: BAN_MESSAGES.banFailed,
  unban: MEMBER_TOASTS.unbanFailed,
  archive: MEMBER_TOASTS.archiveUserFailed,
  unarchive: MEMBER_TOASTS.unarchiveUserFailed,
};

function outcome(kind: MemberAction, result: MemberActionResult, name: string): string {
  if (kind === 'ban')
    return result.alreadyBanned ? MEMBER_ACTION_OUTCOMES.alreadyDeactivated(name) : MEMBER_ACTION_OUTCOMES.deactivated(name);
  if (kind === 'unban') return MEMBER_ACTION_OUTCOMES.reactivated(name);
  return kind === 'archive' ? MEMBER_ACTION_OUTCOMES.archived(name) : MEMBER_ACTION_OUTCOMES.unarchived(name);
}

export function MemberActions({ member }: { member: MemberListItem }) {
  const action = useMemberAction();
  const [confirming, setConfirming] = useState<'ban' | 'archive' | null>(null);
  const name = memberName(member);
  const group = useRef<HTMLDivElement>(null);
  // Back to the button that opened the dialog, which by then may read Reactivate or Unarchive (the same
  // button: React keeps it), rather than wherever Radix last saw focus.
  const focusButton = (index: number) => (event: Event) => {
    event.preventDefault();
    requestAnimationFrame(() => group.current?.querySelectorAll<HTMLElement>('button')[index]?.focus());
  };
  const run = (kind: MemberAction) =>
    action.mutate(
      { action: kind, email: member.email },
      {
        onSuccess: (result) => {
          notify.success(outcome(kind, result, name));
          setConfirming(null);
        },
        onError: (error) => {
          notify.error(errorMessage(error, FAILURE[kind]));
          setConfirming(null);
        },
      },
    );
  const busy = (kind: MemberAction) => action.isPending && action.variables?.action === kind;

  return (
    <RowActions ref={group} label={`Actions for ${name}`}>
      {member.isBanned ? (
        <RowAction
          icon={UserCheck}
          label="Reactivate"
          subject={name}
          tone="strong"
          busy={busy('unban')}
          busyLabel="Reactivating..."
          disabled={action.isPending}
          onClick={() => run('unban')}
        />
      ) : (
        <RowAction
          icon={UserX}
          label="Deactivate"
          subject={name}
          tone="danger"
          disabled={action.isPending}
          onClick={() => setConfirming('ban')}
        />
      )}
      {member.archived ? (
        <RowAction
          icon={ArchiveRestore}
          label="Unarchive"
          subject={name}
          busy={busy('unarchive')}
          busyLabel="Unarchiving..."
          disabled={action.isPending}
          onClick={() => run('unarchive')}
        />
      ) : (
        <RowAction
          icon={Archive}
          label="Archive"
          subject={name}
          disabled={action.isPending}
          onClick={() => setConfirming('archive')}
        />
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
        onCloseAutoFocus={focusButton(0)}
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
        onCloseAutoFocus={focusButton(1)}
      />
    </RowActions>
  );
}
