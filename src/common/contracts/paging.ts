// The query of every paged list: ?page (from 1) and ?pageSize (from 1 to the list's most, its own size by
// default), refused with the same plain messages everywhere. Numbers, so no text rule applies.
import { z } from 'zod';
import { PAGING_MESSAGES as M } from '../messages';

export const MAX_PAGE = 100_000;

/** ?page: a whole number from 1; the first page by default. */
export const pageQuery = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .max(MAX_PAGE, M.invalidPage)
  .default(1);

/** ?pageSize: a whole number from 1 to `max`; `fallback` by default. */
export function pageSizeQuery(fallback: number, max = 100) {
  const invalid = M.invalidPageSize(max);
  return z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(max, invalid).default(fallback);
}
