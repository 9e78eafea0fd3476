import { ROUTES } from '../../common/routes';
import { useBrand } from '../lib/config';
import { SiteLink } from './SiteLink';
import { cn } from './ui/cn';
import { Monogram } from './ui/Monogram';

type BrandLockupProps = {
  /** Text colours for a dark (ink) or light (cream) background. */
  tone?: 'on-dark' | 'on-light';
  showSubtitle?: boolean;
  className?: string;
  /** Where the lockup links; the home page by default. */
  to?: string;
  /** Hide the subtitle below the `sm` breakpoint (tight bars). */
  compact?: boolean;
};

/** The monogram, the short name as the title and the descriptive name as the subtitle, linking home. */
export function BrandLockup({
  tone = 'on-dark',
  showSubtitle = true,
  className,
  to = ROUTES.home,
  compact = false,
}: BrandLockupProps) {
  const { shortName, name } = useBrand();
  return (
    <SiteLink to={to} className={cn('group flex min-w-0 items-center gap-3 rounded-lg', className)}>
      <Monogram letter={shortName} className="size-10 transition-transform duration-300 group-hover:scale-[1.04]" />
      <span className="flex min-w-0 flex-col leading-none">
        <span className={cn('font-display text-[1.35rem] tracking-[0.12em]', tone === 'on-dark' ? 'text-cream' : 'text-ink')}>
          {shortName}
        </span>
        {showSubtitle ? (
          <span
            className={cn(
              'mt-1 line-clamp-2 text-[0.6rem] leading-[1.35] font-medium tracking-[0.06em] uppercase sm:truncate sm:text-[0.62rem] sm:tracking-[0.16em]',
              compact && 'hidden sm:block',
              tone === 'on-dark' ? 'text-mist' : 'text-stone',
            )}
          >
            {name}
          </span>
        ) : null}
      </span>
    </SiteLink>
  );
}
