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

/** A value the server wrote into the page as a JSON script element, or null (the Vite dev server
 * writes none). The server writes `app-config` (the public configuration) and, for someone signed in,
 * `app-me` (who they are), so the first paint waits for neither request. */
export function readEmbeddedJson<T extends object>(id: 'app-config' | 'app-me'): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

export function readEmbeddedConfig(): PublicConfig | null {
  const config = readEmbeddedJson<PublicConfig>('app-config');
  return config?.brand && config.links ? config : null;
}

/** The brand colour and the default tab title, once the configuration is known. */
export function applyBrand(config: PublicConfig): void {
  if (/^#[0-9a-f]{6}$/i.test(config.brand.color)) document.documentElement.style.setProperty('--brand', config.brand.color);
  document.title = `${config.brand.shortName} · ${config.brand.name}`;
}
