// The on-screen keyboard on phones, found through the visualViewport API so the chat's input can stay
// above it.
import { useEffect, useState } from 'react';

/** Spec 9: the visual viewport must shrink by more than this for the keyboard to count as open. */
export const KEYBOARD_THRESHOLD_PX = 150;

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
