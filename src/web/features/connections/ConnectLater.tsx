// Connect, on a page where the form is rarely opened (the member home, decision 041): a light button, and
// the form (ConnectAction, with the form kit and the request's schema) loads only when it is pressed, so
// the home does not download it for everyone who only looks.
import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button';
import type { ConnectActionProps } from './ConnectAction';

const ConnectAction = lazy(() => import('./ConnectAction').then((m) => ({ default: m.ConnectAction })));

export function ConnectLater({ member, className }: Pick<ConnectActionProps, 'member' | 'className'>) {
  const [opened, setOpened] = useState(false);
  const opener = (busy: boolean) => (
    <Button
      className={className}
      aria-expanded={false}
      aria-label={`Connect with ${member.fullName}`}
      busy={busy}
      busyLabel="Opening..."
      onClick={() => setOpened(true)}
    >
      <UserPlus className="size-4" aria-hidden="true" />
      Connect
    </Button>
  );
  if (!opened) return opener(false);
  return (
    <Suspense fallback={opener(true)}>
      <ConnectAction member={member} className={className} startOpen />
    </Suspense>
  );
}
