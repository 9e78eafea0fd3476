// /settings/account (issue 37, decision 059): 'Download my data' and 'Delete my account'. The export is made
// in the background: the card says it is being prepared (and reads again every few seconds), then offers the
// ZIP until its 7 days end. Deletion is asked for with the password (or a code emailed to an account without
// one) and the authenticator's code when two-factor is on; it signs the member out, and the login page says
// when the account goes and that signing in cancels it.
import { Download, FileArchive, ShieldAlert, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_MESSAGES as M,
  DELETION_GRACE_DAYS,
  EXPORT_LINK_DAYS,
  scheduleDeletionSchema,
  type DataExport,
  type DeletionStatus,
} from '../../../common/contracts/account';
import { ROUTES } from '../../../common/routes';
import { Form, FormFailure, PasswordField, SubmitButton, TextField, useFormFailure, useZodForm } from '../../components/form';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { Button, buttonClasses } from '../../components/ui/Button';
import { MutationButton } from '../../components/ui/MutationButton';
import { Card } from '../../components/ui/Card';
import { IconTile } from '../../components/ui/IconTile';
import { ReadStates } from '../../components/ui/ListStates';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import {
  exportDownloadUrl,
  useDeletionStatus,
  useExportStatus,
  useRequestExport,
  useScheduleDeletion,
  useSendDeletionCode,
} from './api';

export function AccountSettingsPage() {
  usePageTitle('Your data and account');
  return (
    <div className="animate-rise">
      <ArrowLink to={ROUTES.profile} direction="back">
        Profile
      </ArrowLink>
      <p className="eyebrow mt-6 text-brand-deep">Your space</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Your data and account</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
        Take a copy of everything we hold about you, or leave for good. Both are yours to do, at any time.
      </p>
      <div className="mt-10 grid gap-6">
        <ExportCard />
        <DeletionCard />
      </div>
    </div>
  );
}

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function ExportCard() {
  const [preparing, setPreparing] = useState(false);
  const read = useExportStatus(preparing);
  const request = useRequestExport();
  useEffect(() => setPreparing(read.data?.latest?.status === 'preparing'), [read.data]);
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (failure) => notify.error(errorMessage(failure)),
    });
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <IconTile icon={FileArchive} className="size-11 rounded-xl bg-brand-soft text-brand-deep" iconClassName="size-5" />
        <div className="min-w-0">
          <h2 className="font-display text-2xl">Download my data</h2>
          <p className="mt-1 max-w-2xl text-sm leading-6 text-stone">
            A ZIP with your profile and photo, sign-ins, questions and the team’s replies, introductions, messages, events,
            notifications, settings and what you agreed to: a file for each, and a page that shows it all. Other members appear by
            name only. We prepare it in the background and tell you when it is ready; the link works for {EXPORT_LINK_DAYS} days,
            for you alone.
          </p>
        </div>
      </div>
      <div className="mt-6">
        <ReadStates read={read} loadingLabel="Loading your downloads..." failedMessage={M.exportLoadFailed}>
          {(data) => <ExportState latest={data.latest} asking={request.isPending} onAsk={ask} />}
        </ReadStates>
      </div>
    </Card>
  );
}

