// The dashboard's sections at phone width (decision 039): eleven tabs would wrap into rows that fill the
// first screen, so one button names the open section and opens a menu of them all (Radix DropdownMenu:
// arrow keys, Home/End, type-ahead, Escape returns to the button). Choosing one sets ?tab= as the tabs do,
// and the open panel keeps its tabpanel role, named by its hidden tab.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tab } from './AdminDashboardPage';

type DashboardTabMenuProps = {
  tabs: Tab[];
  current: string;
  onChoose: (tab: string) => void;
  /** A tab's count badge, as the strip shows it. */
  countOf: (tab: string) => ReactNode;
};

export function DashboardTabMenu({ tabs, current, onChoose, countOf }: DashboardTabMenuProps) {
  const open = tabs.find((tab) => tab.value === current) ?? tabs[0];
  const OpenIcon = open.icon;
  return (
    <div className="sm:hidden">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex h-14 w-full items-center gap-3 rounded-2xl border border-line bg-paper px-4 text-left shadow-card data-[state=open]:border-ink">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-ink text-brand-bright">
            <OpenIcon className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-[0.68rem] font-semibold tracking-[0.14em] text-stone uppercase">Section</span>
            <span className="block truncate font-semibold text-ink">{open.label}</span>
          </span>
          {countOf(open.value)}
          <ChevronDown className="size-5 text-stone" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={8}
            collisionPadding={12}
            className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-[var(--radix-dropdown-menu-trigger-width)] animate-rise overflow-y-auto overscroll-contain rounded-2xl border border-line bg-paper p-2 shadow-lift"
          >
            <DropdownMenu.RadioGroup value={current} onValueChange={onChoose}>
              {tabs.map(({ value, label, icon: Icon }) => (
                <DropdownMenu.RadioItem
                  key={value}
                  value={value}
                  className="flex h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-[0.95rem] font-medium text-ink outline-none select-none data-[highlighted]:bg-cream-2 data-[state=checked]:font-semibold"
                >
                  <Icon className="size-4 text-brand-deep" aria-hidden="true" />
                  <span className="flex-1">{label}</span>
                  {countOf(value)}
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-brand-deep" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
