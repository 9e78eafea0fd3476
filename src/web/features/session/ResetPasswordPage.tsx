// /reset-password (spec 2.3, 5): the emailed link carries ?token=…; a bad link arrives with
// ?error=INVALID_TOKEN or no token at all. Success goes back to /login with its message.
import { CircleAlert, LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hasNonSpaceCharacter, MIN_PASSWORD_LENGTH } from '../../../common/caller';
import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES as M } from '../../../common/messages';
import { ROUTES } from '../../../common/routes';
import { Banner } from '../../components/ui/Banner';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PasswordField } from '../../components/ui/Field';
import { ApiError } from '../../lib/api';
import type { LoginLocationState } from '../../lib/navigation-state';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { resetPassword } from './api';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [invalid, setInvalid] = useState<string | null>(
    linkError ? M.invalidOrExpired : !token ? M.invalidLink : null,
  );
  usePageTitle(invalid ? 'Reset Link Invalid' : 'Reset Your Password');

  if (invalid) return <InvalidLink message={invalid} />;
  return <ResetForm token={token} onInvalid={() => setInvalid(M.invalidOrExpired)} />;
}

function ResetForm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
        {error ? (
          <Banner tone="error" onDismiss={() => setError(null)} autoDismiss className="mb-6">
            {error}
          </Banner>
        ) : null}
      </div>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Choose a new password">
        <PasswordField
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
