// 'Change password', on both the member's /profile and the administrator's /admin/profile: Better Auth's
// change-password with the current password, other devices signed out. The same rules as every other
// place a password is set (at least 6 characters, not only spaces: common/caller.ts), checked here first
// and again by the server; what the server refuses is said plainly, under the field it is about.
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { accessLinkSignUpSchema } from '../../../common/contracts/access-requests';
import type { ChangePasswordRequest } from '../../../common/contracts/auth';
import { AUTH_ROUTES } from '../../../common/contracts/auth-routes';
import { PASSWORD_MESSAGES } from '../../../common/messages';
import { PASSWORD_RESET_MESSAGES } from '../../../common/contracts/session';
import {
  Form,
  NewPasswordFields,
  PasswordField,
  placeErrors,
  SubmitButton,
  useZodForm,
  withConfirmation,
} from '../../components/form';
import { Banner } from '../../components/ui/Banner';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { ApiError, errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { whileRenewingSession } from '../../lib/live';
import { notify } from '../../lib/notify';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The password rule of every form that sets one, a new one unlike the current, typed twice. */
const changePasswordSchema = withConfirmation(
  z
    .object({
      currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
      newPassword: accessLinkSignUpSchema.shape.password,
      confirmPassword: z.string(),
    })
    .refine((values) => !values.currentPassword || values.newPassword !== values.currentPassword, {
      message: PASSWORD_MESSAGES.sameAsCurrent,
      path: ['newPassword'],
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'newPassword'),
    }),
  { password: 'newPassword', confirm: 'confirmPassword', message: PASSWORD_RESET_MESSAGES.passwordsDoNotMatch },
);
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What the server's refusal is about, by Better Auth's codes (and ours for spaces). */
function describeRefusal(error: unknown): { field?: Field; message: string } {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_PASSWORD') return { field: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong };
    if (error.code === 'PASSWORD_TOO_SHORT') return { field: 'newPassword', message: PASSWORD_RESET_MESSAGES.passwordTooShort };
    if (error.code === 'PASSWORD_ONLY_SPACES') return { field: 'newPassword', message: PASSWORD_MESSAGES.onlySpaces };
    // 429 says how long to wait; 401 that the session ended.
    if (error.status === 429 || error.status === 401) return { message: error.message };
  }
  return { message: errorMessage(error, PASSWORD_RESET_MESSAGES.updateFailed) };
}

export function ChangePasswordCard({ className }: { className?: string }) {
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const change = useMutation({
    // It signs the other devices out and this tab into a new session: the live stream's end is expected.
    mutationFn: (body: ChangePasswordRequest) => whileRenewingSession(() => call(AUTH_ROUTES.changePassword, { body })),
    onSuccess: () => {
      form.reset(EMPTY);
      setDone(true);
      notify.success(PASSWORD_RESET_MESSAGES.updated);
    },
    onError: (error) => {
      const refusal = describeRefusal(error);
      if (refusal.field) placeErrors(form, { [refusal.field]: refusal.message });
      else setFailure(refusal.message);
    },
  });

  const submit = async ({ currentPassword, newPassword }: z.output<typeof changePasswordSchema>) => {
    setDone(false);
    setFailure(null);
    await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions: true }).catch(() => undefined);
  };

  return (
    <Card className={cn('p-6 sm:p-8', className)}>
      <div className="flex items-center gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-deep">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-display text-2xl">Change password</h2>
          <p className="text-sm text-stone">Other devices are signed out when it changes.</p>
        </div>
      </div>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={() => {
          setDone(false);
          setFailure(null);
        }}
        aria-label="Change password"
        className="mt-6 grid gap-5"
      >
        {failure ? (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        ) : null}
        {done ? (
          <Banner tone="success" onDismiss={() => setDone(false)} autoDismiss>
            {PASSWORD_RESET_MESSAGES.updated}
          </Banner>
        ) : null}
        <PasswordField label="Current Password" name="currentPassword" autoComplete="current-password" />
        <div className="grid gap-5 sm:grid-cols-2">
          <NewPasswordFields
            password={{ name: 'newPassword', label: 'New Password' }}
            confirm={{ name: 'confirmPassword', label: 'Confirm New Password' }}
            showLength
          />
        </div>
        <SubmitButton busyLabel="Updating..." className="w-full sm:w-fit sm:justify-self-end">
          Update Password
        </SubmitButton>
      </Form>
    </Card>
  );
}
