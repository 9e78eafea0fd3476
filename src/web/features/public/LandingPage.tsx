// `/` for visitors (spec 2.3): logo, MEMBER LOGIN, the tagline and a CONTACT email link.
import { ArrowRight, Mail } from 'lucide-react';
import { SiteLink } from '../../components/SiteLink';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Monogram } from '../../components/ui/Monogram';
import { useConfig } from '../../lib/config';
import { NETWORK_DESCRIPTION, TAGLINE } from '../../lib/copy';
import { usePageTitle } from '../../lib/use-page-title';

export function LandingPage() {
  usePageTitle();
  const { brand, links } = useConfig();
  return (
    <section className="surface-dark relative flex flex-1 items-center overflow-hidden bg-ink text-cream">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 size-[56rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--brand)_20%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-brand/40 to-transparent"
      />
      <div className="relative mx-auto flex w-full max-w-4xl flex-col items-center px-6 py-20 text-center sm:py-28">
        <Monogram letter={brand.shortName} className="size-24 drop-shadow-[0_12px_40px_rgb(0_0_0/0.5)] sm:size-28" />
        <p className="eyebrow mt-10 text-brand-bright">{brand.name}</p>
        <h1 className="mt-6 font-display text-[2.75rem] leading-[1.04] text-balance sm:text-7xl">{TAGLINE}</h1>
        <p className="mt-7 max-w-xl text-lg leading-8 text-mist">{NETWORK_DESCRIPTION}</p>
        <div className="mt-12 flex w-full flex-col items-stretch justify-center gap-4 sm:w-auto sm:flex-row sm:items-center">
          <SiteLink to={ROUTES.login} className={buttonClasses('primary', 'lg')}>
            MEMBER LOGIN
            <ArrowRight className="size-4" aria-hidden="true" />
          </SiteLink>
          {links.contactEmail ? (
            <a href={`mailto:${links.contactEmail}`} className={buttonClasses('outline-light', 'lg')}>
              <Mail className="size-4" aria-hidden="true" />
              CONTACT
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
