// What the sign-in page's views share: the way back, and the panel of a finished step.
import { ArrowLeft, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/IconTile';
import { StepHeading } from '../../components/ui/StepHeading';

/** A finished step: the envelope, a heading, what happens next, and the way back. */
export function SentPanel({
  heading,
  backLabel,
  onBack,
  children,
}: {
  heading: string;
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div className="text-center">
      <IconTile icon={MailCheck} className="mx-auto size-16 rounded-2xl bg-success-soft text-success" iconClassName="size-7" />
      <StepHeading focus>{heading}</StepHeading>
      {children}
      <Button variant="dark" size="lg" className="mt-8 w-full" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}

export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mb-6 inline-flex min-h-6 items-center gap-2 rounded-full text-xs font-semibold tracking-[0.16em] text-stone uppercase transition hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}
