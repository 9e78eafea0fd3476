// Every email, with the attacker's name of issue 28 (a line break that starts a paragraph of its own, a
// direction override) in each name, title and label it shows: what the rule now refuses may already be
// stored, so the emails make it one line themselves. A new email, in any feature, must be added to the table below.
// And every email is a registered template (mail/registry.ts, issue 34): each function's email names one, and
// each registered template is written by a function here, so the registry holds no name nothing sends.
import { describe, expect, it } from 'vitest';
import { EMAILS, templates } from '../../../tests/support/email-samples';
import { EMAIL_TEMPLATES, registrationOf } from './registry';
/** A control character other than the line feed, or a format character (direction controls, zero-width). */
const HIDDEN = /[^\P{Cc}\n]|[\p{Cf}\u2028\u2029]/u;

describe('every email', () => {
  it('is in the table', () => {
    const emails = Object.entries(templates).filter(([name, value]) => typeof value === 'function' && name.endsWith('Email'));
    expect(emails.map(([name]) => name).sort()).toEqual(Object.keys(EMAILS).sort());
  });

  it.each(Object.entries(EMAILS))('%s shows each name and title on one line, with nothing hidden', (_, make) => {
    const email = make();
    const lines = email.text.split('\n');
    // The attacker's words may be read, but only inside the sentence that names them, never as a line of their own.
    expect(lines.filter((line) => line.trimStart().startsWith('Your membership'))).toEqual([]);
    expect(email.text).not.toMatch(HIDDEN);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).not.toMatch(HIDDEN);
    expect(email.html).not.toMatch(HIDDEN);
  });

  it.each(Object.entries(EMAILS))('%s is a registered template', (_, make) => {
    expect(registrationOf(make().template)).toBeDefined();
  });

  it('leaves no registered template unwritten: each one is the email of a function above', () => {
    const written = new Set<string>(Object.values(EMAILS).map((make) => make().template));
    expect(Object.keys(EMAIL_TEMPLATES).filter((template) => !written.has(template))).toEqual([]);
  });

  it('keeps a note’s line breaks', () => {
    expect(EMAILS.connectionRequestEmail().text).toContain('First line\nSecond line reversed');
  });
});
