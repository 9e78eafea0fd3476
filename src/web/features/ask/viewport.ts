// Small-screen helpers for the chat: the 768 px breakpoint (spec 9) and the on-screen keyboard, found
// through the visualViewport API so the input can stay above it.
import { useEffect, useState, useSyncExternalStore } from 'react';

/** Spec 9: the mobile layout is used below this width. */
export const MOBILE_MAX_WIDTH_PX = 767.98;
/** Spec 9: the visual viewport must shrink by more than this for the keyboard to count as open. */
export const KEYBOARD_THRESHOLD_PX = 150;

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(MOBILE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/**
 * How far the on-screen keyboard covers the bottom of the layout viewport, in px: 0 when it is closed,
 * on wide screens, or while the page is pinch-zoomed (a zoom shrinks the visual viewport too).
 */
export function useKeyboardInset(enabled: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!enabled || !viewport) {
      setInset(0);
      return;
    }
    const measure = () => {
      const covered = window.innerHeight - viewport.height - viewport.offsetTop;
      const zoomed = viewport.scale > 1.01;
      setInset(!zoomed && covered > KEYBOARD_THRESHOLD_PX ? Math.round(covered) : 0);
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, [enabled]);
  return inset;
}
