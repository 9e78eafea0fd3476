// Deactivate / Reactivate and Archive / Unarchive (spec 4.5): deactivating and archiving ask first. What
// each did is said in the spec's words and names the member (MEMBER_ACTION_OUTCOMES). 'Delete account…'
// (decision 059) asks for an optional reason, then the deletion waits 14 days; the detail shows it waiting.
import { Archive, ArchiveRestore, Trash2, UserCheck, UserX } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  DELETION_GRACE_DAYS,
  MAX_DELETION_REASON_LENGTH,
  memberDeletionReasonSchema,
} from '../../../../common/contracts/account';
import type { MemberActionResult, MemberListItem } from '../../../../common/contracts/members';
import { BAN_MESSAGES, MEMBER_ACTION_OUTCOMES, MEMBER_TOASTS } from '../../../../common/contracts/members';
import { RowAction, RowActions } from '../../../components/ui/RowAction';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/api';
import { useRowAction } from '../../../components/ui/use-row-action';
import { ReasonDialog } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { useMemberAction, useScheduleMemberDeletion, type MemberAction } from './api';
import { memberName } from './member-name';

/** The detail's 'Cancel deletion' button (MemberDetailView), where focus goes after a deletion is scheduled. */
export const CANCEL_DELETION_BUTTON_ID = 'member-cancel-deletion';

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

/** `deletionWaiting`: the account's deletion is already waiting (the detail offers to cancel it instead). */
export function MemberActions({ member, deletionWaiting }: { member: MemberListItem; deletionWaiting: boolean }) {
  const name = memberName(member);
  const [deleting, setDeleting] = useState(false);
  const scheduleDeletion = useScheduleMemberDeletion();
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
      {deletionWaiting ? null : (
        <RowAction icon={Trash2} label="Delete account…" subject={name} tone="danger" onClick={() => setDeleting(true)} />
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
      <ReasonDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        // Once scheduled, 'Delete account…' is gone and the detail offers 'Cancel deletion': focus goes there.
        onCloseAutoFocus={(event) => {
          const next = document.getElementById(CANCEL_DELETION_BUTTON_ID);
          if (!next) return;
          event.preventDefault();
          next.focus();
        }}
        title={`Delete ${name}’s account?`}
        description={`${name} is signed out everywhere and emailed. In ${DELETION_GRACE_DAYS} days their account, profile and photos are erased; if they sign in before then, nothing is deleted.`}
        schema={memberDeletionReasonSchema}
        field={{
          label: 'Reason (optional, kept in the Activity log)',
          maxLength: MAX_DELETION_REASON_LENGTH,
          rows: 3,
          placeholder: 'e.g. Asked us by email',
        }}
        submit={{ label: `Delete in ${DELETION_GRACE_DAYS} days`, busyLabel: 'Deleting...', icon: Trash2 }}
        onSubmit={async ({ reason }) => {
          const answer = await scheduleDeletion.mutateAsync({ email: member.email, reason: reason || undefined });
          notify.success(answer.message);
        }}
      />
    </RowActions>
  );
}
