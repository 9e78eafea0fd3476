import { useId } from 'react';
import { cn } from './cn';

/**
 * The brand mark: the short name's initial in a serif, gold on ink, framed. Drawn inline so it follows
 * the configured short name and brand colour (public/favicon.svg is the static default).
 */
export function Monogram({ letter, className, framed = true }: { letter: string; className?: string; framed?: boolean }) {
  const gradient = `mono-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" className={cn('shrink-0', className ?? 'size-10')} aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'color-mix(in oklab, var(--brand) 70%, white)' }} />
          <stop offset="0.55" style={{ stopColor: 'var(--brand)' }} />
          <stop offset="1" style={{ stopColor: 'color-mix(in oklab, var(--brand) 70%, black)' }} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#0d0c0b" />
      {framed ? (
        <rect
          x="5.5"
          y="5.5"
          width="53"
          height="53"
          rx="10"
          fill="none"
          stroke={`url(#${gradient})`}
          strokeOpacity="0.6"
          strokeWidth="1.5"
        />
      ) : null}
      <text
        x="32"
        y="44.5"
        textAnchor="middle"
        fontFamily="'Iowan Old Style','Palatino Linotype',Palatino,'Times New Roman','Liberation Serif',serif"
        fontSize="33"
        fill={`url(#${gradient})`}
      >
        {letter.slice(0, 1).toUpperCase()}
      </text>
      <path d="M22 51.5h20" stroke={`url(#${gradient})`} strokeWidth="1.2" strokeLinecap="round" opacity="0.8" />
    </svg>
  );
}
