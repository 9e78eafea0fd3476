// Start-up: the public configuration and who is calling, both before the first page renders. A failed
// configuration fetch shows 'Configuration Error'; any other start-up failure 'Startup Error' (spec 8).
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { publicConfigSchema, type PublicConfig } from '../../common/caller';
import { STARTUP_MESSAGES } from '../../common/messages';
import { API } from '../../common/routes';
import { api, errorMessage } from '../lib/api';
import { ConfigContext } from '../lib/config';
import { meQueryOptions } from '../lib/session';
import { router } from './router';
import { Splash, StartupErrorScreen } from './StartupError';

async function fetchConfig(): Promise<PublicConfig> {
  const raw = await api<unknown>(API.config);
  const parsed = publicConfigSchema.safeParse(raw);
  if (!parsed.success) throw new Error('The server answered with a configuration this app cannot read.');
  return parsed.data;
}

export function Boot() {
  const config = useQuery({ queryKey: ['config'], queryFn: fetchConfig, staleTime: Infinity, gcTime: Infinity });
  const me = useQuery(meQueryOptions());

  useLayoutEffect(() => {
    if (!config.data) return;
    const root = document.documentElement;
    if (/^#[0-9a-f]{6}$/i.test(config.data.brand.color)) root.style.setProperty('--brand', config.data.brand.color);
    document.title = `${config.data.brand.shortName} · ${config.data.brand.name}`;
  }, [config.data]);

  if (config.isError) {
    return (
      <StartupErrorScreen
        title={STARTUP_MESSAGES.configurationError}
        detail="This site could not load its configuration. If you run it, check the server's environment variables, then try again."
        error={errorMessage(config.error)}
        onRetry={() => void config.refetch()}
        retrying={config.isFetching}
      />
    );
  }
  if (me.isError && !me.data) {
    return (
      <StartupErrorScreen
        title={STARTUP_MESSAGES.startupError}
        error={errorMessage(me.error)}
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
