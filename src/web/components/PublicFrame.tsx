// The frame of the public pages: a dark bar with HOME, ABOUT US, MASTERYOU and CONTACT (a slide-out
// menu below `lg`), the page, and a footer with the copyright line and links to the privacy policy and
// MASTERYOU. It needs no router, so the light public site (site.html) and the app share it.
import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ROUTES } from '../../common/routes';
import { useConfig } from '../lib/config';
import { BrandLockup } from './BrandLockup';
import { SiteLink } from './SiteLink';
import { buttonClasses } from './ui/Button';
import { cn } from './ui/cn';
import { Sheet } from './ui/Sheet';
import { SkipLink } from './ui/SkipLink';

/** Where the header's account button leads: the login page for visitors, the member area for members. */
export type PublicAccountLink = { label: string; to: string };

type NavItem = { label: string; to: string; external?: false } | { label: string; href: string; external: true };

function usePublicNav(): NavItem[] {
  const { links } = useConfig();
  const nav: NavItem[] = [
    { label: 'HOME', to: ROUTES.home },
    { label: 'ABOUT US', to: ROUTES.aboutUs },
    { label: 'MASTERYOU', to: ROUTES.masteryou },
  ];
  // No CONTACT until the organisers set an address: a placeholder address would lead nowhere.
  if (links.contactEmail) nav.push({ label: 'CONTACT', href: `mailto:${links.contactEmail}`, external: true });
  return nav;
}

function NavItemLink({
  item,
  className,
  onNavigate,
}: {
  item: NavItem;
  className: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  if (item.external) {
    return (
      <a href={item.href} className={className(false)} onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return (
    <SiteLink to={item.to} className={className} onClick={onNavigate}>
      {item.label}
    </SiteLink>
  );
}

function AccountButton({
  account,
  className,
  onNavigate,
}: {
  account: PublicAccountLink;
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <SiteLink
      to={account.to}
      className={buttonClasses('outline-light', 'sm', cn('tracking-[0.16em] uppercase text-[0.7rem]', className))}
      onClick={onNavigate}
    >
      {account.label}
    </SiteLink>
  );
}

function PublicHeader({ account }: { account: PublicAccountLink }) {
  const nav = usePublicNav();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
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
          <AccountButton account={account} className="ml-4" />
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
              onNavigate={close}
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
          <AccountButton account={account} className="w-full" onNavigate={close} />
        </div>
      </Sheet>
    </header>
  );
}

function PublicFooter() {
  const { brand } = useConfig();
  const year = new Date().getFullYear();
  // 24 px tall at least (WCAG 2.5.8): the eyebrow text alone is 17 px.
  const link = 'eyebrow inline-flex min-h-6 items-center rounded text-cream/85 transition-colors hover:text-brand-bright';
  return (
    <footer className="surface-dark border-t border-ink-line bg-ink text-mist">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-center md:justify-between lg:px-10">
        <p className="text-sm">
          © {year} {brand.name}. All rights reserved.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-8 gap-y-3">
          <SiteLink to={ROUTES.privacyPolicy} className={link}>
            Privacy Policy
          </SiteLink>
          <SiteLink to={ROUTES.masteryou} className={link}>
            MASTERYOU
          </SiteLink>
        </nav>
      </div>
    </footer>
  );
}

export function PublicFrame({ account, children }: { account: PublicAccountLink; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <SkipLink />
      <PublicHeader account={account} />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
