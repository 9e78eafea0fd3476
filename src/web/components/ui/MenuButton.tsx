// A menu button (WAI-ARIA menu button pattern) without a positioning library: the menu opens below the
// button, the first item takes focus, arrow keys, Home and End move between items, Escape closes it and
// returns focus to the button, and Tab or a click elsewhere closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export type MenuButtonItem = { key: string; label: string; icon?: ReactNode; onSelect: () => void };

type MenuButtonProps = {
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  /** Shown above the items, outside the list of choices (e.g. who is signed in). */
  header?: ReactNode;
  items: MenuButtonItem[];
  buttonClassName?: string;
  menuClassName?: string;
};

export function MenuButton({ label, children, header, items, buttonClassName, menuClassName }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // focusItem reads refs only; opening is the one moment that moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: () => {
        setOpen(false);
        button.current?.focus();
      },
    };
    if (event.key === 'Tab') setOpen(false);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={buttonClassName}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <div className={cn('absolute top-full right-0 z-50 mt-2.5', menuClassName)} onKeyDown={onMenuKeyDown}>
          {header}
          <div id={menuId} role="menu" aria-label={label}>
            {items.map((item, index) => (
              <button
                key={item.key}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="flex h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-ink outline-none select-none hover:bg-cream-2 focus:bg-cream-2"
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
