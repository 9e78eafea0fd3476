// What a request row offers, by its derived status (spec 4.3 'Row display in the request list').
import { CircleCheck, Clock3, MailCheck, MailWarning, RefreshCw, Trash2, WandSparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccessRequestDisplayStatus, AccessRequestRow } from '../../../../common/contracts/access-requests';
import { EMAIL_DELIVERY_MESSAGES } from '../../../../common/messages';
import { ACCESS_REQUEST_ADMIN_MESSAGES as ADMIN, ACCESS_REQUEST_TOASTS } from '../../../../common/contracts/access-requests';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { RowAction } from '../../../components/ui/RowAction';
import { useConfig } from '../../../lib/config';
import { formatDateTime, formatShortDate } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { actionFailureMessage, useApproveAccessRequest } from './api';
import { CopyLinkField } from './CopyLinkField';

/** An access link this administrator has just issued (approve, create or regenerate), shown until the page is left. */
export type FreshLink = { link: string; emailed: boolean };

type RequestActionsProps = {
  row: AccessRequestRow;
  status: AccessRequestDisplayStatus;
  fresh?: FreshLink;
  onIssued: (id: string, fresh: FreshLink) => void;
  onRegenerate: (row: AccessRequestRow) => void;
  onDelete: (row: AccessRequestRow) => void;
  /** Stacked cards (phones): buttons keep their text and the row's parts take the full width. */
  stacked?: boolean;
};

export function RequestActions({ row, status, fresh, onIssued, onRegenerate, onDelete, stacked = false }: RequestActionsProps) {
  const approve = useApproveAccessRequest();
  const outbox = useConfig().mail.delivery === 'outbox';

  const generate = async () => {
    try {
      const answer = await approve.mutateAsync(row.id);
      onIssued(row.id, { link: answer.link, emailed: answer.emailed });
      notify.success(ADMIN.approved);
    } catch (error) {
      console.warn('[access-requests] approve failed', error);
      notify.error(actionFailureMessage(error, ACCESS_REQUEST_TOASTS.approveFailed));
    }
  };

  const regenerateButton = (
    <RowButton
      key="regenerate"
      icon={RefreshCw}
      label="Regenerate"
      detail={`link for ${row.email}`}
      stacked={stacked}
      onClick={() => onRegenerate(row)}
    />
  );
  const deleteButton = (
    <RowButton
      key="delete"
      icon={Trash2}
      label="Delete"
      detail={`request from ${row.email}`}
      stacked={stacked}
      danger
      onClick={() => onDelete(row)}
    />
  );

  if (status === 'signed_up') {
    return (
      <Layout stacked={stacked}>
        <Note icon={CircleCheck} className="text-success">
          Completed <time dateTime={row.completedAt ?? undefined}>{formatShortDate(row.completedAt)}</time>
        </Note>
      </Layout>
    );
  }

  if (status === 'expired') {
    return (
      <Layout stacked={stacked} buttons={[regenerateButton, deleteButton]}>
        <Note icon={Clock3} className="text-danger">
          Expired{' '}
          <time dateTime={row.expiresAt ?? undefined} title={formatDateTime(row.expiresAt)}>
            {formatShortDate(row.expiresAt)}
          </time>
        </Note>
      </Layout>
    );
  }

  const link = status === 'approved' ? (fresh?.link ?? row.link) : null;
  if (link) {
    return (
      <Layout stacked={stacked} buttons={[regenerateButton, deleteButton]}>
        <div className="min-w-0">
          <CopyLinkField link={link} label={`Sign-up link for ${row.email}`} tone={fresh ? 'paper' : 'soft'} />
          <p className="mt-1.5 flex items-center gap-1.5 text-xs text-stone">
            {fresh ? (
              fresh.emailed && outbox ? (
                <>
                  <MailWarning className="size-3.5 shrink-0" aria-hidden="true" />
                  <span>{EMAIL_DELIVERY_MESSAGES.writtenToOutbox}</span>
                </>
              ) : fresh.emailed ? (
                <>
                  <MailCheck className="size-3.5 shrink-0 text-success" aria-hidden="true" />
                  <span className="min-w-0 truncate">
                    Emailed to <span className="font-semibold text-ink">{row.email}</span>
                  </span>
                </>
              ) : (
                <>
                  <MailWarning className="size-3.5 shrink-0 text-danger" aria-hidden="true" />
                  <span>Not emailed. Copy the link and send it yourself.</span>
                </>
              )
            ) : (
              <>
                <Clock3 className="size-3.5 shrink-0" aria-hidden="true" />
                <span>
                  Expires{' '}
                  <time dateTime={row.expiresAt ?? undefined} title={formatDateTime(row.expiresAt)}>
                    {formatShortDate(row.expiresAt)}
                  </time>
                </span>
              </>
            )}
          </p>
        </div>
      </Layout>
    );
  }

  if (status === 'approved') {
    return (
      <Layout stacked={stacked} buttons={[deleteButton]}>
        <Note icon={CircleCheck} className="text-stone">
          Link already generated
        </Note>
      </Layout>
    );
  }

  const generateButton = (
    <Button
      size="sm"
      variant="dark"
      className={cn('h-10', stacked && 'flex-1')}
      busy={approve.isPending}
      busyLabel="Processing..."
      onClick={generate}
    >
      <WandSparkles className="size-4 text-brand-bright" aria-hidden="true" />
      Generate Link
    </Button>
  );
  // On a phone the two fit one line: the main action wide, Delete beside it.
  if (stacked) {
    return (
      <div className="flex gap-2">
        {generateButton}
        {deleteButton}
      </div>
    );
  }
  return (
    <Layout stacked={stacked} buttons={[deleteButton]}>
      {generateButton}
    </Layout>
  );
}

function Layout({ children, buttons = [], stacked }: { children: ReactNode; buttons?: ReactNode[]; stacked: boolean }) {
  return (
    <div className={cn('flex gap-3', stacked ? 'flex-col' : 'items-start')}>
      <div className={cn('min-w-0', stacked ? 'w-full' : 'flex-1')}>{children}</div>
      {buttons.length ? <div className={cn('flex shrink-0 gap-2', stacked ? 'w-full [&>*]:flex-1' : '')}>{buttons}</div> : null}
    </div>
  );
}

function Note({ icon: Icon, className, children }: { icon: typeof CircleCheck; className?: string; children: ReactNode }) {
  return (
    <p className={cn('flex min-h-10 items-center gap-2 text-sm font-medium', className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

type RowButtonProps = {
  icon: typeof CircleCheck;
  label: string;
  /** Completes the accessible name: "Delete request from ana@example.com". */
  detail: string;
  stacked: boolean;
  danger?: boolean;
  onClick: () => void;
};

/** The dashboard's row action; in the table, icon only until there is room for its word (xl). */
function RowButton({ icon, label, detail, stacked, danger = false, onClick }: RowButtonProps) {
  return (
    <RowAction
      icon={icon}
      label={label}
      subject={detail}
      tone={danger ? 'danger' : 'default'}
      compact={!stacked}
      onClick={onClick}
    />
  );
}
