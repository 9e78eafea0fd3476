// Every administrator page's frame: the admin bar, then the page in a centred column.
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { AdminHeader } from './AdminHeader';

export function AdminFrame({ width, children }: { width: 'wide' | 'narrow'; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-cream">
      <AdminHeader />
      <main
        id="main-content"
        tabIndex={-1}
        className={cn('mx-auto px-4 pt-10 pb-20 outline-none sm:px-8 sm:pt-14', width === 'wide' ? 'max-w-7xl' : 'max-w-3xl')}
      >
        {children}
      </main>
    </div>
  );
}
