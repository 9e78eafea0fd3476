// Public pages: a dark bar with HOME, ABOUT US, MASTERYOU and CONTACT (a slide-out menu below `lg`),
// the page, and a footer with the copyright line and links to the privacy policy and MASTERYOU.
import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { homePathFor } from '../../../common/caller';
import { ROUTES } from '../../../common/routes';
import { BrandLockup } from '../../components/BrandLockup';
import { buttonClasses } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Sheet } from '../../components/ui/Sheet';
import { SkipLink } from '../../components/ui/SkipLink';
import { useConfig } from '../../lib/config';
import { isInside, useMe } from '../../lib/session';

type NavItem = { label: string; to: string; external?: false } | { label: string; href: string; external: true };

function usePublicNav(): NavItem[] {
  const { links } = useConfig();
  return [
    { label: 'HOME', to: ROUTES.home },
    { label: 'ABOUT US', to: ROUTES.aboutUs },
    { label: 'MASTERYOU', to: ROUTES.masteryou },
    { label: 'CONTACT', href: `mailto:${links.contactEmail}`, external: true },
  ];
}

function NavItemLink({ item, className, onNavigate }: { item: NavItem; className: (active: boolean) => string; onNavigate?: () => void }) {
  if (item.external) {
    return (
      <a href={item.href} className={className(false)} onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink to={item.to} end className={({ isActive }) => className(isActive)} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

function AccountButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const me = useMe();
  const inside = isInside(me.kind);
  return (
    <Link
      to={inside ? homePathFor(me.kind) : ROUTES.login}
      className={buttonClasses('outline-light', 'sm', cn('tracking-[0.16em] uppercase text-[0.7rem]', className))}
      onClick={onNavigate}
    >
      {inside ? 'Member Area' : 'Member Login'}
    </Link>
  );
}

function PublicHeader() {
  const nav = usePublicNav();
  const [open, setOpen] = useState(false);
  return (
    <header className="surface-dark sticky top-0 z-40 border-b border-ink-line bg-ink text-cream">
      <div className="mx-auto flex h-[4.5rem] max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 lg:px-10">
        <BrandLockup className="max-w-[16.5rem] sm:max-w-none" />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {nav.map((item) => (
            <NavItemLink
              key={item.label}
              item={item}
              className={(active) =>
                cn(
                  'eyebrow relative rounded-md px-4 py-2 transition-colors hover:text-brand-bright',
                  'after:absolute after:inset-x-4 after:-bottom-0.5 after:h-px after:origin-left after:bg-brand after:transition-transform after:duration-300',
                  active ? 'text-brand-bright after:scale-x-100' : 'text-cream/85 after:scale-x-0 hover:after:scale-x-100',
                )
              }
            />
          ))}
          <AccountButton className="ml-4" />
        </nav>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Open menu"
          aria-expanded={open}
          className="grid size-11 place-items-center rounded-full text-cream transition hover:bg-cream/10 lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
      </div>
      <Sheet open={open} onOpenChange={setOpen} side="right" title="Menu" description="Site navigation">
        <nav aria-label="Main" className="flex flex-col px-3 py-4">
          {nav.map((item) => (
            <NavItemLink
              key={item.label}
              item={item}
              onNavigate={() => setOpen(false)}
              className={(active) =>
                cn(
                  'rounded-xl px-4 py-4 font-display text-2xl tracking-wide transition-colors hover:bg-cream/5 hover:text-brand-bright',
                  active ? 'text-brand-bright' : 'text-cream',
                )
              }
            />
          ))}
        </nav>
        <div className="px-7 pt-2 pb-8">
          <AccountButton className="w-full" onNavigate={() => setOpen(false)} />
        </div>
      </Sheet>
    </header>
  );
}

function PublicFooter() {
  const { brand } = useConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="surface-dark border-t border-ink-line bg-ink text-mist">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-center md:justify-between lg:px-10">
        <p className="text-sm">
          © {year} {brand.name}. All rights reserved.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-8 gap-y-3">
          <Link to={ROUTES.privacyPolicy} className="eyebrow rounded text-cream/85 transition-colors hover:text-brand-bright">
            Privacy Policy
          </Link>
          <Link to={ROUTES.masteryou} className="eyebrow rounded text-cream/85 transition-colors hover:text-brand-bright">
            MASTERYOU
          </Link>
        </nav>
      </div>
    </footer>
  );
}

export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <SkipLink />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children ?? <Outlet />}
      </main>
      <PublicFooter />
    </div>
  );
}
