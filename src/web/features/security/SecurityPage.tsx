// /settings/security and /admin/security (issue 37, decision 060): two-factor sign-in, passkeys, the
// devices signed in; and for administrators, who must use two-factor sign-in and the reset for a member
// who lost their device. An account the organisers require it of is led here until it is set up.
import { Fingerprint, LogOut, Monitor, ShieldAlert, Trash2, UserCog } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { TWO_FACTOR_REQUIRED_FOR, type TwoFactorRequiredFor } from '../../../common/caller';
import { SECURITY_MESSAGES, resetTwoFactorSchema } from '../../../common/contracts/security';
import { ROUTES } from '../../../common/routes';
import { Form, SubmitButton, TextField, useZodForm } from '../../components/form';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { Button } from '../../components/ui/Button';
import { MutationButton } from '../../components/ui/MutationButton';
import { Card } from '../../components/ui/Card';
import { EmptyState, ReadStates } from '../../components/ui/ListStates';
import { StatusPill } from '../../components/ui/StatusPill';
import { errorMessage } from '../../lib/api';
import { useConfig } from '../../lib/config';
import { formatDateTime, formatTimeAgo } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useMe } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import {
  resetMemberTwoFactor,
  useAddPasskey,
  useDeviceSessions,
  usePasskeys,
  useRemovePasskey,
  useSetTwoFactorRequirement,
  useSignOutOtherSessions,
  useSignOutSession,
  useTwoFactorRequirement,
} from './api';
import { SectionHeading } from './SectionHeading';
import { TwoFactorCard } from './TwoFactorCard';

export function SecurityPage({ inAdmin = false }: { inAdmin?: boolean }) {
  usePageTitle('Sign-in & security');
  const me = useMe();
  const { shortName } = useConfig().brand;
  const user = me.user;
  return (
    <div className="animate-rise">
      {user?.twoFactorSetupRequired ? null : (
        <ArrowLink to={inAdmin ? ROUTES.adminDashboard : ROUTES.profile} direction="back">
          {inAdmin ? 'Admin Dashboard' : 'Profile'}
        </ArrowLink>
      )}
      <p className="eyebrow mt-6 text-brand-deep">Your account</p>
      <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Sign-in &amp; security</h1>
      <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
        How you sign in to {shortName}, and the devices signed in to your account now.
      </p>
      {user?.twoFactorSetupRequired ? (
        <div role="alert" className="mt-8 flex gap-3 rounded-2xl border border-brand/40 bg-brand-soft/50 p-5">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-brand-deep" aria-hidden="true" />
          <p className="leading-7 text-ink">
            <span className="font-semibold">
              The organisers ask every {user.isAdmin ? 'administrator' : 'member'} to use two-factor sign-in.
            </span>{' '}
            Set up an authenticator app below to continue.
          </p>
        </div>
      ) : null}
      <div className="mt-10 space-y-6">
        <TwoFactorCard enabled={Boolean(user?.twoFactorEnabled)} shortName={shortName} />
        {user?.twoFactorEnabled && inAdmin ? (
          <p className="text-sm text-stone">
            All set. <ArrowLink to={ROUTES.adminDashboard}>Go to the dashboard</ArrowLink>
          </p>
        ) : null}
        <PasskeysCard />
        <DevicesCard />
        {me.kind === 'admin' && !user?.twoFactorSetupRequired ? <OrganiserCard /> : null}
      </div>
    </div>
  );
}

const passkeySupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function PasskeysCard() {
  const read = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  return (
    <Card className="p-6 sm:p-8" aria-labelledby="passkeys-heading">
      <SectionHeading
        icon={Fingerprint}
        id="passkeys-heading"
        title="Passkeys"
        summary="Sign in with your fingerprint, face or device PIN instead of a password, or use one in place of a code."
      />
      <div className="mt-6">
        <ReadStates read={read} loadingLabel="Loading your passkeys..." failedMessage="Could not load your passkeys">
          {(passkeys) =>
            passkeys.length === 0 ? (
              <EmptyState icon={Fingerprint} title="No passkeys yet" boxed>
                Add one on each device you sign in from.
              </EmptyState>
            ) : (
              <ul className="divide-y divide-line rounded-2xl ring-1 ring-line">
                {passkeys.map((passkey) => (
                  <li key={passkey.id} className="flex flex-wrap items-center gap-3 p-4">
                    <Fingerprint className="size-5 text-brand-deep" aria-hidden="true" />
                    <div className="min-w-44 flex-1">
                      <p className="font-semibold text-ink">{passkey.name || 'Passkey'}</p>
                      <p className="text-sm text-stone">Added {formatDateTime(passkey.createdAt)}</p>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto"
                      busy={remove.isPending && remove.variables === passkey.id}
                      busyLabel="Removing..."
                      onClick={() => remove.mutate(passkey.id, { onError: (error) => notify.error(errorMessage(error)) })}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      Remove<span className="sr-only"> {passkey.name || 'passkey'}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </ReadStates>
        {passkeySupported() ? (
          <MutationButton
            mutation={add}
            input={deviceName()}
            onDone={() => notify.success('Passkey added')}
            onFailure={(error) => {
              if ((error as Error).name !== 'NotAllowedError') notify.error(errorMessage(error));
            }}
            variant="outline"
            className="mt-4"
            busyLabel="Waiting for your device..."
          >
            <Fingerprint className="size-4" aria-hidden="true" />
            Add a passkey
          </MutationButton>
        ) : (
          <p className="mt-4 text-sm text-stone">This browser cannot make passkeys.</p>
        )}
      </div>
    </Card>
  );
}

/** A passkey's name from the browser it was made on ('Chrome on macOS'): the person can tell them apart. */
function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

function DevicesCard() {
  const read = useDeviceSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  return (
    <Card className="p-6 sm:p-8" aria-labelledby="devices-heading">
      <SectionHeading
        icon={Monitor}
        id="devices-heading"
        title="Your devices"
        summary="The browsers signed in to your account. Sign out any you do not recognise, then change your password."
      />
      <div className="mt-6">
        <ReadStates read={read} loadingLabel="Loading your devices..." failedMessage="Could not load your devices">
          {(data) => (
            <>
              <ul className="divide-y divide-line rounded-2xl ring-1 ring-line">
                {data.items.map((session) => (
                  <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
                    <Monitor className="size-5 text-stone" aria-hidden="true" />
                    <div className="min-w-44 flex-1">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                        {session.device}
                        {session.current ? <StatusPill tone="success">This device</StatusPill> : null}
                      </p>
                      <p className="text-sm text-stone">
                        {session.place ? `${session.place} · ` : ''}Active {formatTimeAgo(session.lastActiveAt)} · Signed in{' '}
                        {formatDateTime(session.signedInAt)}
                      </p>
                    </div>
                    {session.current ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="ml-auto"
                        busy={signOutOne.isPending && signOutOne.variables === session.id}
                        busyLabel="Signing out..."
                        onClick={() =>
                          signOutOne.mutate(session.id, {
                            onSuccess: (answer) => notify.success(answer.message),
                            onError: (error) => notify.error(errorMessage(error)),
                          })
                        }
                      >
                        <LogOut className="size-4" aria-hidden="true" />
                        Sign out<span className="sr-only"> {session.device}</span>
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {data.items.length > 1 ? (
                <MutationButton
                  mutation={signOutOthers}
                  input={undefined}
                  variant="outline"
                  className="mt-4"
                  busyLabel="Signing out..."
                >
                  <LogOut className="size-4" aria-hidden="true" />
                  Sign out all other devices
                </MutationButton>
              ) : null}
            </>
          )}
        </ReadStates>
      </div>
    </Card>
  );
}

const REQUIREMENT_CHOICES: Record<TwoFactorRequiredFor, { label: string; hint: string }> = {
  nobody: { label: 'Up to each person', hint: 'Anyone may turn it on for themselves.' },
  administrators: { label: 'Administrators', hint: 'Every administrator must use it; members choose.' },
  everyone: { label: 'Everyone', hint: 'Members and administrators alike must use it.' },
};

const resetFormSchema = resetTwoFactorSchema.extend({ reason: z.string().max(500, SECURITY_MESSAGES.reasonTooLong) });

function OrganiserCard() {
  const read = useTwoFactorRequirement();
  const save = useSetTwoFactorRequirement();
  const form = useZodForm(resetFormSchema, { defaultValues: { email: '', reason: '' } });
  const [chosen, setChosen] = useState<TwoFactorRequiredFor | null>(null);
  return (
    <Card className="p-6 sm:p-8" aria-labelledby="organiser-security-heading">
      <SectionHeading
        icon={UserCog}
        id="organiser-security-heading"
        title="For the organisers"
        summary="Who must use two-factor sign-in, and a way back in for a member who lost their device. Both are recorded in the Activity log."
      />
      <ReadStates read={read} loadingLabel="Loading the setting..." failedMessage="Could not load the setting">
        {(setting) => {
          const current = chosen ?? setting.requiredFor;
          return (
            <fieldset className="mt-6">
              <legend className="font-semibold text-ink">Two-factor sign-in is required of</legend>
              <div className="mt-3 grid gap-3 sm:grid-cols-3">
                {TWO_FACTOR_REQUIRED_FOR.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer gap-3 rounded-2xl border border-line bg-paper p-4 has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40"
                  >
                    <input
                      type="radio"
                      name="two-factor-required-for"
                      value={value}
                      checked={current === value}
                      onChange={() => setChosen(value)}
                      className="mt-1 accent-[var(--color-brand-deep)]"
                    />
                    <span>
                      <span className="block font-semibold text-ink">{REQUIREMENT_CHOICES[value].label}</span>
                      <span className="block text-sm leading-5 text-stone">{REQUIREMENT_CHOICES[value].hint}</span>
                    </span>
                  </label>
                ))}
              </div>
              <Button
                className="mt-4"
                disabled={current === setting.requiredFor}
                busy={save.isPending}
                busyLabel="Saving..."
                onClick={() =>
                  save.mutate(current, {
                    onSuccess: (answer) => {
                      setChosen(null);
                      notify.success(answer.message);
                    },
                    onError: (error) => notify.error(errorMessage(error)),
                  })
                }
              >
                Save
              </Button>
            </fieldset>
          );
        }}
      </ReadStates>
      <Form
        form={form}
        onSubmit={async ({ email, reason }) => {
          try {
            const answer = await resetMemberTwoFactor({ email, reason: reason || undefined });
            notify.success(answer.message);
            form.reset({ email: '', reason: '' });
          } catch (error) {
            form.setError('email', { message: errorMessage(error) });
          }
        }}
        className="mt-8 space-y-4 border-t border-line pt-6"
        aria-label="Reset a member’s two-factor sign-in"
      >
        <p className="font-semibold text-ink">Reset a member’s two-factor sign-in</p>
        <p className="text-sm leading-6 text-stone">
          For someone who lost their phone and their recovery codes. Check it is really them first. Their authenticator app,
          recovery codes and passkeys are removed, every device is signed out, and they are emailed.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Member’s email" name="email" type="email" autoComplete="off" required />
          <TextField label="Reason (kept in the Activity log)" name="reason" autoComplete="off" />
        </div>
        <SubmitButton variant="danger" busyLabel="Resetting...">
          Reset two-factor sign-in
        </SubmitButton>
      </Form>
    </Card>
  );
}
