// /login (spec 2.3 and 4.2): email and password sign-in, Google when configured, forgot password and the
// access-request form. Banners clear themselves after 8 seconds; a message passed in navigation state or
// as ?error=CODE is shown once.
import { Fingerprint, KeyRound, Mail, Send } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { homePathFor } from '../../../common/caller';
import { EMAIL_DELIVERY_MESSAGES, LOGIN_MESSAGES } from '../../../common/messages';
import { AUTH_KIT_MESSAGES } from '../../../common/contracts/session';
import { REQUEST_ACCESS_MESSAGES } from '../../../common/contracts/access-requests';
import { emailText } from '../../../common/contracts/text';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { isAdminPath, safeReturnPath } from '../../../common/routes';
import { Form, PasswordField, SubmitButton, TextField, useZodForm, type ZodForm } from '../../components/form';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { StepHeading } from '../../components/ui/StepHeading';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { rememberReturnTo } from '../../lib/browser-storage';
import { useConfig } from '../../lib/config';
import { readLoginState, type Notice } from '../../lib/navigation-state';
import { notify } from '../../lib/notify';
import { isInside, ME_QUERY_KEY, useSession, VISITOR } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { requestPasswordReset, signInWithEmail, signInWithPasskey, signOut, startGoogleSignIn } from './api';
import { BackButton, SentPanel } from './login-parts';
import { RequestAccessView, RequestSubmittedView } from './RequestAccessView';
import { TwoFactorStep } from './TwoFactorStep';
import { describeSignInErrorCode, describeSignInFailure } from './sign-in-outcomes';

type View = 'sign_in' | 'two_factor' | 'forgotten_password' | 'reset_sent' | 'request_access' | 'request_submitted';

/** Whether this browser can use passkeys at all (WebAuthn); without it, no passkey button is offered. */
const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function Divider({ label }: { label: string }) {
  return (
    <div className="my-7 flex items-center gap-4" role="separator" aria-label={label}>
      <span className="h-px flex-1 bg-line" />
      <span className="eyebrow text-stone">{label}</span>
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-[1.1rem]" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.57-5.17 3.57-8.81Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.28v3.11A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.29 14.28a7.2 7.2 0 0 1 0-4.56V6.61H1.28a12 12 0 0 0 0 10.78l4.01-3.11Z" />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.28 6.61l4.01 3.11C6.23 6.88 8.88 4.77 12 4.77Z"
      />
    </svg>
  );
}

