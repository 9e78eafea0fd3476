// The top of a step in the sign-in, sign-up, reset and setup cards: the step's icon, an eyebrow that says
// where one is, then the page's h1. `focus` moves focus to the heading when the step appears, so keyboard
// and screen reader users start reading at the new step rather than on a control that is gone.
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { IconTile } from './IconTile';

const ICON_TONES = {
  ink: 'bg-ink text-brand-bright',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
};

export function StepIcon({ icon, tone = 'ink' }: { icon: LucideIcon; tone?: keyof typeof ICON_TONES }) {
  return <IconTile icon={icon} className={cn('size-14 rounded-2xl', ICON_TONES[tone])} iconClassName="size-6" />;
}

type StepHeadingProps = {
  children: ReactNode;
  eyebrow?: string;
  focus?: boolean;
  /** Space above, where the heading follows an icon. */
  className?: string;
};

export function StepHeading({ children, eyebrow, focus = false, className }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className={className}>
      {eyebrow ? <p className="eyebrow text-brand-deep">{eyebrow}</p> : null}
      <h1
        ref={ref}
        tabIndex={-1}
        className="mt-3 font-display text-[2.1rem] leading-tight text-ink outline-none sm:text-[2.5rem]"
      >
        {children}
      </h1>
    </div>
  );
}
