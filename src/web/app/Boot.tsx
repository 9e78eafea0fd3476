// Start-up: the public configuration and who is calling, both before the first page renders. A failed
// configuration fetch shows 'Configuration Error'; any other start-up failure 'Startup Error' (spec 8).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { STARTUP_MESSAGES } from '../../common/messages';
import { SESSION_ROUTES } from '../../common/contracts/session-routes';
import { ROUTES } from '../../common/routes';
import { call } from '../lib/call';
import { applyBrand, ConfigContext, readEmbeddedConfig, readEmbeddedJson } from '../lib/config';
import type { MeResponse, PublicConfig } from '../../common/caller';
import { isInside, meQueryOptions } from '../lib/session';
import { spotlightQueryOptions } from '../features/content/spotlight-query';
import { router } from './router';
import { Splash, StartupErrorScreen } from './StartupError';

// The server writes the configuration into the page; the request is the fallback (the Vite dev server).
async function fetchConfig(): Promise<PublicConfig> {
  // Checked all the same: a proxy or an older server in front may answer something else.
  const raw: Partial<PublicConfig> = await call(SESSION_ROUTES.config);
  if (!raw?.brand || !raw.links || !raw.auth || !raw.push)
    throw new Error('The server answered with a configuration this app cannot read.');
  return raw as PublicConfig;
}

const embeddedConfig = readEmbeddedConfig() ?? undefined;
const embeddedMe = readEmbeddedJson<MeResponse>('app-me') ?? undefined;
const pageLoadedAt = Date.now();

/** Spec 8 'Start-up': the screen shows the error's own text, whatever failed. */
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

export function Boot() {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: fetchConfig,
    initialData: embeddedConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const me = useQuery({ ...meQueryOptions(), initialData: embeddedMe, initialDataUpdatedAt: pageLoadedAt });
  const queryClient = useQueryClient();
  // A member opening the home page: its carousel's request starts now, beside the member area's code.
  useLayoutEffect(() => {
    if (embeddedMe && isInside(embeddedMe.kind) && window.location.pathname === ROUTES.home)
      void queryClient.prefetchQuery(spotlightQueryOptions());
  }, [queryClient]);

  useLayoutEffect(() => {
    if (config.data) applyBrand(config.data);
  }, [config.data]);

  if (config.isError) {
    return (
      <StartupErrorScreen
        title={STARTUP_MESSAGES.configurationError}
        detail="This site could not load its configuration. If you run it, check the server's environment variables, then try again."
        error={errorText(config.error)}
        onRetry={() => void config.refetch()}
        retrying={config.isFetching}
      />
    );
  }
  if (me.isError && !me.data) {
    return (
      <StartupErrorScreen
        title={STARTUP_MESSAGES.startupError}
        error={errorText(me.error)}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  if (!config.data || !me.data) return <Splash />;

  return (
    <ConfigContext.Provider value={config.data}>
      <RouterProvider router={router} />
    </ConfigContext.Provider>
  );
}
