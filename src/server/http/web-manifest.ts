// The web app manifest (issue 34, decision 052): what makes the product installable, with the names from the
// brand configuration, so it is written by the server (like the configuration in the page) rather than
// kept as a file of the build. The icons are the build's (public/icons, drawn by scripts/app-icons.ts).
import type { PublicConfig } from '../../common/caller';

/** The top bar's ink: the installed app's title bar and its splash screen match the product's header. */
const INK = '#0d0c0b';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export function webAppManifest({ brand }: Pick<PublicConfig, 'brand'>) {
  return {
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: `${brand.name}: the members' network.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: INK,
    background_color: INK,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
