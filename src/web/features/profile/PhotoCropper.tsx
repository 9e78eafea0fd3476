// Choosing the square of a photo (issue 33): the photo behind a square frame with the round avatar marked
// on it; drag it or use the arrow keys to move it, the slider or + and − to zoom. What it reports is the
// square in pixels of the photo as the browser shows it (upright, by its EXIF orientation, as the server
// turns it before cutting the same square). Our own small component: no library enters the bundle.
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { PhotoCrop } from '../../../common/contracts/photos';

/** Where the square is: its centre in photo pixels, and how far in (1: the whole short side). */
export type CropView = { zoom: number; centerX: number; centerY: number };

export const MAX_ZOOM = 4;
/** The frame's side in CSS pixels (it fits a 375 px screen with the card's padding). */
const FRAME = 256;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The whole short side, centred: where a new photo starts. */
export const centredView = (width: number, height: number): CropView => ({ zoom: 1, centerX: width / 2, centerY: height / 2 });

/** The square a view shows, kept inside the photo, in whole pixels. */
export function cropOf(view: CropView, width: number, height: number): PhotoCrop {
  const size = Math.floor(Math.min(width, height) / clamp(view.zoom, 1, MAX_ZOOM));
  const left = Math.round(clamp(view.centerX - size / 2, 0, width - size));
  const top = Math.round(clamp(view.centerY - size / 2, 0, height - size));
  return { left, top, size };
}

/** The view moved by (dx, dy) photo pixels and zoomed to `zoom`, its square kept inside the photo. */
function moved(view: CropView, width: number, height: number, dx: number, dy: number, zoom = view.zoom): CropView {
  const z = clamp(zoom, 1, MAX_ZOOM);
  const half = Math.min(width, height) / z / 2;
  return {
    zoom: z,
    centerX: clamp(view.centerX + dx, half, width - half),
    centerY: clamp(view.centerY + dy, half, height - half),
  };
}

export function PhotoCropper({
  src,
  width,
  height,
  view,
  onChange,
}: {
  src: string;
  width: number;
  height: number;
  view: CropView;
  onChange: (view: CropView) => void;
}) {
  const crop = cropOf(view, width, height);
  const scale = FRAME / crop.size;
  const drag = useRef<{ x: number; y: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  // A new photo's next step is placing its square: the frame takes the focus as it appears.
  useEffect(() => frame.current?.focus(), []);
  const helpId = useId();
  const zoomId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const step = crop.size * (event.shiftKey ? 0.2 : 0.05);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    if (moves[event.key]) onChange(moved(view, width, height, ...moves[event.key]));
    else if (event.key === '+' || event.key === '=') onChange(moved(view, width, height, 0, 0, view.zoom + 0.25));
    else if (event.key === '-' || event.key === '_') onChange(moved(view, width, height, 0, 0, view.zoom - 0.25));
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    // Dragging the photo right shows more of its left: the square moves the other way.
    onChange(moved(view, width, height, -dx / scale, -dy / scale));
  };

  return (
    <div className="grid justify-items-center gap-4">
      <div
        ref={frame}
        role="group"
        tabIndex={0}
        aria-label="Photo square"
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        className="relative size-64 cursor-grab touch-none overflow-hidden rounded-2xl bg-ink outline-offset-4 select-none focus-visible:outline-2 focus-visible:outline-brand-deep active:cursor-grabbing"
        data-crop={`${crop.left},${crop.top},${crop.size}`}
      >
        <img
          src={src}
          alt=""
          draggable={false}
          className="pointer-events-none absolute max-w-none"
          style={{ width: width * scale, height: height * scale, left: -crop.left * scale, top: -crop.top * scale }}
        />
        {/* The round avatar other members will see, the corners dimmed. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_200px_rgb(20_20_20/0.55)]"
        />
      </div>
      <p id={helpId} className="max-w-xs text-center text-sm text-stone">
        Drag the photo or use the arrow keys to move it; + and − zoom.
      </p>
      <div className="flex w-full max-w-xs items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-semibold text-ink">
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={view.zoom}
          onChange={(event) => onChange(moved(view, width, height, 0, 0, Number(event.target.value)))}
          className="h-6 flex-1 accent-brand-deep"
        />
      </div>
    </div>
  );
}
