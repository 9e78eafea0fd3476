// A post's or an event's cover picture. A picture that fails to load is removed rather than shown broken (spec 2.4).
import { useState } from 'react';
import { cn } from './cn';

export function CoverImage({
  src,
  alt = '',
  className,
  fallback = null,
}: {
  src: string | null;
  alt?: string;
  className?: string;
  fallback?: React.ReactNode;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('object-cover', className)}
    />
  );
}
