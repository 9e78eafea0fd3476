// /reset-password (spec 2.3, 5): the emailed link carries ?token=…; a bad link arrives with
// ?error=INVALID_TOKEN or no token at all. The link is checked as the page opens (without spending it), so a
// dead link says 'Reset Link Invalid' before anyone types a password. Success goes back to /login with its
// message.
import { LockKeyhole, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../common/caller';
import { accessLinkSignUpSchema } from '../../../common/contracts/access-requests';
import { PASSWORD_MESSAGES } from '../../../common/messages';
import { PASSWORD_RESET_MESSAGES as M } from '../../../common/contracts/session';
import { ROUTES } from '../../../common/routes';
import { Form, NewPasswordFields, placeErrors, SubmitButton, useZodForm, withConfirmation } from '../../components/form';
import { Banner } from '../../components/ui/Banner';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadingCard } from '../../components/ui/LoadingCard';
import { LinkRefusedCard } from '../../components/ui/StatusCard';
import { StepHeading, StepIcon } from '../../components/ui/StepHeading';
import { ApiError } from '../../lib/api';
import type { LoginLocationState } from '../../lib/navigation-state';
import { notify } from '../../lib/notify';
import { useLinkCheck } from '../../lib/use-link-check';
import { usePageTitle } from '../../lib/use-page-title';
import { checkResetLink, resetPassword } from './api';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [spent, setSpent] = useState(false);
  // Nor again when the window regains focus after a failed check: the page offers 'Try again'.
  const check = useLinkCheck(['password-reset-check', token], (signal) => checkResetLink(token, signal), {
    enabled: Boolean(token) && !linkError,
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
    return <LoadingCard label="Checking your reset link..." />;
  }
  return <ResetForm token={token} onInvalid={() => setSpent(true)} />;
}

/** The password rule of every form that sets one (at least 6 characters, not only spaces), and its confirmation. */
const resetSchema = withConfirmation(
  z.object({ newPassword: accessLinkSignUpSchema.shape.password, confirmPassword: z.string() }),
  { password: 'newPassword', confirm: 'confirmPassword', message: M.passwordsDoNotMatch },
);

function ResetForm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const navigate = useNavigate();
  const form = useZodForm(resetSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const [newPassword, confirmPassword] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const [failure, setFailure] = useState<string | null>(null);
  const [verified, setVerified] = useState(true);
  const dismissVerified = useCallback(() => setVerified(false), []);
  const [leaving, setLeaving] = useState(false);
  const { setFocus } = form;
  // The link checked out: start typing at once.
  useEffect(() => setFocus('newPassword'), [setFocus]);

  const submit = async (values: z.output<typeof resetSchema>) => {
    setFailure(null);
    try {
      await resetPassword(values.newPassword, token);
      setLeaving(true);
      notify.success(M.updated);
      const state: LoginLocationState = { notice: { tone: 'success', text: M.updatedLogin } };
      navigate(ROUTES.login, { replace: true, state });
    } catch (error) {
      console.warn('[reset-password] update failed', error);
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') return onInvalid();
      if (error instanceof ApiError && error.code === 'PASSWORD_TOO_SHORT')
        return void placeErrors(form, { newPassword: M.passwordTooShort });
      if (error instanceof ApiError && error.code === 'PASSWORD_ONLY_SPACES')
        return void placeErrors(form, { newPassword: PASSWORD_MESSAGES.onlySpaces });
      setFailure(M.updateFailed);
    }
  };

  return (
    <Card className="p-6 sm:p-10">
      <StepIcon icon={LockKeyhole} />
      <StepHeading className="mt-6">Reset Your Password</StepHeading>
      <p className="mt-3 leading-7 text-stone">Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.</p>
      <div className="mt-8">
        {verified && !failure ? (
          <Banner tone="success" onDismiss={dismissVerified} autoDismiss className="mb-6">
            {M.verified}
          </Banner>
        ) : null}
        {failure ? (
          <Banner tone="error" onDismiss={() => setFailure(null)} autoDismiss className="mb-6">
            {failure}
          </Banner>
        ) : null}
      </div>
      <Form form={form} onSubmit={submit} className="space-y-5" aria-label="Choose a new password">
        <NewPasswordFields
          password={{ name: 'newPassword', label: 'New Password' }}
          confirm={{ name: 'confirmPassword', label: 'Confirm New Password' }}
          required
        />
        <SubmitButton
          size="lg"
          className="w-full"
          disabled={!newPassword || !confirmPassword}
          busy={leaving}
          busyLabel="Updating..."
        >
          Update Password
        </SubmitButton>
      </Form>
      <Link to={ROUTES.login} className={buttonClasses('ghost', 'md', 'mt-3 w-full')}>
        Back to Login
      </Link>
    </Card>
  );
}

function InvalidLink({ message }: { message: string }) {
  const forgotState: LoginLocationState = { view: 'forgotten_password' };
  return (
    <LinkRefusedCard title="Reset Link Invalid" message={message}>
      <div className="mt-8 flex flex-col gap-3">
        <Link to={ROUTES.login} state={forgotState} className={buttonClasses('dark', 'lg', 'w-full')}>
          Request a new link
        </Link>
        <Link to={ROUTES.login} className={buttonClasses('ghost', 'md', 'w-full')}>
          Back to Login
        </Link>
      </div>
    </LinkRefusedCard>
  );
}

/** The check itself failed (offline, the server down, too many checks): nothing is known about the link yet. */
function CheckFailed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  // A refusal the server explains (429: how long to wait) says so; anything else is the spec's own text.
  const message = error instanceof ApiError && error.status === 429 ? error.message : M.unableToVerify;
  return (
    <LinkRefusedCard title="Unable to verify your link" message={message}>
      <div className="mt-8 flex flex-col gap-3">
        <Button variant="dark" size="lg" className="w-full" onClick={onRetry} busy={retrying} busyLabel="Checking...">
          <RotateCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
        <Link to={ROUTES.login} className={buttonClasses('ghost', 'md', 'w-full')}>
          Back to Login
        </Link>
      </div>
    </LinkRefusedCard>
  );
}
