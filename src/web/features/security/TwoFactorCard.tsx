// Two-factor sign-in on the security page (decision 060): set up an authenticator app (the password, then
// the QR code and the first code), the ten recovery codes shown once to copy or download, new codes, and
// turning it off. Each step that changes it asks for the password again.
import { useQueryClient } from '@tanstack/react-query';
import { Download, KeyRound, ShieldCheck, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { renderSVG } from 'uqr';
import { z } from 'zod';
import { Form, PasswordField, SubmitButton, TextField, useZodForm } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CopyField } from '../../components/ui/CopyField';
import { StatusPill } from '../../components/ui/StatusPill';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ME_QUERY_KEY } from '../../lib/session';
import { confirmTwoFactorSetup, renewRecoveryCodes, startTwoFactorSetup, turnOffTwoFactor, type TwoFactorSetup } from './api';
import { SectionHeading } from './SectionHeading';

export const TWO_FACTOR_MESSAGES = {
  passwordRequired: 'Enter your password',
  codeShape: 'Enter the 6-digit code your app shows',
  wrongCode: 'That code did not match. Check the time on your phone and try the newest code.',
  turnedOn: 'Two-factor sign-in is on.',
  turnedOff: 'Two-factor sign-in is off.',
  renewed: 'New recovery codes are ready. The old ones no longer work.',
} as const;
const M = TWO_FACTOR_MESSAGES;

const passwordSchema = z.object({ password: z.string().min(1, M.passwordRequired) });
const codeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, M.codeShape)),
});

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'set-up' | 'renew' | 'turn-off' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

export function TwoFactorCard({ enabled, shortName }: { enabled: boolean; shortName: string }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });

  return (
    <Card className="p-6 sm:p-8" aria-labelledby="two-factor-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SectionHeading
          icon={Smartphone}
          id="two-factor-heading"
          title="Two-factor sign-in"
          summary="After your password, a 6-digit code from an authenticator app on your phone (Google Authenticator, 1Password, Authy…). Someone who learns your password still cannot sign in."
        />
        <StatusPill tone={enabled ? 'success' : 'off'}>{enabled ? 'On' : 'Off'}</StatusPill>
      </div>

      <div className="mt-6">
        {step.kind === 'idle' ? (
          <div className="flex flex-wrap gap-3">
            {enabled ? (
              <>
                <Button variant="outline" onClick={() => setStep({ kind: 'password', purpose: 'renew' })}>
                  <KeyRound className="size-4" aria-hidden="true" />
                  New recovery codes
                </Button>
                <Button variant="ghost" onClick={() => setStep({ kind: 'password', purpose: 'turn-off' })}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button onClick={() => setStep({ kind: 'password', purpose: 'set-up' })}>
                <ShieldCheck className="size-4" aria-hidden="true" />
                Set up an authenticator app
              </Button>
            )}
          </div>
        ) : null}

        {step.kind === 'password' ? (
          <PasswordStep
            purpose={step.purpose}
            onCancel={() => setStep({ kind: 'idle' })}
            onDone={async (password) => {
              if (step.purpose === 'set-up') setStep({ kind: 'scan', setup: await startTwoFactorSetup(password) });
              else if (step.purpose === 'renew') {
                setStep({ kind: 'codes', codes: (await renewRecoveryCodes(password)).backupCodes });
                notify.success(M.renewed);
              } else {
                await turnOffTwoFactor(password);
                notify.success(M.turnedOff);
                await refreshMe();
                setStep({ kind: 'idle' });
              }
            }}
          />
        ) : null}

        {step.kind === 'scan' ? (
          <ScanStep
            setup={step.setup}
            shortName={shortName}
            onCancel={() => setStep({ kind: 'idle' })}
            onConfirmed={() => setStep({ kind: 'codes', codes: step.setup.backupCodes })}
          />
        ) : null}

        {step.kind === 'codes' ? (
          <RecoveryCodes
            codes={step.codes}
            shortName={shortName}
            onDone={async () => {
              await refreshMe();
              setStep({ kind: 'idle' });
            }}
          />
        ) : null}
      </div>
    </Card>
  );
}