export function LoginPage() {
  usePageTitle('Members Only');
  const config = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { completeSignIn } = useSession();
  const loginState = readLoginState(location.state);

  const [view, setView] = useState<View>(loginState.view ?? 'sign_in');
  const [viewChanged, setViewChanged] = useState(false);
  const [banner, setBanner] = useState<Notice | null>(null);
  const [email, setEmail] = useState(loginState.email ?? '');
  const dismissBanner = useCallback(() => setBanner(null), []);

  const goTo = (next: View, nextBanner: Notice | null = null) => {
    setBanner(nextBanner);
    setView(next);
    setViewChanged(true);
  };

  // A message passed in navigation state, or ?error=CODE from a social sign-in: shown once, then cleared.
  const handledArrival = useRef(false);
  useEffect(() => {
    if (handledArrival.current) return;
    handledArrival.current = true;
    const errorCode = searchParams.get('error');
    if (errorCode) {
      const failure = describeSignInErrorCode(errorCode);
      setBanner({ tone: 'error', text: failure.message });
      if (failure.toast) notify.error(failure.toast);
      const next = new URLSearchParams(searchParams);
      next.delete('error');
      next.delete('error_description');
      setSearchParams(next, { replace: true, state: { from: loginState.from } });
    } else if (loginState.notice || loginState.view) {
      if (loginState.notice) setBanner(loginState.notice);
      navigate(`${location.pathname}${location.search}`, { replace: true, state: { from: loginState.from } });
    }
    // A session that may not enter the member area (deactivated, setup incomplete) is ended quietly.
    if (loginState.signOut) {
      void signOut()
        .catch(() => undefined)
        .finally(() => queryClient.setQueryData(ME_QUERY_KEY, VISITOR));
    }
  }, [
    location.pathname,
    location.search,
    loginState.from,
    loginState.notice,
    loginState.signOut,
    loginState.view,
    navigate,
    queryClient,
    searchParams,
    setSearchParams,
  ]);

  const showFailure = (failure: { message: string; toast?: string }) => {
    setBanner({ tone: 'error', text: failure.message });
    if (failure.toast) notify.error(failure.toast);
  };

  const onSignedIn = async (redirectTo: string | undefined) => {
    const fresh = await call(SESSION_ROUTES.me);
    if (!isInside(fresh.kind)) {
      // The cookie did not stick, or the server's answer changed under us: treat it as a failed sign-in.
      queryClient.setQueryData(ME_QUERY_KEY, fresh);
      throw new Error('Signed in, but the session was not established');
    }
    const named = safeReturnPath(redirectTo);
    const remembered = safeReturnPath(loginState.from);
    // An administrator lands on the admin page they were sent here from, else the dashboard (spec 4.2).
    const adminReturn = remembered && isAdminPath(remembered) ? remembered : undefined;
    const destination =
      fresh.kind === 'admin' ? (adminReturn ?? named ?? homePathFor('admin')) : (remembered ?? named ?? homePathFor(fresh.kind));
    completeSignIn(fresh, destination);
  };

  /** A passkey signs in without a password (decision 060); dismissing the browser's prompt is not a failure. */
  const onPasskey = async () => {
    setBanner(null);
    try {
      const answer = await signInWithPasskey();
      await onSignedIn(answer.redirectTo);
    } catch (error) {
      if ((error as Error).name === 'NotAllowedError') return;
      console.warn('[login] passkey sign-in failed', error);
      showFailure(describeSignInFailure(error));
    }
  };

  const contactEmail = config.links.contactEmail;
  const bannerNode = banner ? (
    <Banner tone={banner.tone} onDismiss={dismissBanner} autoDismiss className="mb-6">
      {banner.text}
      {/* 'Please contact support' needs a way to: the configured address, when there is one. */}
      {banner.text === LOGIN_MESSAGES.banned && contactEmail ? (
        <a
          href={`mailto:${contactEmail}`}
          className="mt-1 flex min-h-6 w-fit items-start gap-1.5 rounded font-semibold break-words underline underline-offset-4"
        >
          <Mail className="mt-1 size-4 shrink-0" aria-hidden="true" />
          <span>
            Contact support: <span>{contactEmail}</span>
          </span>
        </a>
      ) : null}
    </Banner>
  ) : null;

  return (
    <Card className="p-6 sm:p-10">
      {view === 'sign_in' ? (
        <SignInView
          banner={bannerNode}
          email={email}
          setEmail={setEmail}
          focusHeading={viewChanged}
          googleEnabled={config.auth.google}
          onSubmitStart={() => setBanner(null)}
          onSignedIn={onSignedIn}
          onFailure={showFailure}
          onGoogle={async () => {
            setBanner(null);
            rememberReturnTo(config.brand.shortName, safeReturnPath(loginState.from));
            try {
              const { url } = await startGoogleSignIn();
              if (!url) throw new Error('No sign-in address was returned');
              window.location.assign(url);
            } catch (error) {
              showFailure(describeSignInFailure(error));
              throw error;
            }
          }}
          onTwoFactor={() => goTo('two_factor')}
          onPasskey={onPasskey}
          passkeysSupported={passkeysSupported()}
          onForgot={() => goTo('forgotten_password')}
          onRequestAccess={() => goTo('request_access')}
        />
      ) : null}
      {view === 'two_factor' ? (
        <TwoFactorStep
          banner={bannerNode}
          onSubmitStart={() => setBanner(null)}
          onSignedIn={onSignedIn}
          onFailure={showFailure}
          passkeysSupported={passkeysSupported()}
          onBack={(notice) => goTo('sign_in', notice ? { tone: 'error', text: notice } : null)}
        />
      ) : null}
      {view === 'forgotten_password' ? (
        <ForgotPasswordView
          banner={bannerNode}
          email={email}
          setEmail={setEmail}
          focusHeading={viewChanged}
          onSent={() => goTo('reset_sent')}
          onError={(text) => setBanner({ tone: 'error', text })}
          onBack={() => goTo('sign_in')}
        />
      ) : null}
      {view === 'reset_sent' ? <ResetSentView email={email} onBack={() => goTo('sign_in')} /> : null}
      {view === 'request_access' ? (
        <RequestAccessView
          banner={bannerNode}
          initialEmail={email}
          focusHeading={viewChanged}
          onSubmitted={() => goTo('request_submitted', { tone: 'success', text: REQUEST_ACCESS_MESSAGES.submitted })}
          onError={(text) => setBanner({ tone: 'error', text })}
          onBack={() => goTo('sign_in')}
        />
      ) : null}
      {view === 'request_submitted' ? <RequestSubmittedView banner={bannerNode} onBack={() => goTo('sign_in')} /> : null}
    </Card>
  );
}

