// An unknown path inside the member area.
import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <div className="grid min-h-[calc(100dvh-14rem)] place-items-center text-center">
      <div className="max-w-md">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ink text-brand-bright">
          <Compass className="size-7" aria-hidden="true" />
        </div>
        <p className="eyebrow mt-8 text-brand-deep">Error 404</p>
        <h1 className="mt-3 font-display text-4xl sm:text-5xl">Page not found</h1>
        <p className="mt-4 leading-7 break-words text-stone">
          There is nothing at <span className="font-mono text-sm text-ink">{pathname}</span>. It may have moved, or the link may
          be mistyped.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.userDashboard} className={buttonClasses('dark')}>
            Go to dashboard
          </Link>
          <Link to={ROUTES.home} className={buttonClasses('outline')}>
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}
