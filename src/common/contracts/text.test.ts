import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileInputMs, KB256 } from '../../../tests/support/cpu-time';
import { INPUT_MESSAGES } from '../messages';
import { REQUEST_ACCESS_MESSAGES } from './access-requests';
import { emailText, findUnstorableText, hasUnstorableCharacter, isSimpleEmail, recordId, text } from './text';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues.map((issue) => issue.message);

describe('hasUnstorableCharacter', () => {
  it('finds a NUL and each kind of lone surrogate, wherever it is', () => {
    for (const bad of ['\u0000', 'a\u0000', '\u0000b', '\ud800', 'a\ud800b', '\udc00', 'x\udfff', '\ud83d', '\ude00\ud83d']) {
      expect(hasUnstorableCharacter(bad)).toBe(true);
    }
  });

  it('passes whole surrogate pairs (emoji), other control characters and plain text', () => {
    for (const good of ['', 'plain', '😀', 'a😀b😀', '\u0001\t\n', 'é ü 日本語', '\uffff']) {
      expect(hasUnstorableCharacter(good)).toBe(false);
    }
  });

  it('agrees with what a UTF-8 round trip keeps, for any string', () => {
    // PostgreSQL stores UTF-8: a string survives encoding exactly when it has no lone surrogate.
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const survives = new TextDecoder().decode(new TextEncoder().encode(value)) === value && !value.includes('\u0000');
        return hasUnstorableCharacter(value) === !survives;
      }),
    );
  });
});

describe('text()', () => {
  const name = text({ max: 5, tooLong: 'Too long', required: 'Required' }).regex(/^[a-z]+$/, 'Letters only');

  it('trims, then takes text within the bound', () => {
    expect(name.parse('  abc ')).toBe('abc');
  });

  it('stops at the bound: the pattern after it never sees an overlong text', () => {
    let seen = 0;
    const watched = text({ max: 5, tooLong: 'Too long' }).refine(() => {
      seen++;
      return true;
    }, 'never');
    expect(messageOf(watched.safeParse('x'.repeat(6)))).toEqual(['Too long']);
    expect(messageOf(name.safeParse('x'.repeat(100_000)))).toEqual(['Too long']);
    expect(seen).toBe(0);
  });

  it('refuses a NUL or a lone surrogate with the plain message, before the field rule', () => {
    expect(messageOf(name.safeParse('ab\u0000'))).toEqual([INPUT_MESSAGES.unsupportedCharacter]);
    expect(messageOf(name.safeParse('\ud800'))).toEqual([INPUT_MESSAGES.unsupportedCharacter]);
  });

  it('says a required field is missing, not text, or blank with its own message', () => {
    expect(messageOf(name.safeParse(undefined))).toEqual(['Required']);
    expect(messageOf(name.safeParse(42))).toEqual(['Required']);
    expect(messageOf(name.safeParse('   '))).toEqual(['Required']);
  });

  it('keeps spaces when asked, and then bounds what was sent', () => {
    const password = text({ max: 8, tooLong: 'Too long', keepSpaces: true });
    expect(password.parse('  pass  ')).toBe('  pass  ');
    expect(messageOf(password.safeParse('  pass   '))).toEqual(['Too long']);
  });

  it('gives a general message when an optional field is not text', () => {
    expect(messageOf(text({ max: 5, tooLong: 'x' }).optional().safeParse(7))).toEqual([INPUT_MESSAGES.notText]);
  });
});

describe('isSimpleEmail (spec 5: text, an at sign, text, a dot and text)', () => {
  it.each(['a@b.co', 'first.last@example.com', 'x@y.z', 'a+tag@sub.example.org', 'a@b.c.', 'a@b..c'])('accepts %s', (email) => {
    expect(isSimpleEmail(email)).toBe(true);
  });

  it.each(['', 'a', 'a@', '@b.co', 'a@b', 'a@.co', 'a@b.', 'a@b@c.co', 'a b@c.co', 'a@b .co', 'a@b.c\n'])(
    'refuses %j',
    (email) => {
      expect(isSimpleEmail(email)).toBe(false);
    },
  );

  it('agrees with the spec pattern it replaces, on any input', () => {
    // The old pattern: right, but quadratic on a long run of dots. Compared on short inputs only.
    const spec = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const pieces = fc.constantFrom('a', 'b', '.', '@', ' ', '\t', '-', 'é');
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
        (value) => isSimpleEmail(value) === spec.test(value),
      ),
      { numRuns: 2000 },
    );
  });

  it("answers at once for the attacker's 256 KB of dots", () => {
    expect(isSimpleEmail(`a@${'.'.repeat(KB256)}@`)).toBe(false);
    expect(hostileInputMs(isSimpleEmail, (n) => `a@${'.'.repeat(n)}@`)).toBeLessThan(50);
  });

  it('is what the email field uses, after the length bound', () => {
    const email = emailText({ required: REQUEST_ACCESS_MESSAGES.fillAllFields, invalid: REQUEST_ACCESS_MESSAGES.invalidEmail });
    expect(email.parse('  Ada@Example.com ')).toBe('Ada@Example.com');
    expect(messageOf(email.safeParse(''))).toEqual([REQUEST_ACCESS_MESSAGES.fillAllFields]);
    expect(messageOf(email.safeParse('nope'))).toEqual([REQUEST_ACCESS_MESSAGES.invalidEmail]);
    expect(messageOf(email.safeParse(`a@${'.'.repeat(64_000)}@`))).toEqual(['The email address is too long']);
  });
});

describe('recordId', () => {
  const id = recordId('Not found');
  it('takes any UUID in the usual form and nothing else', () => {
    expect(id.parse('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(id.parse('00000000-0000-0000-0000-000000000000')).toBe('00000000-0000-0000-0000-000000000000');
    for (const bad of [
      '',
      'export',
      ' 0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950e0',
      '\u0000',
    ]) {
      expect(id.safeParse(bad).success).toBe(false);
    }
  });
});

describe('findUnstorableText', () => {
  it('names the first string or key that cannot be stored, however deep', () => {
    expect(findUnstorableText({ a: 'ok', b: ['fine', { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnstorableText('\u0000')).toBe('_');
    expect(findUnstorableText({ a: 'ok', n: 1, t: true, z: null, list: ['😀'] })).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let nested: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) nested = [nested];
    expect(findUnstorableText(nested)).toMatch(/^0(\.0)*$/);
  });
});
