import type { ReactNode } from 'react';
import { DarkBand } from '../../components/ui/DarkBand';

/** The dark band that opens every public content page: overline, serif title, optional lead. */
export function PageHero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: ReactNode }) {
  return (
    <DarkBand glowAt="-top-48 right-[-10rem]" glow="strong">
      <div className="relative mx-auto max-w-5xl px-5 pt-16 pb-14 sm:px-8 sm:pt-24 sm:pb-20 lg:px-10">
        <p className="eyebrow text-brand-bright">{eyebrow}</p>
        <h1 className="mt-5 max-w-3xl font-display text-[2.6rem] leading-[1.05] sm:text-6xl">{title}</h1>
        {lead ? <div className="mt-6 max-w-2xl text-lg leading-8 text-mist">{lead}</div> : null}
      </div>
    </DarkBand>
  );
}
