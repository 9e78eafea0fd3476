// /setup?token=… (first run): the one-time link the server logs while no administrator exists. Opening
// it only checks it; the form creates the first administrator and signs them in; then the demo content
// may be loaded, which answers two demo members' sign-ins, shown only here and only now.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleAlert, CircleCheck, DatabaseZap, ShieldCheck, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { homePathFor } from '../../../common/caller';
import {
  setupAdministratorSchema,
  type DemoContentResult,
  type SetupAdministratorResult,
  type SetupLinkCheck,
} from '../../../common/contracts/setup';
import { ACCESS_LINK_SIGN_UP_MESSAGES } from '../../../common/contracts/access-requests';
import { SETUP_MESSAGES } from '../../../common/contracts/setup';
import { SESSION_ROUTES } from '../../../common/contracts/session-routes';
import { ROUTES } from '../../../common/routes';
import { AccountForm } from '../../components/AccountForm';
import {
  browserTimeZone,
  placeErrors,
  placeServerErrors,
  TimeZoneField,
  useZodForm,
  withConfirmation,
} from '../../components/form';
import { Banner } from '../../components/ui/Banner';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadingCard } from '../../components/ui/LoadingCard';
import { StepHeading, StepIcon } from '../../components/ui/StepHeading';
import { CopyField } from '../../components/ui/CopyField';
import { ApiError, isExplainedRefusal, isNotFound } from '../../lib/api';
import { call } from '../../lib/call';
import { useBrand } from '../../lib/config';
import { notify } from '../../lib/notify';
import { ME_QUERY_KEY } from '../../lib/session';
import { useLinkCheck } from '../../lib/use-link-check';
import { usePageTitle } from '../../lib/use-page-title';
import { checkSetupLink, createFirstAdministrator, loadDemoContent } from './api';

type LinkProblem = { title: string; message: string; done: boolean };

/** A refusal the server explains (409 setup done, 404 unknown or expired link) shows its message. */
function describeLinkProblem(error: unknown): LinkProblem {
  if (error instanceof ApiError && error.code === 'SETUP_DONE') {
    return { title: 'Setup Already Complete', message: error.message, done: true };
  }
  if (isNotFound(error)) return { title: 'Setup Link Invalid', message: error.message, done: false };
  return { title: 'Setup Link Not Checked', message: SETUP_MESSAGES.verifyFailed, done: false };
}

export function SetupPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [created, setCreated] = useState<SetupAdministratorResult | null>(null);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const check = useLinkCheck(['setup-link', token], (signal) => checkSetupLink(token, signal), {
    enabled: Boolean(token) && !created,
  });

  const linkProblem: LinkProblem | null = !token
    ? { title: 'Setup Link Missing', message: SETUP_MESSAGES.missingLink, done: false }
    : (problem ?? (check.isError ? describeLinkProblem(check.error) : null));
  usePageTitle(created ? 'Administrator Ready' : linkProblem ? linkProblem.title : 'First-Run Setup');

  if (created) return <AdministratorReady result={created} />;
  if (linkProblem) return <LinkProblemCard problem={linkProblem} />;
  if (!check.data) {
    return <LoadingCard label="Checking your setup link..." />;
  }
  return <AdministratorForm token={token} zone={check.data.timeZone} onCreated={setCreated} onLinkProblem={setProblem} />;
}

/** Commands shown to copy: a terminal line in the house's dark tone. */
function CommandLine({ children }: { children: string }) {
  return (
    <pre className="mt-3 rounded-xl bg-ink px-4 py-3 text-left text-[0.8rem] leading-6 break-words whitespace-pre-wrap text-cream">
      <code>{children}</code>
    </pre>
  );
}

function LinkProblemCard({ problem }: { problem: LinkProblem }) {
  return (
    <Card className="p-6 sm:p-10">
      <StepIcon icon={CircleAlert} tone="danger" />
      <StepHeading className="mt-6" eyebrow="First-run setup" focus>
        {problem.title}
      </StepHeading>
      <p role="alert" className="mt-4 leading-7 text-ink">
        {problem.message}
      </p>
      <p className="mt-6 text-sm leading-6 text-stone">
        {problem.done
          ? 'To add an administrator from the server:'
          : 'Or create the administrator from the server, with the server stopped:'}
      </p>
      <CommandLine>npm run admin:create -- --email you@example.com</CommandLine>
      <Link to={ROUTES.login} className={buttonClasses('dark', 'lg', 'mt-8 w-full')}>
        Go to Sign In
      </Link>
    </Card>
  );
}