function ExportState({ latest, asking, onAsk }: { latest: DataExport | null; asking: boolean; onAsk: () => void }) {
  const askButton = (label: string, variant: 'primary' | 'outline') => (
    <Button variant={variant} busy={asking} busyLabel="Asking..." onClick={onAsk}>
      <FileArchive className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
  if (!latest) return askButton('Download my data', 'primary');
  if (latest.status === 'preparing')
    return (
      <p className="flex items-center gap-3 rounded-2xl bg-paper px-4 py-3 text-sm text-ink" role="status">
        <Spinner className="size-4" />
        {M.exportPreparing}
      </p>
    );
  if (latest.status === 'ready')
    return (
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <a href={exportDownloadUrl(latest.id)} className={buttonClasses('primary')} download>
          <Download className="size-4" aria-hidden="true" />
          Download ZIP {latest.sizeBytes !== null ? `(${sizeText(latest.sizeBytes)})` : ''}
        </a>
        <p className="text-sm text-stone">
          Ready {formatDateTime(latest.readyAt)} · the link works until {formatDateTime(latest.expiresAt)}
        </p>
        <div className="w-full sm:w-auto">{askButton('Make a new one', 'outline')}</div>
      </div>
    );
  return (
    <div className="flex flex-wrap items-center gap-4">
      <p className="text-sm text-stone">
        {latest.status === 'failed'
          ? 'We could not prepare your last download. Please ask again.'
          : `Your last download expired ${formatDateTime(latest.expiresAt)}.`}
      </p>
      {askButton('Download my data', 'primary')}
    </div>
  );
}

function DeletionCard() {
  const read = useDeletionStatus();
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-danger/25 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <IconTile icon={ShieldAlert} className="size-11 rounded-xl bg-danger/10 text-danger" iconClassName="size-5" />
        <div className="min-w-0">
          <h2 className="font-display text-2xl">Delete my account</h2>
          <p className="mt-1 max-w-2xl text-sm leading-6 text-stone">
            You are signed out everywhere, and {DELETION_GRACE_DAYS} days later your account, profile, photo, sessions and
            settings are erased. Messages you sent stay with the members who received them, under ‘Former member’. Changed your
            mind? Sign in before then and nothing is deleted. We email you when it starts and 2 days before.
          </p>
        </div>
      </div>
      <div className="mt-6">
        {open ? (
          <ReadStates read={read} loadingLabel="Loading..." failedMessage={M.deletionLoadFailed}>
            {(status) => <DeletionForm status={status} onCancel={() => setOpen(false)} />}
          </ReadStates>
        ) : (
          <Button variant="danger-outline" onClick={() => setOpen(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete my account
          </Button>
        )}
      </div>
    </Card>
  );
}

function DeletionForm({ status, onCancel }: { status: DeletionStatus; onCancel: () => void }) {
  const form = useZodForm(scheduleDeletionSchema, { defaultValues: { password: '', code: '', secondFactorCode: '' } });
  const schedule = useScheduleDeletion();
  const sendCode = useSendDeletionCode();
  const { failure, setFailure, catchFailure } = useFormFailure(form);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const { signOut } = useSession();
  const navigate = useNavigate();

  const submit = catchFailure(async (values: { password?: string; code?: string; secondFactorCode?: string }) => {
    const body = {
      ...(status.hasPassword ? { password: values.password || undefined } : { code: values.code || undefined }),
      ...(status.secondFactor ? { secondFactorCode: values.secondFactorCode || undefined } : {}),
    };
    const answer = await schedule.mutateAsync(body);
    // The server ended every session: leave, and let the login page say what happens next.
    await signOut(ROUTES.login);
    await navigate(ROUTES.login, { replace: true, state: { notice: { tone: 'success', text: answer.message } } });
  });

  return (
    <Form form={form} onSubmit={submit} aria-label="Delete my account" className="grid max-w-xl gap-5">
      <FormFailure failure={failure} onDismiss={() => setFailure(null)} />
      {status.hasPassword ? (
        <PasswordField label="Your password" name="password" autoComplete="current-password" />
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-stone">
            Your account has no password. We email a code to {status.email} to confirm it is you.
          </p>
          {codeSent ? (
            <p className="text-sm text-ink" role="status">
              {codeSent}
            </p>
          ) : null}
          <div>
            <MutationButton
              mutation={sendCode}
              input={undefined}
              onDone={(answer) => setCodeSent(answer.message)}
              onFailure={(error) => setFailure(errorMessage(error))}
              variant="outline"
              size="sm"
              busyLabel="Sending..."
            >
              {codeSent ? 'Send another code' : 'Email me a code'}
            </MutationButton>
          </div>
          <TextField label="Code from the email" name="code" inputMode="numeric" autoComplete="one-time-code" />
        </div>
      )}
      {status.secondFactor ? (
        <TextField
          label="Code from your authenticator app"
          name="secondFactorCode"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton variant="danger" busyLabel="Deleting...">
          <Trash2 className="size-4" aria-hidden="true" />
          {/* The whole label does not fit a phone's card on one line; the card's heading already says what goes. */}
          <span>
            Delete<span className="max-sm:sr-only"> my account</span> in {DELETION_GRACE_DAYS} days
          </span>
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          Keep my account
        </Button>
      </div>
    </Form>
  );
}
