import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, AUDIT_AREAS } from '../../../../common/contracts/activity';
import {
  actionsByArea,
  activityFilterInput,
  hasActivityFilters,
  readActivityView,
  withActivityFilters,
  withActivityPage,
  withoutActivityFilters,
} from './filters';

const params = (text: string) => new URLSearchParams(text);

describe('the Activity tab’s address', () => {
  it('reads the filters and the page, trimmed, with missing ones empty', () => {
    expect(readActivityView(params('tab=activity&actor=a@x.com&subject=%20Salon%20&page=3'))).toEqual({
      filters: { actor: 'a@x.com', action: '', subject: 'Salon', from: '', to: '' },
      page: 3,
    });
  });

  it('reads an unreadable page as the first', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(readActivityView(params(`page=${page}`)).page).toBe(1);
  });

  it('sets and removes filters, keeps the tab and goes back to the first page', () => {
    const next = withActivityFilters(params('tab=activity&actor=a@x.com&page=4'), { action: 'event.update', actor: '' });
    expect(next.toString()).toBe('tab=activity&action=event.update');
  });

  it('writes the first page as no page', () => {
    expect(withActivityPage(params('tab=activity&page=2'), 1).toString()).toBe('tab=activity');
    expect(withActivityPage(params('tab=activity'), 3).toString()).toBe('tab=activity&page=3');
  });

  it('clears every filter and the page but not the tab', () => {
    expect(
      withoutActivityFilters(params('tab=activity&actor=a&action=b&subject=c&from=2026-01-01&to=2026-01-02&page=2')).toString(),
    ).toBe('tab=activity');
  });

  it('knows when a filter is set and passes only those to the API', () => {
    const { filters } = readActivityView(params('tab=activity&from=2026-03-01'));
    expect(hasActivityFilters(filters)).toBe(true);
    expect(activityFilterInput(filters)).toEqual({ from: '2026-03-01' });
    expect(hasActivityFilters(readActivityView(params('tab=activity&page=2')).filters)).toBe(false);
  });
});

describe('actionsByArea', () => {
  it('lists every catalogued action once, grouped in the areas’ order', () => {
    const groups = actionsByArea();
    expect(groups.map((group) => group.area)).toEqual(AUDIT_AREAS.filter((area) => groups.some((group) => group.area === area)));
    expect(groups.flatMap((group) => group.actions.map((action) => action.name)).sort()).toEqual([...AUDIT_ACTION_NAMES].sort());
    const update = groups.find((group) => group.area === 'Events')!.actions.find((action) => action.name === 'event.update')!;
    expect(update.label).toBe('Event edited');
  });
});
