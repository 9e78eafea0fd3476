// A confirmation before an action that cannot be taken back (spec 5, 'Confirmations'), on Radix Dialog:
// focus is trapped, Escape cancels, and focus returns to the button that opened it.
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cn } from './cn';

type ConfirmDialogProps = {
  open: boolean;
  /** Cancel, Escape, or a click outside (not while the action runs). */
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  tone: 'danger' | 'dark';
  icon: LucideIcon;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes; by default back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
};

export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  tone,
  icon: Icon,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy || next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/55 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-rise rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-lift outline-none sm:p-7"
        >
          <div className="flex items-start gap-4">
            <div
              className={cn(
                'grid size-11 shrink-0 place-items-center rounded-xl',
                tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand-deep',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </div>
            <div className="min-w-0">
              <Dialog.Title className="font-display text-2xl leading-tight text-ink">{title}</Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-2 text-[0.95rem] leading-7 text-stone">{description}</div>
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant={tone} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ConfirmDeleteProps = Omit<ConfirmDialogProps, 'confirmLabel' | 'busyLabel' | 'tone' | 'icon'>;

/** The confirmation before deleting something from a dashboard list: 'Delete', 'Deleting...', in the danger tone. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  return <ConfirmDialog {...props} confirmLabel="Delete" busyLabel="Deleting..." tone="danger" icon={Trash2} />;
}

type ConfirmRemoveProps = Omit<ConfirmDialogProps, 'confirmLabel' | 'busyLabel' | 'tone' | 'icon'> & {
  /** 'Remove' unless the button should name what goes ('Remove photo'). */
  confirmLabel?: string;
  /** What is removed (a person, an answer); a bin by default. */
  icon?: LucideIcon;
};

/** The confirmation before taking something off (an FAQ entry, a connection, an answer, one's photo): it can be
 * put back or asked for again, so 'Remove', not 'Delete'; 'Removing...', in the danger tone. */
export function ConfirmRemove({ confirmLabel = 'Remove', icon = Trash2, ...props }: ConfirmRemoveProps) {
  return <ConfirmDialog {...props} confirmLabel={confirmLabel} busyLabel="Removing..." tone="danger" icon={icon} />;
}