const PASSWORD_STEP = {
  'set-up': { title: 'Confirm it is you', action: 'Continue', busy: 'Checking...' },
  renew: { title: 'Confirm it is you to make new recovery codes', action: 'Make new codes', busy: 'Making codes...' },
  'turn-off': { title: 'Confirm it is you to turn two-factor sign-in off', action: 'Turn off', busy: 'Turning off...' },
} as const;

function PasswordStep(props: {
  purpose: keyof typeof PASSWORD_STEP;
  onCancel: () => void;
  onDone: (password: string) => Promise<void>;
}) {
  const form = useZodForm(passwordSchema, { defaultValues: { password: '' } });
  const text = PASSWORD_STEP[props.purpose];
  return (
    <Form
      form={form}
      onSubmit={async ({ password }) => {
        try {
          await props.onDone(password);
        } catch (error) {
          form.setError('password', { message: errorMessage(error) });
        }
      }}
      className="max-w-md space-y-4 rounded-2xl border border-line bg-cream/60 p-5"
      aria-label={text.title}
    >
      <p className="font-semibold text-ink">{text.title}</p>
      <PasswordField label="Your password" name="password" autoComplete="current-password" required />
      <div className="flex flex-wrap gap-3">
        <SubmitButton variant={props.purpose === 'turn-off' ? 'danger' : 'primary'} busyLabel={text.busy}>
          {text.action}
        </SubmitButton>
        <Button variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function ScanStep(props: { setup: TwoFactorSetup; shortName: string; onCancel: () => void; onConfirmed: () => void }) {
  const form = useZodForm(codeSchema, { defaultValues: { code: '' } });
  const secret = new URL(props.setup.totpURI).searchParams.get('secret') ?? '';
  return (
    <div className="grid gap-6 rounded-2xl border border-line bg-cream/60 p-5 sm:grid-cols-[auto_1fr] sm:p-6">
      <figure className="mx-auto w-44 sm:mx-0">
        <div
          className="rounded-xl bg-white p-2 ring-1 ring-line [&>svg]:h-auto [&>svg]:w-full"
          role="img"
          aria-label={`QR code to add ${props.shortName} to your authenticator app`}
          // The SVG is drawn here from the app's own address; it holds no markup from anyone else.
          dangerouslySetInnerHTML={{ __html: renderSVG(props.setup.totpURI, { border: 1 }) }}
        />
        <figcaption className="mt-2 text-center text-xs text-stone">Scan with your authenticator app</figcaption>
      </figure>
      <div className="min-w-0 space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm leading-6 text-stone">
          <li>In your authenticator app, add an account and scan the code.</li>
          <li>No camera? Enter this setup key instead.</li>
          <li>Type the 6-digit code the app shows.</li>
        </ol>
        <CopyField
          value={secret}
          label="Setup key for your authenticator app"
          noun="key"
          failedMessage="Could not copy the key: select it and copy it yourself"
          tone="paper"
        />
        <Form
          form={form}
          onSubmit={async ({ code }) => {
            try {
              await confirmTwoFactorSetup(code);
              notify.success(M.turnedOn);
              props.onConfirmed();
            } catch {
              form.setError('code', { message: M.wrongCode });
            }
          }}
          className="space-y-4"
          aria-label="Confirm your authenticator app"
        >
          <TextField
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busyLabel="Checking...">Turn on two-factor sign-in</SubmitButton>
            <Button variant="ghost" onClick={props.onCancel}>
              Cancel
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}

/** The recovery codes, shown this once: copy them, download them, then say they are kept. */
function RecoveryCodes({ codes, shortName, onDone }: { codes: string[]; shortName: string; onDone: () => void }) {
  const text = `${shortName} recovery codes\nEach code works once, instead of a code from your app.\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${shortName.toLowerCase()}-recovery-codes.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="rounded-2xl border border-brand/30 bg-brand-soft/40 p-5 sm:p-6">
      <h3 className="font-display text-xl">Save your recovery codes</h3>
      <p className="mt-1 text-sm leading-6 text-stone">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. This is the only time they
        are shown: keep them somewhere safe, like a password manager.
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-paper px-3 py-2 text-center tracking-wide text-ink ring-1 ring-line">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          variant="outline"
          className="bg-paper"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(text);
              notify.success('Recovery codes copied');
            } catch {
              notify.error('Could not copy: download them instead');
            }
          }}
        >
          Copy all
        </Button>
        <Button variant="outline" className="bg-paper" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          Download
        </Button>
        <Button variant="dark" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
