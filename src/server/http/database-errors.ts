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
  for (
    let current = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (current.code && UNAVAILABLE_CODES.has(current.code)) return true;
    if (
      /Connection terminated|connect ECONNREFUSED|PGlite is closed|timeout exceeded when trying to connect|Cannot use a pool after calling end|is not queryable/i.test(
        current.message ?? '',
      )
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** A unique constraint refused the write (23505): another request wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * Text PostgreSQL refused to store or compare: a NUL in text (22021 'invalid byte sequence for encoding
 * "UTF8": 0x00'), \u0000 in jsonb (22P05 'unsupported Unicode escape sequence'), a lone surrogate in
 * jsonb (22P02 'invalid input syntax for type json', with a surrogate in its detail), or chr(0) (54000
 * 'null character not permitted'). The contracts refuse all of these first (common/contracts/text.ts);
 * this is what the error handler answers 400 for if one ever gets past them.
 */
export function isUnstorableText(error: unknown): boolean {
  for (
    let current = error as { code?: string; message?: string; detail?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    const message = current.message ?? '';
    if (current.code === '22021' || current.code === '22P05') return true;
    if (current.code === '54000' && /null character not permitted/i.test(message)) return true;
    if (current.code === '22P02' && /surrogate/i.test(`${message} ${current.detail ?? ''}`)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