/** The server's schema, and the password typed a second time. */
const administratorFormSchema = withConfirmation(setupAdministratorSchema.extend({ confirm: z.string() }), {
  password: 'password',
  confirm: 'confirm',
  message: ACCESS_LINK_SIGN_UP_MESSAGES.passwordsDoNotMatch,
});

type AdministratorFormProps = {
  token: string;
  /** The community's time zone as it stands: TIME_ZONE's (shown, not asked), or none chosen yet. */
  zone: SetupLinkCheck['timeZone'];
  onCreated: (result: SetupAdministratorResult) => void;
  onLinkProblem: (problem: LinkProblem) => void;
};

function AdministratorForm({ token, zone, onCreated, onLinkProblem }: AdministratorFormProps) {
  const { shortName } = useBrand();
  const queryClient = useQueryClient();
  const fixedZone = zone.source === 'environment' ? zone.timeZone : null;
  const form = useZodForm(administratorFormSchema, {
    // The zone proposed is this browser's (decision 040): the organiser's own clock, most likely the community's.
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirm: '', timeZone: browserTimeZone() },
  });
  const [banner, setBanner] = useState<string | null>(null);
  const { setFocus } = form;
  // The link checked out: the next thing to do is to type a name.
  useEffect(() => setFocus('firstName'), [setFocus]);

  const submit = async ({ confirm: _confirm, timeZone, ...input }: z.output<typeof administratorFormSchema>) => {
    setBanner(null);
    try {
      const result = await createFirstAdministrator(token, fixedZone ? input : { ...input, timeZone });
      // The answer signed this browser in: the rest of the app learns who it is now.
      const me = await call(SESSION_ROUTES.me).catch(() => null);
      if (me) queryClient.setQueryData(ME_QUERY_KEY, me);
      onCreated(result);
    } catch (error) {
      console.warn('[setup] creating the administrator failed', error);
      if (error instanceof ApiError && (error.code === 'SETUP_DONE' || error.status === 404))
        return onLinkProblem(describeLinkProblem(error));
      if (error instanceof ApiError && error.code === 'ACCOUNT_EXISTS') return void placeErrors(form, { email: error.message });
      if (placeServerErrors(form, error)) return;
      setBanner(isExplainedRefusal(error) ? error.message : SETUP_MESSAGES.createFailed);
    }
  };

  return (
    <Card className="p-6 sm:p-10">
      <StepIcon icon={ShieldCheck} />
      <StepHeading className="mt-6" eyebrow={`${shortName} · First-run setup`}>
        Create Your Administrator
      </StepHeading>
      <p className="mt-3 leading-7 text-stone">
        You are the first one here. Create the account you will run the network with: it signs in to the admin dashboard and can
        use the member area too. This link works once.
      </p>
      <AccountForm
        form={form}
        onSubmit={submit}
        label="Create your administrator"
        ask={{ firstName: true, lastName: true, email: true }}
        passwordLabel="Password"
        submitLabel="Create Administrator"
        busyLabel="Creating..."
        moreFields={
          <TimeZoneField
            name="timeZone"
            fixedZone={fixedZone}
            hint="Proposed from this browser’s clock. Events’ dates, what “today” means and the daily emails follow it; you can change it later in the dashboard’s Events tab."
          />
        }
        banner={
          banner ? (
            <Banner tone="error" onDismiss={() => setBanner(null)} autoDismiss className="mb-6">
              {banner}
            </Banner>
          ) : null
        }
      />
    </Card>
  );
}

type DemoState =
  | { kind: 'offered' }
  | { kind: 'loading' }
  | { kind: 'loaded'; result: DemoContentResult }
  | { kind: 'refused'; message: string };

