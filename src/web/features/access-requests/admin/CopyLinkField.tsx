// A sign-up link in the shared copy field (components/ui/CopyField), in the Magic Links list's size.
import { ACCESS_REQUEST_TOASTS } from '../../../../common/contracts/access-requests';
import { CopyField } from '../../../components/ui/CopyField';

type CopyLinkFieldProps = {
  link: string;
  /** Names the field for assistive technology, e.g. "Sign-up link for ana@example.com". */
  label: string;
  className?: string;
  tone?: 'paper' | 'soft';
};

export function CopyLinkField({ link, ...rest }: CopyLinkFieldProps) {
  return <CopyField value={link} noun="link" failedMessage={ACCESS_REQUEST_TOASTS.copyFailed} {...rest} />;
}
