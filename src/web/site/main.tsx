// The light public site: what a visitor downloads for /, /aboutus, /masteryou and /privacy-policy. The
// server serves site.html instead of the app to requests without a session (issue 8: the public home
// within 100 KB of JavaScript). No router, no data library, no dialog library: the pages are static and
// the configuration is written into the page by the server. Links to /login load the full app.
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PublicConfig } from '../../common/caller';
import { STARTUP_MESSAGES } from '../../common/messages';
import { SESSION_ROUTES } from '../../common/contracts/session-routes';
import { ROUTES } from '../../common/routes';
import { PublicFrame } from '../components/PublicFrame';
import { AboutPage } from '../features/public/AboutPage';
import { LandingPage } from '../features/public/LandingPage';
import { MasteryouPage } from '../features/public/MasteryouPage';
import { PrivacyPolicyPage } from '../features/public/PrivacyPolicyPage';
import { applyBrand, ConfigContext, readEmbeddedConfig } from '../lib/config';
import '../styles.css';

const PAGES: Record<string, () => ReactNode> = {
  [ROUTES.home]: () => <LandingPage />,
  [ROUTES.aboutUs]: () => <AboutPage />,
  [ROUTES.masteryou]: () => <MasteryouPage />,
  [ROUTES.privacyPolicy]: () => <PrivacyPolicyPage />,
};

/** '/aboutus/' → '/aboutus'. A loop, because `/\/+$/` is quadratic on a long run of slashes (decision 017). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

function PublicSite() {
  const [config, setConfig] = useState<PublicConfig | null>(readEmbeddedConfig);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (config) {
      applyBrand(config);
      return;
    }
    fetch(SESSION_ROUTES.config.path, { headers: { Accept: 'application/json' } })
      .then((response) =>
        response.ok ? (response.json() as Promise<PublicConfig>) : Promise.reject(new Error(String(response.status))),
      )
      .then(setConfig, () => setFailed(true));
  }, [config]);

  if (failed) {
    return (
      <main className="grid min-h-dvh place-items-center bg-ink px-6 text-center text-cream">
        <div>
          <h1 className="font-display text-3xl">{STARTUP_MESSAGES.configurationError}</h1>
          <p className="mt-3 text-mist">This site could not load its configuration. Please try again in a moment.</p>
        </div>
      </main>
    );
  }
  if (!config) return null;
  const page = PAGES[withoutTrailingSlashes(window.location.pathname) || ROUTES.home] ?? PAGES[ROUTES.home];
  return (
    <ConfigContext.Provider value={config}>
      <PublicFrame account={{ label: 'Member Login', to: ROUTES.login }}>{page()}</PublicFrame>
    </ConfigContext.Provider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('site.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <PublicSite />
  </StrictMode>,
);
