// /magic-link/{token} (spec 2.3, 4.3, 5), where an access link is used: opening the page only checks the
// link (NOTES: mail scanners must not burn it); the link is spent when the account is created. Then 'Set
// Your Password', or 'Complete Your Profile' when the request lacks a name. The server signs the new
// member in with its answer, so after 1.5 seconds they go into the member area, not to an empty sign-in
// form; if that sign-in did not happen, to /login with the spec's message and their email filled in.
import { useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../common/caller';
import { CircleAlert, CircleCheck, KeyRound, UserRoundPen } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { hasNonSpaceCharacter, MIN_PASSWORD_LENGTH } from '../../../common/caller';
import {
  ACCESS_LINK_SIGN_UP_MESSAGES as M,
  ACCESS_LINK_TTL_HOURS,
  type AccessLinkSignedUp,
  type AccessLinkSignUp,
  type AccessLinkVerification,
} from '../../../common/contracts/access-requests';
import { PASSWORD_MESSAGES } from '../../../common/messages';
import { isRealName } from '../../../common/names';
import { API, ROUTES } from '../../../common/routes';
import { Banner } from '../../components/ui/Banner';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PasswordField, TextField } from '../../components/ui/Field';
import { LoadingState, Spinner } from '../../components/ui/Spinner';
import { api, ApiError } from '../../lib/api';
import type { LoginLocationState } from '../../lib/navigation-state';
import { isInside, useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { signUpWithAccessLink, verifyAccessLink } from './api';

/** Spec 9: after sign-up, and after the 'already registered' error. */
export const SIGN_UP_REDIRECT_MS = 1500;
export const ALREADY_REGISTERED_REDIRECT_MS = 2000;

/** A refusal the server explains (unknown, spent or expired link: 410, 404, 400) shows its message. */
function verificationFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return M.verifyFailed;
}