function AdministratorReady({ result }: { result: SetupAdministratorResult }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = result.redirectTo !== ROUTES.login;
  const [demo, setDemo] = useState<DemoState>({ kind: 'offered' });

  const load = async () => {
    setDemo({ kind: 'loading' });
    try {
      const loaded = await loadDemoContent();
      // Whatever was cached before the members existed is out of date now.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      notify.success(loaded.message);
      setDemo({ kind: 'loaded', result: loaded });
    } catch (error) {
      console.warn('[setup] loading the demo content failed', error);
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setDemo({ kind: 'refused', message: refused ? error.message : SETUP_MESSAGES.demoFailed });
    }
  };

  const dashboard = (
    <Button variant="primary" size="lg" className="w-full" onClick={() => navigate(homePathFor('admin'))}>
      Go to the Dashboard
      <ArrowRight className="size-4" aria-hidden="true" />
    </Button>
  );

  return (
    <Card className="p-6 sm:p-10">
      <StepIcon icon={CircleCheck} tone="success" />
      <StepHeading className="mt-6" eyebrow="First-run setup" focus={demo.kind !== 'loaded'}>
        Administrator Ready
      </StepHeading>
      <p role="status" className="mt-3 leading-7 text-stone">
        {result.message}{' '}
        {signedIn ? (
          <>
            You are signed in as <span className="font-semibold break-words text-ink">{result.email}</span>.
          </>
        ) : (
          <>Sign in with {result.email} and the password you chose.</>
        )}
      </p>

      {!signedIn ? (
        <Link to={ROUTES.login} className={buttonClasses('dark', 'lg', 'mt-8 w-full')}>
          Go to Sign In
        </Link>
      ) : demo.kind === 'loaded' ? (
        <DemoSignIns result={demo.result}>{dashboard}</DemoSignIns>
      ) : (
        <>
          <section aria-labelledby="demo-content-heading" className="mt-8 rounded-2xl border border-line bg-cream/70 p-5 sm:p-6">
            <div className="flex items-start gap-3">
              <DatabaseZap className="mt-1 size-5 shrink-0 text-brand-deep" aria-hidden="true" />
              <div className="min-w-0">
                <h2 id="demo-content-heading" className="font-display text-xl text-ink">
                  Try it with demo content
                </h2>
                <p className="mt-1.5 text-sm leading-6 text-stone">
                  Believable members, Ask entries in every state, access requests, Cultural Salons, newsletters and the spotlight,
                  so every screen has something to show. Two demo members get sign-ins for you to see the member side.
                </p>
              </div>
            </div>
            {demo.kind === 'refused' ? (
              <Banner tone="error" className="mt-4">
                {demo.message}
              </Banner>
            ) : (
              <Button
                variant="outline"
                className="mt-5 w-full bg-paper sm:w-auto"
                busy={demo.kind === 'loading'}
                busyLabel="Loading the demo content..."
                onClick={load}
              >
                Load the demo content
              </Button>
            )}
          </section>
          <div className="mt-6">{dashboard}</div>
          {/* Issue 37: the new administrator is led to two-factor sign-in, which the organisers may require. */}
          <p className="mt-5 flex items-start gap-2 text-sm leading-6 text-stone">
            <ShieldCheck className="mt-1 size-4 shrink-0 text-brand-deep" aria-hidden="true" />
            <span>
              This account sees every member: protect it with{' '}
              <Link to={ROUTES.adminSecurity} className="font-semibold text-ink underline decoration-brand underline-offset-4">
                two-factor sign-in
              </Link>
              .
            </span>
          </p>
        </>
      )}
    </Card>
  );
}

function DemoSignIns({ result, children }: { result: DemoContentResult; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The demo content is in: reading goes on at the sign-ins, which are the thing to note down now.
  useEffect(() => heading.current?.focus(), []);
  const { added, signIns } = result;
  return (
    <section aria-labelledby="demo-sign-ins-heading" className="mt-8">
      <div className="flex items-start gap-3">
        <UsersRound className="mt-1 size-5 shrink-0 text-brand-deep" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="demo-sign-ins-heading" ref={heading} tabIndex={-1} className="font-display text-xl text-ink outline-none">
            Demo content loaded
          </h2>
          <p className="mt-1.5 text-sm leading-6 text-stone">
            {added.members} members, {added.conversations} Ask entries, {added.events} events with {added.rsvps} answers,{' '}
            {added.introductions} introductions, {added.faqEntries} FAQ entries and {added.posts} newsletters. To see the member
            side, sign out and sign in as one of these demo members.{' '}
            <strong className="font-semibold text-ink">These passwords are shown only now.</strong>
          </p>
        </div>
      </div>
      {signIns.length ? (
        <ul className="mt-5 space-y-3">
          {signIns.map((signIn) => (
            <li key={signIn.email} className="rounded-2xl border border-line bg-cream/70 p-4">
              <p className="font-semibold text-ink">{signIn.name}</p>
              {/* One column at every width: the password field gets the card's whole width, never cut short. */}
              <dl className="mt-2 grid grid-cols-[minmax(0,1fr)] text-sm">
                <dt className="text-stone">Email</dt>
                <dd className="break-words text-ink select-all">{signIn.email}</dd>
                <dt className="mt-3 text-stone">Password</dt>
                <dd className="mt-1 min-w-0">
                  {/* Slashed zero on the mono stack; the passwords leave out 0/O and 1/l/I besides. */}
                  <CopyField
                    value={signIn.password}
                    label={`Password for ${signIn.email}`}
                    noun="password"
                    failedMessage={SETUP_MESSAGES.copyFailed}
                    size="md"
                    className="slashed-zero"
                  />
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
