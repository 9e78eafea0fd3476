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

/** The element the server writes the public configuration into, so the first paint needs no request. */
export const CONFIG_ELEMENT_ID = 'app-config';

/** The configuration the server wrote into the page, or null (the Vite dev server writes none). */
export function readEmbeddedConfig(): PublicConfig | null {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as PublicConfig;
    return value && typeof value === 'object' && value.brand && value.links ? value : null;
  } catch {
    return null;
  }
}

/** The brand colour and the default tab title, once the configuration is known. */
export function applyBrand(config: PublicConfig): void {
  if (/^#[0-9a-f]{6}$/i.test(config.brand.color)) document.documentElement.style.setProperty('--brand', config.brand.color);
  document.title = `${config.brand.shortName} · ${config.brand.name}`;
}
