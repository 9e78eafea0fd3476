// A passage set apart in the brand's tint, under an eyebrow heading: why two members should meet, the
// team's reply to a question, the team's answer in Answers. The words inside are the caller's.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

type CalloutProps = {
  title: ReactNode;
  icon?: LucideIcon;
  /** Its level in the page's outline; 'p' where the passage is part of a card rather than a section of it. */
  heading?: 'h3' | 'h4' | 'p';
  /** Its padding, and any space above. */
  className: string;
  'aria-label'?: string;
  children: ReactNode;
};

export function Callout({ title, icon: Icon, heading: Heading = 'h3', className, children, ...rest }: CalloutProps) {
  const Box = Heading === 'p' ? 'div' : 'section';
  return (
    <Box className={cn('rounded-xl border border-brand/30 bg-brand-soft/60', className)} {...rest}>
      <Heading className={cn('eyebrow text-brand-deep', Icon && 'flex items-center gap-2')}>
        {Icon ? <Icon className="size-3.5" aria-hidden="true" /> : null}
        {title}
      </Heading>
      {children}
    </Box>
  );
}
