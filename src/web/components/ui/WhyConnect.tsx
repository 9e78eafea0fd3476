// Why two members should meet, as the recommendations say it: on a recommended member, on a connection
// request that came from a recommendation, and beside the note of a request about to be sent.
// `compact` where it sits in a card among others (the request cards, the Connect form).
import { Sparkles } from 'lucide-react';
import { Callout } from './Callout';
import { cn } from './cn';

type WhyConnectProps = {
  reason: string;
  heading?: 'h3' | 'p';
  compact?: boolean;
  /** Space above. */
  className?: string;
};

export function WhyConnect({ reason, heading = 'h3', compact = false, className }: WhyConnectProps) {
  return (
    <Callout title="Why Connect?" icon={Sparkles} heading={heading} className={cn(compact ? 'p-4' : 'p-5', className)}>
      <p className={cn('mt-2 text-ink', compact ? 'text-sm leading-6' : 'leading-7')}>{reason}</p>
    </Callout>
  );
}
