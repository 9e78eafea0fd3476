import { useEffect } from 'react';
import { useBrand } from './config';

/** Sets the browser tab title to "Page · SHORT" (or just the brand when no page title is given). */
export function usePageTitle(title?: string): void {
  const { shortName, name } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${shortName}` : `${shortName} · ${name}`;
  }, [title, shortName, name]);
}
