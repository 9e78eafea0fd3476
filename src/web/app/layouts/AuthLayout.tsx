// Sign-in pages: a dark brand panel with the tagline beside (large screens) or above (small screens) a
// calm cream area holding the form card.
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { BrandLockup } from '../../components/BrandLockup';
import { SkipLink } from '../../components/ui/SkipLink';
import { LoadingState } from '../../components/ui/Spinner';
import { useConfig } from '../../lib/config';
import { TAGLINE } from '../../lib/copy';

export function AuthLayout() {
  const { brand } = useConfig();
  const year = new Date().getFullYear();
  return (
    <div className="min-h-dvh bg-cream lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <SkipLink />
      <aside className="surface-dark relative overflow-hidden bg-ink text-cream">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -left-40 size-[36rem] rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--brand)_26%,transparent),transparent)]"
        />
        <div className="relative flex items-center justify-between gap-4 px-5 py-4 sm:px-8 lg:h-full lg:flex-col lg:items-stretch lg:justify-between lg:px-14 lg:py-12">
          <BrandLockup />
          <div className="hidden lg:block">
            <p className="eyebrow text-brand-bright">Private network</p>
            <p className="mt-6 max-w-md font-display text-5xl leading-[1.08] text-cream xl:text-6xl">{TAGLINE}</p>
            <p className="mt-6 max-w-sm leading-7 text-mist">
              A members-only circle for franchise, media and creator-economy professionals.
            </p>
          </div>
          <div className="hidden items-center justify-between text-xs text-mist lg:flex">
            <span>
              © {year} {brand.name}
            </span>
            <Link
              to={ROUTES.privacyPolicy}
              className="inline-flex min-h-6 items-center rounded transition-colors hover:text-brand-bright"
            >
              Privacy Policy
            </Link>
          </div>
          <Link
            to={ROUTES.home}
            className="flex shrink-0 items-center gap-2 rounded-full px-3 py-2 text-xs font-semibold tracking-[0.16em] text-cream/85 uppercase transition hover:text-brand-bright lg:hidden"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Home
          </Link>
        </div>
      </aside>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex items-start justify-center px-4 py-10 outline-none sm:px-8 sm:py-16 lg:items-center lg:py-12"
      >
        <div className="w-full max-w-[28rem]">
          <Link
            to={ROUTES.home}
            className="mb-8 hidden min-h-6 w-fit items-center gap-2 rounded-full text-xs font-semibold tracking-[0.16em] text-stone uppercase transition hover:text-ink lg:flex"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to home
          </Link>
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
