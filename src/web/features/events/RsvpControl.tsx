// A member's answer to one event: Going (or 'Join the waitlist' when it is full), Maybe, Can't go, as
// three buttons that say which one is chosen. The server decides what 'Going' becomes; the answer it
// gives back is what the buttons show. Closed once the event has started or was cancelled.
import { Check, Clock3 } from 'lucide-react';
import { EVENT_MESSAGES, RSVP_LABELS, type EventItem, type RsvpChoice } from '../../../common/contracts/events';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useAnswerEvent } from './api';

/** What the first button says: the waitlist once there is no place left for someone not already going. */
export function goingLabel(event: EventItem): string {
  const status = event.myRsvp?.status;
  if (status === 'waitlist')
    return `On the waitlist${event.myRsvp?.waitlistPosition ? ` (#${event.myRsvp.waitlistPosition})` : ''}`;
  if (status !== 'going' && event.spotsLeft === 0) return 'Join the waitlist';
  return RSVP_LABELS.going;
}

/** Whether members may still answer. */
export const isOpen = (event: EventItem) => !event.cancelled && !event.started;

type RsvpControlProps = {
  event: EventItem;
  size?: 'sm' | 'md';
  /** 'fill': three equal buttons across the space (the event page's card); 'inline': as wide as their words. */
  layout?: 'inline' | 'fill';
  className?: string;
};

export function RsvpControl({ event, size = 'md', layout = 'inline', className }: RsvpControlProps) {
  const answer = useAnswerEvent(event.id);
  const status = event.myRsvp?.status ?? null;

  const choose = (rsvp: RsvpChoice) => {
    if (answer.isPending) return;
    // Choosing the answer already given withdraws nothing: it stays, as a second click should.
    answer.mutate(
      { rsvp },
      {
        onSuccess: (saved) => notify.success(saved.message),
        onError: (error) => notify.error(errorMessage(error, EVENT_MESSAGES.rsvpFailed)),
      },
    );
  };

  const choices: Array<{ value: RsvpChoice; label: string; pressed: boolean }> = [
    { value: 'going', label: goingLabel(event), pressed: status === 'going' || status === 'waitlist' },
    { value: 'maybe', label: RSVP_LABELS.maybe, pressed: status === 'maybe' },
    { value: 'not_going', label: RSVP_LABELS.not_going, pressed: status === 'not_going' },
  ];

  return (
    <div
      role="group"
      aria-label={`Your answer to ${event.title}`}
      className={cn(layout === 'fill' ? 'grid grid-cols-3 gap-2' : 'inline-flex max-w-full flex-wrap gap-2', className)}
    >
      {choices.map((choice) => {
        const busy = answer.isPending && answer.variables?.rsvp === choice.value;
        const Icon = choice.pressed ? (status === 'waitlist' && choice.value === 'going' ? Clock3 : Check) : null;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={choice.pressed}
            // Not `disabled` while saving: a disabled button drops the keyboard focus to the page, and the
            // member would have to find their place again (issue 32).
            aria-disabled={answer.isPending || undefined}
            onClick={() => choose(choice.value)}
            className={cn(
              'inline-flex items-center justify-center gap-1.5 rounded-full border font-semibold transition-colors duration-150',
              'aria-disabled:cursor-progress aria-disabled:opacity-70',
              layout === 'fill'
                ? 'min-h-11 px-2 py-1.5 text-center text-sm leading-tight'
                : cn('whitespace-nowrap', size === 'sm' ? 'h-9 px-3.5 text-sm' : 'h-11 px-5 text-sm'),
              choice.pressed
                ? choice.value === 'going'
                  ? 'border-ink bg-ink text-cream'
                  : 'border-ink/70 bg-cream-2 text-ink'
                : 'border-ink/15 bg-paper text-ink hover:border-ink/45 hover:bg-cream-2/60',
            )}
          >
            {busy ? <Spinner className="size-4" /> : Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
