// The member pages' dialog (onboarding, profile results, a recommended member) on Radix Dialog: focus
// is trapped, Escape and the overlay close it unless `locked`, and focus returns to what opened it.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { IconButton } from './IconButton';

type ModalProps = {
  open: boolean;
  /** The close button, Escape or a click outside; a `locked` dialog has none of them. */
  onClose?: () => void;
  title: ReactNode;
  /** Text under the title, also read out as the dialog's description. */
  description?: ReactNode;
  /** Something above the title (an eyebrow, an icon). */
  header?: ReactNode;
  children?: ReactNode;
  /** No close button, Escape or outside click: the dialog must be completed (the onboarding modal). */
  locked?: boolean;
  className?: string;
  /** Where focus goes once it closes (by default back to what opened it): for when that is gone. */
  onCloseAutoFocus?: (event: Event) => void;
};

export function Modal({
  open,
  onClose,
  title,
  description,
  header,
  children,
  locked = false,
  className,
  onCloseAutoFocus,
}: ModalProps) {
  const prevent = (event: Event) => {
    if (locked) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (locked || next ? undefined : onClose?.())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/55 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-rise overflow-y-auto rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-lift outline-none sm:p-8',
            className,
          )}
        >
          {locked ? null : (
            <Dialog.Close asChild>
              <IconButton icon={X} label="Close" className="absolute top-4 right-4" />
            </Dialog.Close>
          )}
          {header}
          <Dialog.Title className="pr-10 font-display text-2xl leading-tight text-ink sm:text-3xl">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description asChild>
              <div className="mt-2 text-[0.95rem] leading-7 text-stone">{description}</div>
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
