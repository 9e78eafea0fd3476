// /contact shows only 'Coming Soon' (spec 2.1); /aiTools, /openRoles and /memberLocation are real pages now.
import { DarkBand } from '../../components/ui/DarkBand';
import { Monogram } from '../../components/ui/Monogram';
import { useBrand } from '../../lib/config';
import { usePageTitle } from '../../lib/use-page-title';

export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  const { shortName } = useBrand();
  return (
    <DarkBand
      className="grid min-h-[calc(100dvh-12rem)] place-items-center rounded-[var(--radius-card)] px-6 py-20 text-center"
      glowAt="top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2"
      glow="soft"
    >
      <div className="relative">
        <Monogram letter={shortName} className="mx-auto size-14 opacity-90" />
        <p className="eyebrow mt-8 text-brand-bright">{title}</p>
        <h1 className="mt-4 font-display text-5xl sm:text-7xl">Coming Soon</h1>
      </div>
    </DarkBand>
  );
}
