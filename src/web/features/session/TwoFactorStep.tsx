// The sign-in's second step (decision 060): after the right password, the code from the authenticator app,
// or one of the recovery codes, or a passkey. The password step only said that a code is due; nothing here
// holds anything a person with the password alone could use.
import { Fingerprint, KeyRound, LifeBuoy, Smartphone } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Form, SubmitButton, TextField, useZodForm } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { StepHeading } from '../../components/ui/StepHeading';
import { BackButton } from './login-parts';
import { signInWithPasskey, verifySignInCode } from './api';
import { describeSignInFailure } from './sign-in-outcomes';

export const TWO_FACTOR_STEP_MESSAGES = {
  appCodeRequired: 'Enter the 6-digit code from your authenticator app',
  appCodeShape: 'The code is 6 digits',
  recoveryRequired: 'Enter one of your recovery codes',
  wrongCode: 'That code did not work. Check your authenticator app and try again.',
  wrongRecovery: 'That recovery code did not work. Each one works only once.',
  expired: 'This sign-in took too long. Please enter your password again.',
} as const;
const M = TWO_FACTOR_STEP_MESSAGES;

const appSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, M.appCodeRequired)
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, M.appCodeShape)),
});
const recoverySchema = z.object({ code: z.string().trim().min(1, M.recoveryRequired).max(40, M.wrongRecovery) });

type Props = {
  banner: ReactNode;
  onSignedIn: (redirectTo: string | undefined) => Promise<void>;
  onFailure: (failure: { message: string; toast?: string }) => void;
  onSubmitStart: () => void;
  /** Back to the password: the step's cookie has expired, or the person chose to. */
  onBack: (notice?: string) => void;
  passkeysSupported: boolean;
};

export function TwoFactorStep(props: Props) {
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  return kind === 'app' ? (
    <CodeForm key="app" {...props} kind="app" onSwitch={() => setKind('recovery')} />
  ) : (
    <CodeForm key="recovery" {...props} kind="recovery" onSwitch={() => setKind('app')} />
  );
}

function CodeForm(props: Props & { kind: 'app' | 'recovery'; onSwitch: () => void }) {
  const app = props.kind === 'app';
  const form = useZodForm(app ? appSchema : recoverySchema, { defaultValues: { code: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  const [signedIn, setSignedIn] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  const finish = async (answer: { redirectTo?: string }) => {
    await props.onSignedIn(answer.redirectTo);
    setSignedIn(true);
  };
  const fail = (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === 'INVALID_TWO_FACTOR_COOKIE' || code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
      props.onBack(code === 'INVALID_TWO_FACTOR_COOKIE' ? M.expired : describeSignInFailure(error).message);
      return;
    }
    const status = (error as { status?: number }).status;
    if (status === 401 || code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') {
      props.onFailure({ message: app ? M.wrongCode : M.wrongRecovery });
      form.reset({ code: '' });
      setFocus('code');
      return;
    }
    props.onFailure(describeSignInFailure(error));
  };

  const submit = async ({ code }: { code: string }) => {
    props.onSubmitStart();
    try {
      await finish(await verifySignInCode(code, props.kind));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div>
      <BackButton onClick={() => props.onBack()}>Back to sign in</BackButton>
      <StepHeading eyebrow="Two-factor sign-in" focus>
        {app ? 'Enter your code' : 'Use a recovery code'}
      </StepHeading>
      <p className="mt-3 leading-7 text-stone">
        {app
          ? 'Open your authenticator app and enter the 6-digit code it shows for this account.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'}
      </p>
      <div className="mt-8">{props.banner}</div>
      <Form
        form={form as never}
        onSubmit={submit as never}
        className="space-y-5"
        aria-label={app ? 'Authenticator code' : 'Recovery code'}
      >
        {app ? (
          <TextField
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
          />
        ) : (
          <TextField label="Recovery code" name="code" autoComplete="off" spellCheck={false} maxLength={40} required />
        )}
        <SubmitButton size="lg" className="w-full" busy={signedIn} busyLabel="Signing in...">
          <KeyRound className="size-4" aria-hidden="true" />
          Verify and sign in
        </SubmitButton>
      </Form>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" className="bg-paper sm:flex-1" onClick={props.onSwitch}>
          {app ? <LifeBuoy className="size-4" aria-hidden="true" /> : <Smartphone className="size-4" aria-hidden="true" />}
          {app ? 'Use a recovery code' : 'Use my authenticator app'}
        </Button>
        {props.passkeysSupported ? (
          <Button
            variant="outline"
            className="bg-paper sm:flex-1"
            busy={passkeyBusy}
            busyLabel="Waiting for your passkey..."
            onClick={async () => {
              props.onSubmitStart();
              setPasskeyBusy(true);
              try {
                await finish(await signInWithPasskey());
              } catch (error) {
                setPasskeyBusy(false);
                if ((error as Error).name !== 'NotAllowedError') fail(error);
              }
            }}
          >
            <Fingerprint className="size-4" aria-hidden="true" />
            Use a passkey
          </Button>
        ) : null}
      </div>
      <p className="mt-6 text-sm leading-6 text-stone">
        Lost your device and your recovery codes? Ask an organiser to reset your two-factor sign-in.
      </p>
    </div>
  );
}
