// Tells a database that is down or restarting (answer 503, recover by itself) from a bug (500).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code && UNAVAILABLE_CODES.has(current.code)) return true;
    if (/Connection terminated|connect ECONNREFUSED|PGlite is closed|timeout exceeded when trying to connect|Cannot use a pool after calling end|is not queryable/i.test(current.message ?? '')) return true;
    current = current.cause as typeof current;
  }
  return false;
}
