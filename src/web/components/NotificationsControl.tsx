// 'Enable notifications' for new questions (spec 7.8): shows this browser's state (on, off, blocked,
// unsupported) and turns it on or off. Permission is asked only when the button is clicked.
import { Bell, BellOff, BellRing } from 'lucide-react';
import type { PushState } from '../lib/push';
import { usePushDevice } from '../lib/use-push-device';
import { Button } from './ui/Button';
import { cn } from './ui/cn';

const STATE_TEXT: Record<PushState, string> = {
  checking: 'Checking notifications…',
  unsupported: 'Notifications are not available in this browser',
  blocked: 'Notifications are blocked for this site',
  off: 'Notifications are off',
  on: 'Notifications are on',
};

export function NotificationsControl({ className }: { className?: string }) {
  const { state, busy, failed, enable, disable } = usePushDevice();
  const Icon = state === 'on' ? BellRing : state === 'blocked' || state === 'unsupported' ? BellOff : Bell;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <p role="status" className="flex items-center gap-2 text-sm text-stone">
        <Icon className={cn('size-4', state === 'on' ? 'text-success' : 'text-stone')} aria-hidden="true" />
        {STATE_TEXT[state]}
      </p>
      {state === 'off' ? (
        <Button variant="dark" size="sm" busy={busy} busyLabel="Enabling..." onClick={enable}>
          <Bell className="size-4" aria-hidden="true" />
          Enable notifications
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button variant="outline" size="sm" busy={busy} busyLabel="Turning off..." onClick={disable}>
          <BellOff className="size-4" aria-hidden="true" />
          Turn off notifications
        </Button>
      ) : null}
      {state === 'blocked' ? <span className="text-xs text-stone">Allow them in your browser’s site settings.</span> : null}
      {failed ? (
        <span role="alert" className="text-xs font-medium text-danger">
          This browser could not turn notifications on. Private windows cannot receive them.
        </span>
      ) : null}
    </div>
  );
}
