// An icon on a small rounded square: the member dashboard's cards, shortcuts and profile prompt, a member
// page's empty list.
// Its size, corner and colours come from the caller (className); the icon's size too (iconClassName).
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

export function IconTile({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}) {
  return (
    <span className={cn('grid shrink-0 place-items-center', className)}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}
