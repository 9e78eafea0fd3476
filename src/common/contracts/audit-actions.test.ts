// Every action the log records reads as words on the Activity tab (issue 32, item 7: raw codes such as
// 'setup.demo-content' were shown), from the one catalogue beside the actions.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, AUDIT_AREAS, auditActionLabel } from './audit-actions';

describe('audit action labels', () => {
  it('gives every action a label, a meaning and an area', () => {
    for (const name of AUDIT_ACTION_NAMES) {
      const info = AUDIT_ACTIONS[name];
      expect(info.label.trim(), name).not.toBe('');
      expect(info.label, name).not.toBe(name);
      expect(info.label, `${name} reads as words, not a code`).not.toMatch(/[._]/);
      expect(info.meaning.trim(), name).not.toBe('');
      expect(AUDIT_AREAS, name).toContain(info.area);
    }
  });

  it('never gives two actions the same label', () => {
    const labels = AUDIT_ACTION_NAMES.map((name) => AUDIT_ACTIONS[name].label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('reads the demo content as words', () => {
    expect(auditActionLabel('setup.demo-content')).toBe('Demo content loaded');
  });
});
