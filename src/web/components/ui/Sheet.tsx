// A slide-over panel (small-screen navigation) built on Radix Dialog: focus is trapped while open,
// Escape and the overlay close it, and focus returns to the toggle.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/60 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'surface-dark fixed inset-y-0 z-50 flex w-[min(20rem,86vw)] flex-col bg-ink text-cream shadow-lift outline-none',
            side === 'left' ? 'left-0 animate-slide-in-left' : 'right-0 animate-slide-in-right',
            className,
          )}
        >
          <div className="flex items-center justify-between border-b border-ink-line px-5 py-4">
            <Dialog.Title className="eyebrow text-mist">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-10 place-items-center rounded-full text-cream transition hover:bg-cream/10"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description ?? title}</Dialog.Description>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
