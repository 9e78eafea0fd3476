// What the pages need to know about the screen: the phone layout below 768 px (spec 9) and whether the
// person asked their system for reduced motion. Root provides it once for the whole app.
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/** Spec 9: the mobile layout is used below 768 px. */
export const MOBILE_MAX_WIDTH_PX = 767.98;
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True while the media query matches; follows resizes, rotation and changed system settings. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export type Viewport = { isMobile: boolean; prefersReducedMotion: boolean };

const ViewportContext = createContext<Viewport>({ isMobile: false, prefersReducedMotion: false });

export function ViewportProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const viewport = useMemo(() => ({ isMobile, prefersReducedMotion }), [isMobile, prefersReducedMotion]);
  return <ViewportContext.Provider value={viewport}>{children}</ViewportContext.Provider>;
}

export const useViewport = () => useContext(ViewportContext);
