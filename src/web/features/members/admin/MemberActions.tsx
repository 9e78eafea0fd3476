// Deactivate / Reactivate and Archive / Unarchive (spec 4.5): deactivating and archiving ask first. What
// each did is said in the spec's words and names the member (MEMBER_ACTION_OUTCOMES).
import { Archive, ArchiveRestore, UserCheck, UserX } from 'lucide-react';
import { useRef } from 'react';
import type { MemberActionResult, MemberListItem } from '../../../../common/contracts/members';
import { BAN_MESSAGES, MEMBER_ACTION_OUTCOMES, MEMBER_TOASTS } from '../../../../common/contracts/members';
import { RowAction, RowActions } from '../../../components/ui/RowAction';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api';
import { useRowAction } from '../../../components/ui/use-row-action';
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
  const name = memberName(member);
  const actions = useRowAction(useMemberAction(), (kind) => ({ action: kind, email: member.email }), {
    succeeded: (kind, result) => outcome(kind, result, name),
    failed: (kind, error) => errorMessage(error, FAILURE[kind]),
  });
  const group = useRef<HTMLDivElement>(null);
  // Back to the button that opened the dialog, which by then may read Reactivate or Unarchive (the same
  // button: React keeps it), rather than wherever Radix last saw focus.
  const focusButton = (index: number) => (event: Event) => {
    event.preventDefault();
    requestAnimationFrame(() => group.current?.querySelectorAll<HTMLElement>('button')[index]?.focus());
  };

  return (
    <RowActions ref={group} label={`Actions for ${name}`}>
      {member.isBanned ? (
        <RowAction
          icon={UserCheck}
          label="Reactivate"
          subject={name}
          tone="strong"
          busyLabel="Reactivating..."
          {...actions.runs('unban')}
        />
      ) : (
        <RowAction icon={UserX} label="Deactivate" subject={name} tone="danger" {...actions.asks('ban')} />
      )}
      {member.archived ? (
        <RowAction
          icon={ArchiveRestore}
          label="Unarchive"
          subject={name}
          busyLabel="Unarchiving..."
          {...actions.runs('unarchive')}
        />
      ) : (
        <RowAction icon={Archive} label="Archive" subject={name} {...actions.asks('archive')} />
      )}

      <ConfirmDialog
        {...actions.confirmation('ban')}
        title={`Deactivate ${name}?`}
        description="They will no longer be able to log in."
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        tone="danger"
        icon={UserX}
        onCloseAutoFocus={focusButton(0)}
      />
      <ConfirmDialog
        {...actions.confirmation('archive')}
        title={`Archive ${name}?`}
        description="They will be hidden from the main member list but can be restored later."
        confirmLabel="Archive"
        busyLabel="Archiving..."
        tone="dark"
        icon={Archive}
        onCloseAutoFocus={focusButton(1)}
      />
    </RowActions>
  );
}