type SignInViewProps = {
  banner: ReactNode;
  email: string;
  setEmail: (email: string) => void;
  focusHeading: boolean;
  googleEnabled: boolean;
  onSubmitStart: () => void;
  onSignedIn: (redirectTo: string | undefined) => Promise<void>;
  onFailure: (failure: { message: string; toast?: string }) => void;
  onGoogle: () => Promise<void>;
  onTwoFactor: () => void;
  onPasskey: () => Promise<void>;
  passkeysSupported: boolean;
  onForgot: () => void;
  onRequestAccess: () => void;
};

const emailField = emailText({ required: 'Please enter your email address', invalid: REQUEST_ACCESS_MESSAGES.invalidEmail });
const signInSchema = z.object({ email: emailField, password: z.string().min(1, 'Please enter your password') });
const forgotPasswordSchema = z.object({ email: emailField });

/** Keeps the page's email in step with a view's field, so the next view starts with what was typed. */
function useSharedEmail(
  form: ZodForm<typeof forgotPasswordSchema> | ZodForm<typeof signInSchema>,
  setEmail: (email: string) => void,
) {
  const { watch } = form as ZodForm<typeof forgotPasswordSchema>;
  useEffect(() => {
    const subscription = watch((values) => setEmail(values.email ?? ''));
    return () => subscription.unsubscribe();
  }, [watch, setEmail]);
}

function SignInView(props: SignInViewProps) {
  const { shortName } = useConfig().brand;
  const form = useZodForm(signInSchema, { defaultValues: { email: props.email, password: '' } });
  useSharedEmail(form, props.setEmail);
  // The page opens with the caret in its form (issue 32); coming back from another view, the heading
  // takes focus instead, so the change of view is announced.
  const { setFocus } = form;
  const focusHeading = props.focusHeading;
  useEffect(() => {
    if (!focusHeading) setFocus('email');
  }, [focusHeading, setFocus]);
  // After a sign-in the button stays busy until the page it leads to opens.
  const [signedIn, setSignedIn] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  const submit = async ({ email, password }: z.output<typeof signInSchema>) => {
    props.onSubmitStart();
    try {
      const answer = await signInWithEmail(email, password);
      // The password was right and the account asks for a second factor: the code step.
      if (answer.twoFactorRedirect) return props.onTwoFactor();
      await props.onSignedIn(answer.redirectTo);
      setSignedIn(true);
      // Success: the public-page guard takes the caller to their destination.
    } catch (error) {
      console.warn('[login] sign-in failed', error);
      props.onFailure(describeSignInFailure(error));
    }
  };

  return (
    <div>
      <StepHeading eyebrow={`${shortName} · Private network`} focus={props.focusHeading}>
        Members Only
      </StepHeading>
      <p className="mt-3 leading-7 text-stone">Sign in with the email address your membership was approved for.</p>
      <div className="mt-8">{props.banner}</div>

      <Form form={form} onSubmit={submit} className="space-y-5" aria-label="Sign in">
        <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" required />
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={props.onForgot}
            className="inline-flex min-h-6 items-center rounded text-sm font-semibold text-brand-deep underline decoration-brand/40 underline-offset-4 transition hover:decoration-brand-deep"
          >
            Forgot your password?
          </button>
        </div>
        <SubmitButton size="lg" className="w-full" busy={signedIn} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </Form>

      {props.googleEnabled || props.passkeysSupported ? <Divider label="or" /> : null}
      {props.passkeysSupported ? (
        <Button
          variant="outline"
          size="md"
          className="h-12 w-full bg-paper"
          busy={passkeyBusy}
          busyLabel="Waiting for your passkey..."
          onClick={async () => {
            setPasskeyBusy(true);
            await props.onPasskey();
            setPasskeyBusy(false);
          }}
        >
          <Fingerprint className="size-[1.1rem]" aria-hidden="true" />
          Sign in with a passkey
        </Button>
      ) : null}
      {props.googleEnabled ? (
        <>
          {props.passkeysSupported ? <div className="h-3" /> : null}
          <Button
            variant="outline"
            size="md"
            className="h-12 w-full bg-paper"
            busy={googleBusy}
            busyLabel="Opening Google..."
            onClick={async () => {
              setGoogleBusy(true);
              try {
                await props.onGoogle();
              } catch {
                setGoogleBusy(false);
              }
            }}
          >
            <GoogleMark />
            Continue with Google
          </Button>
        </>
      ) : null}

      <div className="mt-9 rounded-2xl border border-line bg-cream/70 p-5 sm:p-6">
        <p className="font-display text-xl text-ink">Not a member yet?</p>
        <p className="mt-1.5 text-sm leading-6 text-stone">
          Membership is by invitation. Ask for an access link and an administrator will review your request.
        </p>
        <Button variant="outline" className="mt-4 w-full bg-paper sm:w-auto" onClick={props.onRequestAccess}>
          <Send className="size-4" aria-hidden="true" />
          Request Access Link
        </Button>
      </div>
    </div>
  );
}

