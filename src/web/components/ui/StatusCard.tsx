// How a link page ends when there is no form to fill in: the account created, a link that is spent or
// could not be checked. A centred card with the outcome's icon, its heading (which takes focus, since
// the page changed under the visitor) and what to do next.
import type { LucideIcon } from 'lucide-react';
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
