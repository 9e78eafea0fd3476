import { useEffect, useMemo, useRef } from 'react';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useLocation, useNavigate, useRouteError } from 'react-router';
import { ROUTES } from '../../common/routes';
import { SiteNavigationContext } from '../components/SiteLink';
import { Button, buttonClasses } from '../components/ui/Button';
import { SessionProvider } from '../lib/session';
import { ViewportProvider } from '../lib/viewport';

/** After an in-app navigation, move focus to the new page's main content so keyboard and screen-reader
 * users start at the top of what changed (not on the link they left behind), unless the new page has
 * already put it in one of its fields. */
function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main-content');
    // A page that opens with the caret in its form (the login page) keeps it there.
    const active = document.activeElement;
    if (main && active instanceof HTMLInputElement && main.contains(active)) return;
    main?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

export function Root() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const siteNavigation = useMemo(() => ({ pathname, navigate: (to: string) => void navigate(to) }), [pathname, navigate]);
  return (
    <SessionProvider>
      <ViewportProvider>
        <SiteNavigationContext.Provider value={siteNavigation}>
          <ScrollRestoration />
          <FocusOnNavigate />
          <Outlet />
        </SiteNavigationContext.Provider>
      </ViewportProvider>
    </SessionProvider>
  );
}

/** A page that failed to render or load (a chunk missing after a deploy, a bug): say so and offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('[router] page failed', error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  const isChunkError = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="surface-dark grid min-h-dvh place-items-center bg-ink px-6 py-16 text-cream outline-none"
    >
      <div className="w-full max-w-lg text-center">
        <p className="eyebrow text-brand-bright">Something went wrong</p>
        <h1 className="mt-4 font-display text-4xl">
          {isChunkError ? 'This page could not be loaded' : 'This page could not be shown'}
        </h1>
        <p className="mt-4 leading-7 text-mist">
          {isChunkError
            ? 'A newer version of the site may have been published. Reloading usually fixes it.'
            : 'Please reload the page. If it happens again, let us know.'}
        </p>
        <pre className="mt-6 overflow-x-auto rounded-xl border border-ink-line bg-ink-2 px-4 py-3 text-left font-mono text-sm whitespace-pre-wrap text-brand-bright">
          {message}
        </pre>
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <a href={ROUTES.home} className={buttonClasses('outline-light')}>
            Home
          </a>
        </div>
      </div>
    </main>
  );
}
