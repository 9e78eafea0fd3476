// A new password and its confirmation (setup, the access link, reset, change password): both offered to
// password managers as a new password, at least MIN_PASSWORD_LENGTH long. The form's schema checks that
// they match (withConfirmation).
import { MIN_PASSWORD_LENGTH } from '../../../common/caller';
import { PasswordField } from './fields';

type Named = { name: string; label: string };

type NewPasswordFieldsProps = {
  password: Named;
  confirm: Named;
  /** Says the minimum length under the password. */
  showLength?: boolean;
  required?: boolean;
};

export function NewPasswordFields({ password, confirm, showLength = false, required }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        {...password}
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required={required}
        hint={showLength ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
      />
      <PasswordField {...confirm} autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required={required} />
    </>
  );
}
