// The member's personal calendar feed (issue 18): a secret address that Google Calendar, Apple Calendar
// and Outlook subscribe to, listing the events the member is going to. Shown and copied here; a new one
// can be made (the old stops working at once) or it can be revoked.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarSync, KeyRound, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { EVENT_MESSAGES } from '../../../common/contracts/events';
import { EVENT_ROUTES } from '../../../common/contracts/events-routes';
import { ErrorBanner } from '../../components/ui/Banner';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { CopyField } from '../../components/ui/CopyField';
import { LoadingState } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { notify } from '../../lib/notify';

const FEED_QUERY_KEY = ['calendar-feed'] as const;

export function CalendarFeedCard({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const feed = useQuery({
    queryKey: FEED_QUERY_KEY,
    queryFn: ({ signal }) => call(EVENT_ROUTES.calendarFeed, { signal }),
    retry: false,
  });
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const change = useMutation({
    mutationFn: (action: 'make' | 'replace' | 'revoke') =>
      action === 'revoke'
        ? call(EVENT_ROUTES.revokeCalendarFeed)
        : call(EVENT_ROUTES.makeCalendarFeed, { body: { replace: action === 'replace' } }),
    onSuccess: (saved, action) => {
      queryClient.setQueryData(FEED_QUERY_KEY, saved.feed);
      notify.success(saved.message);
      setConfirming(null);
      // The next thing to do with a new address is to copy it.
      if (action !== 'revoke') window.setTimeout(() => field.current?.focus(), 0);
    },
    onError: (error) => notify.error(errorMessage(error, EVENT_MESSAGES.feedFailed)),
  });

  return (
    <Card className={cn('grid gap-5 p-6 sm:p-8', className)}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-deep">
          <CalendarSync className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-display text-2xl">Your events calendar</h2>
          <p className="mt-1 text-sm leading-6 text-stone">
            Subscribe to this address in Google Calendar, Apple Calendar or Outlook, and the events you’re going to appear there
            and stay up to date.
          </p>
        </div>
      </div>

      {feed.isPending ? (
        <LoadingState label="Loading your calendar address..." className="py-4" />
      ) : feed.isError ? (
        <ErrorBanner error={feed.error} fallback={EVENT_MESSAGES.feedFailed} />
      ) : feed.data.url ? (
        <>
          <CopyField
            ref={field}
            value={feed.data.url}
            label="Your calendar address"
            noun="address"
            failedMessage="Could not copy: select the address and copy it yourself."
            size="md"
            tone="soft"
          />
          <p className="flex items-start gap-2 text-xs leading-5 text-stone">
            <KeyRound className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            Keep it private: anyone with this address sees the events you’re going to, with their online links. If it was shared,
            make a new one.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" size="sm" className="bg-paper" onClick={() => setConfirming('replace')}>
              <CalendarSync className="size-4" aria-hidden="true" />
              Make a new address
            </Button>
            <Button variant="danger-ghost" size="sm" onClick={() => setConfirming('revoke')}>
              <Trash2 className="size-4" aria-hidden="true" />
              Turn off
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone">
            {feed.data.createdAt ? 'Your address can no longer be shown. Make a new one to subscribe again.' : 'No address yet.'}
          </p>
          <Button
            variant="dark"
            size="sm"
            busy={change.isPending}
            busyLabel="Making it..."
            onClick={() => change.mutate(feed.data.createdAt ? 'replace' : 'make')}
          >
            <CalendarSync className="size-4" aria-hidden="true" />
            Get my calendar address
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'revoke' ? 'Turn off your calendar address?' : 'Make a new calendar address?'}
        description={
          confirming === 'revoke'
            ? 'Calendars subscribed to it stop receiving your events. You can get a new address at any time.'
            : 'The current address stops working at once: calendars subscribed to it need the new one.'
        }
        confirmLabel={confirming === 'revoke' ? 'Turn off' : 'Make a new address'}
        busyLabel={confirming === 'revoke' ? 'Turning off...' : 'Making it...'}
        busy={change.isPending}
        tone={confirming === 'revoke' ? 'danger' : 'dark'}
        icon={confirming === 'revoke' ? Trash2 : CalendarSync}
        onConfirm={() => change.mutate(confirming === 'revoke' ? 'revoke' : 'replace')}
      />
    </Card>
  );
}
