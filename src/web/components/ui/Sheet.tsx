// A slide-over panel (small-screen navigation, the chat's conversation drawer) on the native modal
// <dialog>: the rest of the page is inert while it is open, Escape and a click on the backdrop close it,
// and focus returns to the toggle. No dialog library, so the member home and the public site stay light.
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { IconButton } from './IconButton';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'left' | 'right';
  title: string;
  /** Visually hidden description for assistive technology. */
  description?: string;
  children: ReactNode;
  className?: string;
};

export function Sheet({ open, onOpenChange, side = 'left', title, description, children, className }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    // The page behind stays where it is while the panel is open.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its panel.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        'surface-dark fixed inset-y-0 m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none flex-col bg-ink p-0 text-cream shadow-lift outline-none open:flex',
        'backdrop:animate-fade-in backdrop:bg-ink/60 backdrop:backdrop-blur-[2px]',
        side === 'left' ? 'right-auto left-0 animate-slide-in-left' : 'right-0 left-auto animate-slide-in-right',
        className,
      )}
    >
      <div className="flex items-center justify-between border-b border-ink-line px-5 py-4">
        <h2 id={titleId} className="eyebrow text-mist">
          {title}
        </h2>
        <IconButton icon={X} label="Close menu" surface="dark" className="text-cream" onClick={() => onOpenChange(false)} />
      </div>
      <p id={descriptionId} className="sr-only">
        {description ?? title}
      </p>
      <div className="flex-1 overflow-y-auto">{open ? children : null}</div>
    </dialog>
  );
}
