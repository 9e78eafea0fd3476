// The heading of a card on the Security page (its sessions, passkeys, two-factor sign-in, password): the
// card's icon on ink, its name and one line on what it is for.
import type { LucideIcon } from 'lucide-react';
import { IconTile } from '../../components/ui/IconTile';

export function SectionHeading({ icon, id, title, summary }: { icon: LucideIcon; id: string; title: string; summary: string }) {
  return (
    <div className="flex items-start gap-4">
      <IconTile icon={icon} className="size-12 rounded-2xl bg-ink text-brand-bright" iconClassName="size-5" />
      <div>
        <h2 id={id} className="font-display text-2xl">
          {title}
        </h2>
        <p className="mt-1 max-w-xl text-sm leading-6 text-stone">{summary}</p>
      </div>
    </div>
  );
}
