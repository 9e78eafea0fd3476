// /reset-password (spec 2.3, 5): the emailed link carries ?token=…; a bad link arrives with
// ?error=INVALID_TOKEN or no token at all. The link is checked as the page opens (without spending it), so a
// dead link says 'Reset Link Invalid' before anyone types a password. Success goes back to /login with its
// message.
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, LockKeyhole, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hasNonSpaceCharacter, MIN_PASSWORD_LENGTH } from '../../../common/caller';
import { PASSWORD_MESSAGES } from '../../../common/messages';
import { PASSWORD_RESET_MESSAGES as M } from '../../../common/contracts/session';
import { ROUTES } from '../../../common/routes';
import { Banner } from '../../components/ui/Banner';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PasswordField } from '../../components/ui/Field';
import { LoadingState } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import type { LoginLocationState } from '../../lib/navigation-state';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { checkResetLink, resetPassword } from './api';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [spent, setSpent] = useState(false);
  const check = useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    enabled: Boolean(token) && !linkError,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const invalid = linkError
    ? M.invalidOrExpired
    : !token
      ? M.invalidLink
      : spent
        ? M.invalidOrExpired
        : check.data && !check.data.valid
          ? check.data.message
          : null;
  usePageTitle(invalid ? 'Reset Link Invalid' : check.isError ? 'Unable to Verify Reset Link' : 'Reset Your Password');

  if (invalid) return <InvalidLink message={invalid} />;
  if (check.isError) return <CheckFailed error={check.error} onRetry={() => void check.refetch()} retrying={check.isFetching} />;
  if (!check.data) {
    return (
      <Card className="p-6 sm:p-10">
        <LoadingState label="Checking your reset link..." />
      </Card>
    );
  }
  return <ResetForm token={token} onInvalid={() => setSpent(true)} />;
}

function ResetForm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(true);
  const dismissVerified = useCallback(() => setVerified(false), []);
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  // The link checked out: start typing at once.
  useEffect(() => firstField.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(M.passwordTooShort);
    if (!hasNonSpaceCharacter(password)) return setError(PASSWORD_MESSAGES.onlySpaces);
    if (password !== confirm) return setError(M.passwordsDoNotMatch);
    setError(null);
    setBusy(true);
    try {
      await resetPassword(password, token);
      notify.success(M.updated);
      const state: LoginLocationState = { notice: { tone: 'success', text: M.updatedLogin } };
      navigate(ROUTES.login, { replace: true, state });
    } catch (failure) {
      console.warn('[reset-password] update failed', failure);
      setBusy(false);
      if (failure instanceof ApiError && failure.code === 'INVALID_TOKEN') return onInvalid();
      if (failure instanceof ApiError && failure.code === 'PASSWORD_TOO_SHORT') return setError(M.passwordTooShort);
      if (failure instanceof ApiError && failure.code === 'PASSWORD_ONLY_SPACES') return setError(PASSWORD_MESSAGES.onlySpaces);
      setError(M.updateFailed);
    }
  };

  return (
    <Card className="p-6 sm:p-10">
      <div className="grid size-14 place-items-center rounded-2xl bg-ink text-brand-bright">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-6 font-display text-[2.1rem] leading-tight text-ink sm:text-[2.5rem]">Reset Your Password</h1>
      <p className="mt-3 leading-7 text-stone">Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.</p>
      <div className="mt-8">
        {verified && !error ? (
          <Banner tone="success" onDismiss={dismissVerified} autoDismiss className="mb-6">
            {M.verified}
          </Banner>
        ) : null}
        {error ? (
          <Banner tone="error" onDismiss={() => setError(null)} autoDismiss className="mb-6">
            {error}
          </Banner>
        ) : null}
      </div>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Choose a new password">
        <PasswordField
          ref={firstField}
          label="New Password"
          name="new-password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <PasswordField
          label="Confirm New Password"
          name="confirm-password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          required
        />
        <Button
          type="submit"
          variant="dark"
          size="lg"
          className="w-full"
          disabled={!password || !confirm}
          busy={busy}
          busyLabel="Updating..."
        >
          Update Password
        </Button>
      </form>
      <Link to={ROUTES.login} className={buttonClasses('ghost', 'md', 'mt-3 w-full')}>
        Back to Login
      </Link>
    </Card>
  );
}

function InvalidLink({ message }: { message: string }) {
  const forgotState: LoginLocationState = { view: 'forgotten_password' };
  return (
    <Card className="p-6 text-center sm:p-10">
      <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-danger-soft text-danger">
        <CircleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-6 font-display text-[2.1rem] leading-tight text-ink sm:text-[2.5rem]">Reset Link Invalid</h1>
      <p role="alert" className="mt-4 leading-7 text-stone">
        {message}
      </p>
      <div className="mt-8 flex flex-col gap-3">
        <Link to={ROUTES.login} state={forgotState} className={buttonClasses('dark', 'lg', 'w-full')}>
          Request a new link
        </Link>
        <Link to={ROUTES.login} className={buttonClasses('ghost', 'md', 'w-full')}>
          Back to Login
        </Link>
      </div>
    </Card>
  );
}

/** The check itself failed (offline, the server down, too many checks): nothing is known about the link yet. */
function CheckFailed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  // A refusal the server explains (429: how long to wait) says so; anything else is the spec's own text.
  const message = error instanceof ApiError && error.status === 429 ? error.message : M.unableToVerify;
  return (
    <Card className="p-6 text-center sm:p-10">
      <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-danger-soft text-danger">
        <CircleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-6 font-display text-[2.1rem] leading-tight text-ink sm:text-[2.5rem]">Unable to verify your link</h1>
      <p role="alert" className="mt-4 leading-7 text-stone">
        {message}
      </p>
      <div className="mt-8 flex flex-col gap-3">
        <Button variant="dark" size="lg" className="w-full" onClick={onRetry} busy={retrying} busyLabel="Checking...">
          <RotateCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
        <Link to={ROUTES.login} className={buttonClasses('ghost', 'md', 'w-full')}>
          Back to Login
        </Link>
      </div>
    </Card>
  );
}
