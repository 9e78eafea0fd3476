// How a link page ends when there is no form to fill in: the account created, a link that is spent or
// could not be checked. A centred card with the outcome's icon, its heading (which takes focus, since
// the page changed under the visitor) and what to do next.
import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './Card';
import { IconTile } from './IconTile';
import { StepHeading } from './StepHeading';

const TONES = {
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
};

type StatusCardProps = {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
};

export function StatusCard({ icon, tone, title, children }: StatusCardProps) {
  return (
    <Card className="p-6 text-center sm:p-10">
      <IconTile icon={icon} className={`mx-auto size-16 rounded-2xl ${TONES[tone]}`} iconClassName="size-7" />
      <StepHeading focus className="mt-6">
        {title}
      </StepHeading>
      {children}
    </Card>
  );
}

type LinkRefusedCardProps = {
  title: string;
  /** Why the link cannot be used: the server's words or the spec's. */
  message: ReactNode;
  /** What to do next: a note and the card's buttons. */
  children: ReactNode;
};

/** A link that cannot be used (spent, expired, or not checked yet): the reason first, said at once to screen
 * readers, then what to do. */
export function LinkRefusedCard({ title, message, children }: LinkRefusedCardProps) {
  return (
    <StatusCard icon={CircleAlert} tone="danger" title={title}>
      <p role="alert" className="mt-4 text-lg leading-7 font-medium text-ink">
        {message}
      </p>
      {children}
    </StatusCard>
  );
}
