// 'Change password', on both the member's /profile and the administrator's /admin/profile: Better Auth's
// change-password with the current password, other devices signed out. The same rules as every other
// place a password is set (at least 6 characters, not only spaces: common/caller.ts), checked here first
// and again by the server; what the server refuses is said plainly, under the field it is about.
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { hasNonSpaceCharacter, MIN_PASSWORD_LENGTH } from '../../../common/caller';
import { PROFILE_API, type ChangePasswordRequest } from '../../../common/contracts/profile';
import { PASSWORD_MESSAGES } from '../../../common/messages';
import { PASSWORD_RESET_MESSAGES } from '../../../common/contracts/session';
import { Banner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { PasswordField } from '../../components/ui/Field';
import { ApiError, api, errorMessage } from '../../lib/api';
import { whileRenewingSession } from '../../lib/live';
import { notify } from '../../lib/notify';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type FieldErrors = Partial<Record<Field, string>>;
const FIELD_ORDER: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

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
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (field: Field) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const change = useMutation({
    // It signs the other devices out and this tab into a new session: the live stream's end is expected.
    mutationFn: (body: ChangePasswordRequest) =>
      whileRenewingSession(() => api(PROFILE_API.changePassword, { method: 'POST', body })),
    onSuccess: () => {
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setDone(true);
      notify.success(PASSWORD_RESET_MESSAGES.updated);
    },
    onError: (error) => {
      const refusal = describeRefusal(error);
      if (refusal.field) {
        setErrors({ [refusal.field]: refusal.message });
        focusField(refusal.field);
      } else {
        setFailure(refusal.message);
      }
    },
  });

  const validate = (): FieldErrors => {
    const { currentPassword, newPassword, confirmPassword } = values;
    const found: FieldErrors = {};
    if (!currentPassword) found.currentPassword = PASSWORD_MESSAGES.currentRequired;
    if (newPassword.length < MIN_PASSWORD_LENGTH) found.newPassword = PASSWORD_RESET_MESSAGES.passwordTooShort;
    else if (!hasNonSpaceCharacter(newPassword)) found.newPassword = PASSWORD_MESSAGES.onlySpaces;
    else if (currentPassword && newPassword === currentPassword) found.newPassword = PASSWORD_MESSAGES.sameAsCurrent;
    else if (newPassword !== confirmPassword) found.confirmPassword = PASSWORD_RESET_MESSAGES.passwordsDoNotMatch;
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setFailure(null);
    const found = validate();
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return focusField(first);
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: true });
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

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
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Change password" className="mt-6 grid gap-5">
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
        <PasswordField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            hint={errors.newPassword ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
            {...field('newPassword')}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            {...field('confirmPassword')}
          />
        </div>
        <Button
          type="submit"
          variant="dark"
          busy={change.isPending}
          busyLabel="Updating..."
          className="w-full sm:w-fit sm:justify-self-end"
        >
          Update Password
        </Button>
      </form>
    </Card>
  );
}
