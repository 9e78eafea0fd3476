// A round button that shows only an icon and is named by its label: a search's Clear, a dialog's or a
// menu's Close, the chat bar's drawer and New Conversation. On a light surface it is stone and darkens
// on hover; on a dark one (the chat's and the menus' ink bars) it keeps the bar's text colour and lightens.
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  icon: LucideIcon;
  /** What it does, read out: the button shows no text. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  surface?: 'light' | 'dark';
  /** Over the icon's corner: a count (the chat's new replies). */
  badge?: ReactNode;
};

const sizes = { sm: 'size-9', md: 'size-10', lg: 'size-11' };
const iconSizes = { sm: 'size-4', md: 'size-5', lg: 'size-5' };
const surfaces = { light: 'text-stone hover:bg-ink/[0.06] hover:text-ink', dark: 'hover:bg-cream/10' };

export function IconButton({
  icon: Icon,
  label,
  size = 'md',
  surface = 'light',
  badge,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cn(
        'grid shrink-0 place-items-center rounded-full transition',
        badge ? 'relative' : null,
        sizes[size],
        surfaces[surface],
        className,
      )}
      {...props}
    >
      <Icon className={iconSizes[size]} aria-hidden="true" />
      {badge}
    </button>
  );
}
