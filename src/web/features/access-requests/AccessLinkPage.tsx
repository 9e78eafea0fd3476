// /magic-link/{token} (spec 2.3, 4.3, 5), where an access link is used: opening the page only checks the
// link (NOTES: mail scanners must not burn it); the link is spent when the account is created. Then 'Set
// Your Password', or 'Complete Your Profile' when the request lacks a name. The server signs the new
// member in with its answer, so after 1.5 seconds they go into the member area, not to an empty sign-in
// form; if that sign-in did not happen, to /login with the spec's message and their email filled in.
import { CircleCheck, KeyRound, UserRoundPen } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  ACCESS_LINK_TTL_HOURS,
  accessLinkSignUpSchema,
  type AccessLinkSignedUp,
  type AccessLinkSignUp,
  type AccessLinkVerification,
} from '../../../common/contracts/access-requests';
import { ACCESS_LINK_SIGN_UP_MESSAGES as M } from '../../../common/contracts/access-requests';
import { isRealName } from '../../../common/names';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { ROUTES } from '../../../common/routes';
import { AccountForm } from '../../components/AccountForm';
import { placeServerErrors, useZodForm, withConfirmation } from '../../components/form';
import { Banner } from '../../components/ui/Banner';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadingCard } from '../../components/ui/LoadingCard';
import { Spinner } from '../../components/ui/Spinner';
import { LinkRefusedCard, StatusCard } from '../../components/ui/StatusCard';
import { StepHeading, StepIcon } from '../../components/ui/StepHeading';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/call';
import type { LoginLocationState } from '../../lib/navigation-state';
import { isInside, useSession } from '../../lib/session';
import { useLinkCheck } from '../../lib/use-link-check';
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

  const verification = useLinkCheck(['access-link', token], (signal) => verifyAccessLink(token, signal), {
    enabled: Boolean(token),
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
    return <LoadingCard label="Verifying your link..." />;
  }
  return (
    <SignUpForm token={token} link={verification.data} needsNames={needsNames} onCreated={setCreated} onSpent={setSpentMessage} />
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

/** The sign-up schema, with the names it asks for required (spec 8's one message for both), and the password typed twice. */
function signUpFormSchema(askFirst: boolean, askLast: boolean) {
  const { firstName, lastName } = accessLinkSignUpSchema.shape;
  const required = (name: typeof firstName) => name.unwrap().refine((value) => value !== '', M.namesRequired);
  return withConfirmation(
    accessLinkSignUpSchema.extend({
      firstName: askFirst ? required(firstName) : z.string().optional(),
      lastName: askLast ? required(lastName) : z.string().optional(),
      confirm: z.string(),
    }),
    { password: 'password', confirm: 'confirm', message: M.passwordsDoNotMatch },
  );
}

/** Both names missing: the one message once, under the first. */
function oneNamesMessage<T extends FieldErrors>(errors: T): T {
  if (errors.firstName?.message !== M.namesRequired || errors.lastName?.message !== M.namesRequired) return errors;
  const { lastName: _lastName, ...rest } = errors;
  return rest as T;
}

function SignUpForm({ token, link, needsNames, onCreated, onSpent }: SignUpFormProps) {
  const navigate = useNavigate();
  const askFirst = needsNames && !isRealName(link.firstName);
  const askLast = needsNames && !isRealName(link.lastName);
  const [schema] = useState(() => signUpFormSchema(askFirst, askLast));
  const form = useZodForm(schema, {
    defaultValues: { firstName: '', lastName: '', password: '', confirm: '' },
    pickErrors: oneNamesMessage,
  });
  const [banner, setBanner] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  // 'Already registered': say so, then go to sign-in after 2 seconds (spec 8, 9).
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => navigate(ROUTES.login, { replace: true }), ALREADY_REGISTERED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, navigate]);

  const submit = async (values: z.output<typeof schema>) => {
    setBanner(null);
    const input: AccessLinkSignUp = { password: values.password };
    if (askFirst) input.firstName = values.firstName;
    if (askLast) input.lastName = values.lastName;
    try {
      onCreated(await signUpWithAccessLink(token, input));
    } catch (error) {
      console.warn('[access-link] sign-up failed', error);
      if (error instanceof ApiError && error.status === 410) return onSpent(error.message);
      if (error instanceof ApiError && error.message === M.alreadyRegistered) {
        setBanner(M.alreadyRegistered);
        setLeaving(true);
        return;
      }
      // 400s name the field; 409 says the account exists with another password; the rest are ours.
      if (placeServerErrors(form, error)) return;
      const networkOrForeign = !(error instanceof ApiError) || error.status === 0 || error.code === 'NOT_JSON';
      setBanner(networkOrForeign ? M.createAccountFailed : error.message);
    }
  };

  const title = needsNames ? 'Complete Your Profile' : 'Set Your Password';
  const Icon = needsNames ? UserRoundPen : KeyRound;
  const greeting = isRealName(link.firstName) ? `Welcome, ${link.firstName!.trim()}.` : 'Welcome.';
  return (
    <Card className="p-6 sm:p-10">
      <StepIcon icon={Icon} />
      <StepHeading className="mt-6" eyebrow="Your access link">
        {title}
      </StepHeading>
      <p className="mt-3 leading-7 text-stone">
        {greeting} {needsNames ? 'Tell us your name and choose a password' : 'Choose a password'} for{' '}
        <span className="font-semibold break-words text-ink">{link.email}</span> to create your account.
      </p>
      <AccountForm
        form={form}
        onSubmit={submit}
        label={title}
        ask={{ firstName: askFirst, lastName: askLast }}
        passwordLabel="Create Password"
        submitLabel="Create Account"
        busyLabel="Creating Account..."
        disabled={leaving}
        banner={
          banner ? (
            <Banner tone="error" onDismiss={leaving ? undefined : () => setBanner(null)} autoDismiss={!leaving} className="mb-6">
              {banner}
            </Banner>
          ) : null
        }
      />
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
        const me = await call(SESSION_ROUTES.me);
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
    <StatusCard icon={CircleCheck} tone="success" title="Account Created">
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
    <LinkRefusedCard title="Verification Failed" message={message}>
      <p className="mt-3 text-sm leading-6 text-stone">
        Each link works once, for {ACCESS_LINK_TTL_HOURS / 24} days. Ask for a new one from the sign-in page.
      </p>
      <Link to={ROUTES.login} className={buttonClasses('dark', 'lg', 'mt-8 w-full')}>
        Back to Login
      </Link>
    </LinkRefusedCard>
  );
}
