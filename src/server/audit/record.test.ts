import { describe, expect, it } from 'vitest';
import { MAX_CHANGE_VALUE_LENGTH } from '../../common/contracts/activity';
import { changeOf, changesBetween } from './record';

describe('changesBetween', () => {
  it('lists only the fields that differ, in the order of the labels, with the labels as names', () => {
    const before: Record<string, unknown> = { title: 'Salon', capacity: 40, location: 'Loft', online: false };
    const after = { title: 'Salon', capacity: 60, location: null, online: true };
    expect(changesBetween(before, after, { online: 'Online', capacity: 'Capacity', title: 'Title', location: 'Place' })).toEqual([
      { field: 'Online', from: false, to: true },
      { field: 'Capacity', from: 40, to: 60 },
      { field: 'Place', from: 'Loft', to: null },
    ]);
  });

  it('reads dates as instants and lists as comma-separated text; equal dates are no change', () => {
    const at = new Date('2026-03-01T18:30:00Z');
    expect(
      changesBetween({ date: at, tags: ['a'] }, { date: new Date(at), tags: ['a', 'b'] }, { date: 'Starts', tags: 'Tags' }),
    ).toEqual([{ field: 'Tags', from: 'a', to: 'a, b' }]);
  });

  it('ignores fields without a label, and treats missing and null alike', () => {
    expect(changesBetween<Record<string, unknown>>({ secret: 1 }, { secret: 2, link: null }, { link: 'Link' })).toEqual([]);
  });

  it('shortens long text to the kept length, ending with an ellipsis', () => {
    const [change] = changesBetween({ text: 'a'.repeat(1000) }, { text: 'b' }, { text: 'Text' });
    expect(String(change.from)).toHaveLength(MAX_CHANGE_VALUE_LENGTH);
    expect(String(change.from).endsWith('…')).toBe(true);
  });
});

describe('changeOf', () => {
  it('states one change outright', () => {
    expect(changeOf('Status', 'Active', 'Deactivated')).toEqual({ field: 'Status', from: 'Active', to: 'Deactivated' });
  });
});