export function AccessLinkPage() {
  const token = useParams().token ?? '';
  const [spentMessage, setSpentMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<AccessLinkSignedUp | null>(null);

  const verification = useQuery({
    queryKey: ['access-link', token],
    queryFn: ({ signal }) => verifyAccessLink(token, signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  const failure = !token
    ? M.missingToken
    : (spentMessage ??
      (verification.isError
        ? verificationFailure(verification.error)
        : verification.data && !verification.data.success
          ? verification.data.message
          : null));

  const needsNames = Boolean(
    verification.data && (!isRealName(verification.data.firstName) || !isRealName(verification.data.lastName)),
  );
  usePageTitle(
    failure
      ? 'Verification Failed'
      : created
        ? 'Account Created'
        : verification.data
          ? needsNames
            ? 'Complete Your Profile'
            : 'Set Your Password'
          : 'Verifying Link',
  );

  if (failure) return <VerificationFailed message={failure} />;
  if (created) return <AccountCreated result={created} />;
  if (!verification.data) {
    return (
      <Card className="p-6 sm:p-10">
        <LoadingState label="Verifying your link..." />
      </Card>
    );
  }
  return (
    <SignUpForm
      token={token}
      link={verification.data}
      needsNames={needsNames}
      onCreated={setCreated}
      onSpent={setSpentMessage}
    />
  );
}

type SignUpFormProps = {
  token: string;
  link: AccessLinkVerification;
  needsNames: boolean;
  onCreated: (result: AccessLinkSignedUp) => void;
  /** The link stopped working between opening the page and submitting (410). */
  onSpent: (message: string) => void;
};

type FieldErrors = Partial<Record<'firstName' | 'lastName' | 'password' | 'confirm', string>>;

function SignUpForm({ token, link, needsNames, onCreated, onSpent }: SignUpFormProps) {
  const navigate = useNavigate();
  const askFirst = needsNames && !isRealName(link.firstName);
  const askLast = needsNames && !isRealName(link.lastName);
  const [form, setForm] = useState({ firstName: '', lastName: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // 'Already registered': say so, then go to sign-in after 2 seconds (spec 8, 9).
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => navigate(ROUTES.login, { replace: true }), ALREADY_REGISTERED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, navigate]);

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if ((askFirst && !form.firstName.trim()) || (askLast && !form.lastName.trim())) {
      if (askFirst && !form.firstName.trim()) found.firstName = M.namesRequired;
      else found.lastName = M.namesRequired;
    }
    if (form.password.length < MIN_PASSWORD_LENGTH) found.password = M.passwordTooShort;
    else if (!hasNonSpaceCharacter(form.password)) found.password = PASSWORD_MESSAGES.onlySpaces;
    else if (form.password !== form.confirm) found.confirm = M.passwordsDoNotMatch;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setBanner(null);
    const firstInvalid = (['firstName', 'lastName', 'password', 'confirm'] as const).find((key) => found[key]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const input: AccessLinkSignUp = { password: form.password };
    if (askFirst) input.firstName = form.firstName.trim();
    if (askLast) input.lastName = form.lastName.trim();
    setBusy(true);
    try {
      onCreated(await signUpWithAccessLink(token, input));
    } catch (error) {
      console.warn('[access-link] sign-up failed', error);
      setBusy(false);
      if (error instanceof ApiError && error.status === 410) return onSpent(error.message);
      if (error instanceof ApiError && error.message === M.alreadyRegistered) {
        setBanner(M.alreadyRegistered);
        setLeaving(true);
        return;
      }
      // 409 says the account exists with another password; 400s name the field; the rest are ours.
      const networkOrForeign = !(error instanceof ApiError) || error.status === 0 || error.code === 'NOT_JSON';
      setBanner(networkOrForeign ? M.createAccountFailed : error.message);
    }
  };

  const set = (key: keyof typeof form) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setForm((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const title = needsNames ? 'Complete Your Profile' : 'Set Your Password';
  const Icon = needsNames ? UserRoundPen : KeyRound;
  const greeting = isRealName(link.firstName) ? `Welcome, ${link.firstName!.trim()}.` : 'Welcome.';
  return (
    <Card className="p-6 sm:p-10">
      <div className="grid size-14 place-items-center rounded-2xl bg-ink text-brand-bright">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <p className="eyebrow mt-6 text-brand-deep">Your access link</p>
      <h1 className="mt-3 font-display text-[2.1rem] leading-tight text-ink sm:text-[2.5rem]">{title}</h1>
      <p className="mt-3 leading-7 text-stone">
        {greeting} {needsNames ? 'Tell us your name and choose a password' : 'Choose a password'} for{' '}
        <span className="font-semibold break-words text-ink">{link.email}</span> to create your account.
      </p>

      <div className="mt-8">
        {banner ? (
          <Banner tone="error" onDismiss={leaving ? undefined : () => setBanner(null)} autoDismiss={!leaving} className="mb-6">
            {banner}
          </Banner>
        ) : null}
      </div>

      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5" aria-label={title}>
        {askFirst || askLast ? (
          <div className="grid gap-5 sm:grid-cols-2">
            {askFirst ? (
              <TextField
                label="First Name"
                name="firstName"
                autoComplete="given-name"
                required
                value={form.firstName}
                onChange={set('firstName')}
                error={errors.firstName}
              />
            ) : null}
            {askLast ? (
              <TextField
                label="Last Name"
                name="lastName"
                autoComplete="family-name"
                required
                value={form.lastName}
                onChange={set('lastName')}
                error={errors.lastName}
              />
            ) : null}
          </div>
        ) : null}
        <PasswordField
          label="Create Password"
          name="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint={errors.password ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <PasswordField
          label="Confirm Password"
          name="confirm"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          value={form.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <Button
          type="submit"
          variant="dark"
          size="lg"
          className="w-full"
          busy={busy}
          busyLabel="Creating Account..."
          disabled={leaving}
        >
          Create Account
        </Button>
      </form>
      <Link to={ROUTES.login} className={buttonClasses('ghost', 'md', 'mt-3 w-full')}>
        Back to Login
      </Link>
    </Card>
  );
}

function AccountCreated({ result }: { result: AccessLinkSignedUp }) {
  const navigate = useNavigate();
  const { completeSignIn } = useSession();
  const { signedIn } = result;
  useEffect(() => {
    let cancelled = false;
    const toLogin = () => {
      const state: LoginLocationState = { notice: { tone: 'success', text: M.created }, email: result.email };
      void navigate(ROUTES.login, { replace: true, state });
    };
    const timer = window.setTimeout(async () => {
      if (!signedIn) return toLogin();
      // The answer set the session cookie; the public-page guard takes a member in once it knows.
      try {
        const me = await api<MeResponse>(API.me);
        if (cancelled) return;
        if (isInside(me.kind)) return completeSignIn(me, result.redirectTo);
      } catch (error) {
        console.warn('[access-link] reading the new session failed', error);
      }
      if (!cancelled) toLogin();
    }, SIGN_UP_REDIRECT_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [completeSignIn, navigate, result, signedIn]);
  return (
    <StatusCard icon={<CircleCheck className="size-7" aria-hidden="true" />} tone="success" title="Account Created">
      <Banner tone="success" className="mt-6 text-left">
        {signedIn ? 'Account created successfully! You are signed in.' : M.created}
      </Banner>
      <p className="mt-6 flex items-center justify-center gap-2 text-sm text-stone">
        <Spinner className="size-4 text-brand-deep" />
        {signedIn ? 'Taking you to your dashboard...' : 'Taking you to sign in...'}
      </p>
    </StatusCard>
  );
}

function VerificationFailed({ message }: { message: string }) {
  return (
    <StatusCard icon={<CircleAlert className="size-7" aria-hidden="true" />} tone="danger" title="Verification Failed">
      <p role="alert" className="mt-4 text-lg leading-7 font-medium text-ink">
        {message}
      </p>
      <p className="mt-3 text-sm leading-6 text-stone">
        Each link works once, for {ACCESS_LINK_TTL_HOURS / 24} days. Ask for a new one from the sign-in page.
      </p>
      <Link to={ROUTES.login} className={buttonClasses('dark', 'lg', 'mt-8 w-full')}>
        Back to Login
      </Link>
    </StatusCard>
  );
}

function StatusCard({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'danger';
  title: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the visitor (a failure, or success): start reading at the new heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="p-6 text-center sm:p-10">
      <div
        className={`mx-auto grid size-16 place-items-center rounded-2xl ${tone === 'success' ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
      >
        {icon}
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-6 font-display text-[2.1rem] leading-tight text-ink outline-none sm:text-[2.5rem]"
      >
        {title}
      </h1>
      {children}
    </Card>
  );
}