type ForgotPasswordViewProps = {
  banner: ReactNode;
  email: string;
  setEmail: (email: string) => void;
  focusHeading: boolean;
  onSent: () => void;
  onError: (text: string) => void;
  onBack: () => void;
};

function ForgotPasswordView(props: ForgotPasswordViewProps) {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: props.email } });
  useSharedEmail(form, props.setEmail);

  const submit = async ({ email }: z.output<typeof forgotPasswordSchema>) => {
    try {
      await requestPasswordReset(email);
      props.onSent();
    } catch (error) {
      console.warn('[login] password reset request failed', error);
      props.onError(errorMessage(error));
    }
  };

  return (
    <div>
      <BackButton onClick={props.onBack}>Back to sign in</BackButton>
      <StepHeading eyebrow="Password help" focus={props.focusHeading}>
        Reset your password
      </StepHeading>
      <p className="mt-3 leading-7 text-stone">Enter your email and we will send you a link to choose a new password.</p>
      <div className="mt-8">{props.banner}</div>
      <Form form={form} onSubmit={submit} className="space-y-6" aria-label="Request a password reset">
        <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" required />
        <SubmitButton size="lg" className="w-full" busyLabel="Sending...">
          <KeyRound className="size-4" aria-hidden="true" />
          Send Reset Link
        </SubmitButton>
      </Form>
    </div>
  );
}

function ResetSentView({ email, onBack }: { email: string; onBack: () => void }) {
  // Without SMTP the link only reaches the server's outbox folder: say so rather than send anyone to their inbox.
  if (useConfig().mail.delivery === 'outbox') {
    return (
      <SentPanel heading="Email is not configured" backLabel="Back to sign in" onBack={onBack}>
        <p role="status" className="mt-4 leading-7 text-stone">
          {EMAIL_DELIVERY_MESSAGES.resetNotEmailed}
        </p>
      </SentPanel>
    );
  }
  return (
    <SentPanel heading="Check your email" backLabel="Back to sign in" onBack={onBack}>
      <div role="status" className="mt-4 space-y-3 leading-7 text-stone">
        <p className="font-medium text-ink">{AUTH_KIT_MESSAGES.resetSent}</p>
        <p>
          If an account exists for <span className="font-semibold break-all text-ink">{email.trim()}</span>, a link to choose a
          new password is on its way. The reset works only for existing accounts: if you are not a member yet, request an access
          link instead.
        </p>
      </div>
    </SentPanel>
  );
}
