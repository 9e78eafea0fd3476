// The Activity tab's view lives in the address (?tab=activity&actor=…&action=…&subject=…&from=…&to=…&page=…),
// so a link an administrator shares opens the same entries. These read and write it, keeping whatever else
// the address holds (the dashboard's ?tab=).
import {
  AUDIT_ACTIONS,
  AUDIT_AREAS,
  type ActivityFilterInput,
  type AuditAction,
  type AuditArea,
} from '../../../../common/contracts/activity';

export const FILTER_KEYS = ['actor', 'action', 'subject', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ActivityFilterValues = Record<FilterKey, string>;

export type ActivityView = { filters: ActivityFilterValues; page: number };

/** The filters and page an address asks for; a missing or unreadable page is the first. */
export function readActivityView(params: URLSearchParams): ActivityView {
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as ActivityFilterValues;
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** `params` with `changes` applied; an empty value removes its key. A changed filter starts at the first page. */
export function withActivityFilters(params: URLSearchParams, changes: Partial<ActivityFilterValues>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const trimmed = value?.trim() ?? '';
    if (trimmed) next.set(key, trimmed);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** `params` showing `page` (the first page is the address without one). */
export function withActivityPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** `params` without any filter or page: the whole log. */
export function withoutActivityFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_KEYS, 'page']) next.delete(key);
  return next;
}

export const hasActivityFilters = (filters: ActivityFilterValues) => FILTER_KEYS.some((key) => filters[key] !== '');

/** The filters as the API takes them: set ones only. */
export function activityFilterInput(filters: ActivityFilterValues): ActivityFilterInput {
  const input: ActivityFilterInput = {};
  for (const key of FILTER_KEYS) if (filters[key]) input[key] = filters[key];
  return input;
}

export type CatalogueEntry = { name: AuditAction; label: string; meaning: string };

/** The catalogue by area, in AUDIT_AREAS order: the action filter's groups and the glossary's sections. */
export function actionsByArea(): Array<{ area: AuditArea; actions: CatalogueEntry[] }> {
  const entries = Object.entries(AUDIT_ACTIONS) as Array<[AuditAction, (typeof AUDIT_ACTIONS)[AuditAction]]>;
  return AUDIT_AREAS.map((area) => ({
    area,
    actions: entries
      .filter(([, info]) => info.area === area)
      .map(([name, info]) => ({ name, label: info.label, meaning: info.meaning })),
  })).filter((group) => group.actions.length > 0);
}
