// The public configuration (GET /api/config), loaded once at start-up by app/Boot and offered to every
// component. Brand texts, external links and which sign-in methods exist all come from here.
import { createContext, useContext } from 'react';
import type { PublicConfig } from '../../common/caller';

export const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside the configuration provider');
  return config;
}

export function useBrand(): PublicConfig['brand'] {
  return useConfig().brand;
}

/** Labels such as `ASK FMC`. */
export function useAskLabel(): string {
  return `ASK ${useBrand().shortName.toUpperCase()}`;
}
