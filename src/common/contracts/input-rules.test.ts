// Every contract, found by file, held to the input rules of decision 017: each string a request schema
// accepts is the shared text (bounded before anything else looks at it, NUL and lone surrogates refused;
// one line, with no hidden character, unless it is one of the multi-line texts or secrets named below),
// and each pattern or check anywhere in the contracts answers 256 KB of hostile input in under 50 ms of CPU
// time (tests/support/cpu-time.ts).
// A new contract file, schema, field or pattern is covered without anyone adding it here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileInputMs, KB256 } from '../../../tests/support/cpu-time';
import { INPUT_MESSAGES } from '../messages';
import { LINK_RULES } from './links';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Schemas that describe what the server sends, never what it reads: the browser parses them. */
const ANSWER_SCHEMAS = new Set([
  'access-requests.ts:accessLinkVerificationSchema',
  'ask.ts:conversationSchema',
  'ask.ts:memberConversationPageSchema',
  'ask.ts:replyStatusSchema',
  'connections.ts:pairStateSchema',
  'email-delivery.ts:undeliverableSchema',
  'inbox.ts:adminConversationPageSchema',
  'inbox.ts:conversationActionResultSchema',
  'member-view.ts:memberCardSchema',
  'member-view.ts:memberViewSchema',
  'push.ts:pushSubscriptionResultSchema',
  'time-zone.ts:communityTimeZoneSchema',
]);

/**
 * The text fields that may hold several lines (what a textarea sends), and the secrets, which are never
 * shown. Every other string a request schema reads is one line: a new field is, unless it is named here.
 */
const MULTI_LINE_FIELDS = new Set([
  'connections.ts:connectRequestSchema note',
  'conversations.ts:sendMessageSchema body',
  'open-questions.ts:askQuestionSchema body',
  'open-questions.ts:answerQuestionSchema body',
  'message-reports.ts:reportMessageSchema reason',
  'message-reports.ts:reportDecisionSchema note',
  'message-reports.ts:reportContentSchema reason',
  'open-questions.ts:hideReasonSchema reason',
  'open-roles.ts:roleInputSchema description',
  'open-roles.ts:removeRoleSchema reason',
  // AI Tools (decision 071): what a tool is for, and the reason a suggester reads.
  'ai-tools.ts:aiToolSchema purpose',
  'ai-tools.ts:aiToolDecisionSchema reason',
  'ai-tools.ts:aiToolReasonSchema reason',
  'account.ts:memberDeletionSchema reason',
  'account.ts:memberDeletionReasonSchema reason',
  'ask.ts:questionAndAnswerSchema answer',
  'ask.ts:saveConversationSchema answer',
  'ask.ts:saveConversationSchema followup',
  'ask.ts:saveConversationSchema questionsAndAnswers.0.answer',
  'inbox.ts:answerConversationSchema response',
  'answers.ts:faqSuggestionQuerySchema text',
  'answers.ts:publishFaqSchema question',
  'answers.ts:publishFaqSchema answer',
  'answers.ts:publishOpenQuestionSchema question',
  'answers.ts:publishOpenQuestionSchema answer',
  'answers.ts:updateFaqSchema question',
  'answers.ts:updateFaqSchema answer',
  'posts.ts:postFieldsSchema content',
  'posts.ts:createPostSchema content',
  'posts.ts:newsletterDraftSchema content',
  'posts.ts:updatePostSchema content',
  'profile.ts:updateProfileSchema summary',
  'profile.ts:updateProfileSchema offering',
  'profile.ts:updateProfileSchema lookingFor',
  'events-admin.ts:eventInputSchema description',
]);
const SECRET_FIELDS = new Set([
  'access-requests.ts:accessLinkSignUpSchema password',
  'setup.ts:setupAdministratorSchema password',
  'setup.ts:createAdministratorSchema password',
  'account.ts:scheduleDeletionSchema password',
  'auth.ts:signInEmailSchema password',
  'auth.ts:passwordConfirmationSchema password',
  'auth.ts:changePasswordSchema currentPassword',
  'auth.ts:changePasswordSchema newPassword',
  'auth.ts:resetPasswordSchema newPassword',
]);

/** What issue 28's attacker wrote into names, and what else hides in a line of text. */
const NOT_ONE_LINE: Array<[label: string, value: string]> = [
  ['a line break starting a paragraph of its own', 'X\r\n\r\nYour membership expires today: https://evil.example/login'],
  ['a lone line feed', 'a\nb'],
  ['a tab', 'a\tb'],
  ['a right-to-left override', 'Ali\u202Eecila'],
  ['a direction isolate', 'a\u2067b'],
  ['a zero-width space', '\u200B'],
  ['a bell', '\u0007'],
  ['a soft hyphen', 'a\u00ADb'],
  ['a line separator', 'a\u2028b'],
];
/** Nothing visible, though not blank to `trim()`: Hangul fillers, the blank braille pattern. */
const INVISIBLE_ONLY = ['\u3164', '\u3164\u2800\ufe0f'];
/** What no multi-line text may hold either. */
const NOT_MULTI_LINE: Array<[label: string, value: string]> = [
  ['a right-to-left override', 'Ali\u202Eecila'],
  ['a direction isolate', 'a\u2067b'],
  ['a bell', 'a\u0007b'],
  ['an escape', 'a\u001b[2Jb'],
];

/** Long runs of what the usual patterns trip over (dots, at signs, slashes, spaces, escapes, digits), `n` characters or so. */
const HOSTILE: Array<[label: string, make: (n: number) => string]> = [
  ["the attacker's email", (n) => `a@${'.'.repeat(n)}@`],
  ['dots', (n) => '.'.repeat(n)],
  ['spaces then a letter', (n) => `${' '.repeat(n)}x`],
  ['tabs and line breaks', (n) => '\t\n'.repeat(n / 2)],
  ['letters then a bang', (n) => `${'a'.repeat(n)}!`],
  ['at signs and dots', (n) => 'a@a.'.repeat(n / 4)],
  ['slashes then a letter', (n) => `${'/'.repeat(n)}x`],
  ['path segments', (n) => `/${'a/'.repeat(n / 2)}`],
  ['an address with many labels', (n) => `https://${'a.'.repeat(n / 2)}`],
  ['broken escapes', (n) => `/${'%2'.repeat(n / 3)}`],
  ['hyphens then a letter', (n) => `${'-'.repeat(n)}a`],
  ['equals signs then a letter', (n) => `${'='.repeat(n)}x`],
  ['digits', (n) => '9'.repeat(n)],
  ['emoji', (n) => '😀'.repeat(n / 2)],
  ['letters then a NUL', (n) => `${'a'.repeat(n)}\u0000`],
  ['full-width at signs', (n) => '\uff20'.repeat(n)],
  ['line breaks and direction controls', (n) => 'a\r\n\u202e'.repeat(n / 4)],
];

type Path = Array<string | number>;
type Leaf = { path: Path; schema: z.ZodString };

/** Every string a schema reads, with the path of the value that reaches it. */
function stringLeaves(schema: z.ZodType, path: Path = [], seen = new Set<z.ZodType>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as any)._zod.def;
  switch (def.type) {
    case 'string':
      return [{ path, schema: schema as z.ZodString }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        stringLeaves(field, [...path, key], seen),
      );
    case 'array':
      return stringLeaves(def.element, [...path, 0], seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return stringLeaves(def.innerType, path, seen);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringLeaves(option, path, seen));
    case 'pipe':
      // What the caller sends reaches `in`; `out` reads what `in` made, except after a preprocess.
      return (def.in as any)._zod.def.type === 'transform' ? stringLeaves(def.out, path, seen) : stringLeaves(def.in, path, seen);
    case 'record':
      return [...stringLeaves(def.keyType, [...path, 'key'], seen), ...stringLeaves(def.valueType, [...path, 'key'], seen)];
    default:
      return []; // numbers, booleans, enums, literals, transforms: nothing a pattern reads
  }
}

function valueAt(path: Path, value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value);
}

/** Every message of a failed parse, including those inside a union's alternatives. */
function issuesAt(result: { success: boolean; error?: z.ZodError }, path: Path): string[] {
  if (result.success) return [];
  const wanted = JSON.stringify(path);
  const out: string[] = [];
  const visit = (issues: z.core.$ZodIssue[], prefix: PropertyKey[]) => {
    for (const issue of issues) {
      const at = [...prefix, ...issue.path];
      if (JSON.stringify(at) === wanted) out.push(issue.message);
      if (issue.code === 'invalid_union') for (const branch of issue.errors) visit(branch, at);
    }
  };
  visit(result.error!.issues, []);
  return out;
}

const exportedSchemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value instanceof z.ZodType)
    .map(([name, schema]) => ({ id: `${file.replace('./', '')}:${name}`, schema: schema as z.ZodType }))
    .filter(({ id }) => !ANSWER_SCHEMAS.has(id)),
);

/** What each endpoint definition reads (decision 037: the `*_SCHEMAS` tables), where it is not an exported
 * schema already: its path parameters, query and body. Answers are the server's, never read. */
const known = new Set(exportedSchemas.map(({ schema }) => schema));
const endpointSchemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /_SCHEMAS$/.test(name) && value && typeof value === 'object')
    .flatMap(([table, endpoints]) =>
      Object.entries(endpoints as Record<string, Record<string, unknown>>).flatMap(([endpoint, parts]) =>
        (['params', 'query', 'body'] as const)
          .filter((part) => parts[part] instanceof z.ZodType && !known.has(parts[part] as z.ZodType))
          .map((part) => ({ id: `${file.replace('./', '')}:${table}.${endpoint}.${part}`, schema: parts[part] as z.ZodType })),
      ),
    ),
);

const requestSchemas = [...exportedSchemas, ...endpointSchemas];

const fields = requestSchemas.flatMap(({ id, schema }) =>
  stringLeaves(schema).map((leaf) => ({
    field: `${id} ${leaf.path.join('.') || '(the value itself)'}`,
    schema,
    path: leaf.path,
    leaf: leaf.schema,
  })),
);

describe('the contracts', () => {
  it('are found, with their text fields', () => {
    // Guards the discovery itself: an empty list would make every test below pass without checking anything.
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
    expect(requestSchemas.length).toBeGreaterThanOrEqual(30);
    expect(fields.map((f) => f.field)).toEqual(
      expect.arrayContaining([
        'access-requests.ts:accessRequestSchema email',
        'ask.ts:saveConversationSchema questionsAndAnswers.0.answer',
        'posts.ts:postFieldsSchema tags.0',
        'access-requests.ts:accessLinkTokenSchema (the value itself)',
        'posts.ts:POST_SCHEMAS.bySlug.params slug',
      ]),
    );
  });

  it('name every multi-line text and secret they hold, and nothing else', () => {
    const found = new Set(fields.map((f) => f.field));
    for (const id of [...MULTI_LINE_FIELDS, ...SECRET_FIELDS])
      expect(found, `${id} is listed but no longer exists`).toContain(id);
  });

  it('name every answer schema they skip', () => {
    const found = new Set(
      Object.entries(modules).flatMap(([file, exports]) =>
        Object.keys(exports).map((name) => `${file.replace('./', '')}:${name}`),
      ),
    );
    for (const id of ANSWER_SCHEMAS) expect(found, `${id} is listed as an answer schema but no longer exists`).toContain(id);
  });
});

describe.each(fields)('$field', ({ field, schema, path, leaf }) => {
  it('is the shared text: a NUL or a lone surrogate is refused with the plain message', () => {
    for (const bad of ['a\u0000b', 'a\ud800', '\udc00b']) {
      expect(issuesAt(schema.safeParse(valueAt(path, bad)), path)).toContain(INPUT_MESSAGES.unsupportedCharacter);
    }
  });

  const issuesFor = (value: string) => issuesAt(schema.safeParse(valueAt(path, value)), path);
  const checks = ((leaf as any)._zod.def.checks ?? []) as Array<{ _zod: { def: { check: string; maximum?: number } } }>;
  const bound = checks.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum ?? Infinity;
  /** Refused with `message`, or, when the value is longer than the field's bound, by the bound first. */
  const expectRefused = (value: string, message: string, label: string) => {
    const issues = issuesFor(value);
    if (value.trim().length > bound) expect(issues.length, label).toBeGreaterThan(0);
    else expect(issues, label).toContain(message);
  };

  if (SECRET_FIELDS.has(field)) {
    it('is a secret: kept as given, whatever it holds', () => {
      expect(issuesFor('pass\tword\u202e-1')).toEqual([]);
    });
  } else if (MULTI_LINE_FIELDS.has(field)) {
    it('keeps line breaks, but refuses control and direction characters, and text with nothing visible', () => {
      expect(issuesFor('First line\nSecond line\twith a tab')).toEqual([]);
      for (const [label, value] of NOT_MULTI_LINE) expectRefused(value, INPUT_MESSAGES.hiddenCharacter, label);
      for (const value of ['\u200B\n\u200B', ...INVISIBLE_ONLY])
        expect(issuesFor(value).length, JSON.stringify(value)).toBeGreaterThan(0);
    });
  } else {
    it('is one line: refuses line breaks, tabs, control and hidden characters, and text with nothing visible', () => {
      for (const [label, value] of NOT_ONE_LINE) expectRefused(value, INPUT_MESSAGES.notOneLine, label);
      for (const value of INVISIBLE_ONLY) expect(issuesFor(value).length, JSON.stringify(value)).toBeGreaterThan(0);
    });
  }

  it('refuses 256 KB of hostile text in under 50 ms, before any pattern sees it', () => {
    for (const [label, make] of HOSTILE) {
      const ms = hostileInputMs((value) => schema.safeParse(valueAt(path, value)), make);
      expect(ms, `${label}: ${ms.toFixed(1)} ms`).toBeLessThan(50);
      const hostile = make(KB256);
      const result = schema.safeParse(valueAt(path, hostile));
      // Past every bound once trimmed (spaces around a short text are only spaces).
      if (hostile.trim().length > 60_000) expect(issuesAt(result, path).length, label).toBeGreaterThan(0);
    }
    // The bound is the first check of the field: nothing runs on text past it.
    const checks = ((leaf as any)._zod.def.checks ?? []) as Array<{ _zod: { def: { check: string; abort?: boolean } } }>;
    const firstReal = checks.find((check) => check._zod.def.check !== 'overwrite');
    expect(firstReal?._zod.def).toMatchObject({ check: 'max_length', abort: true });
  });
});

// ---------------------------------------------------------------------------------------------------
// The patterns and checks themselves, without the bound in front of them

const patterns = [
  ...fields.flatMap(({ field, leaf }) =>
    (((leaf as any)._zod.def.checks ?? []) as Array<{ _zod: { def: { pattern?: RegExp } } }>)
      .map((check) => check._zod.def.pattern)
      .filter((pattern): pattern is RegExp => pattern instanceof RegExp)
      .map((pattern) => ({ name: `${field} ${pattern}`, pattern })),
  ),
  ...Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => value instanceof RegExp)
      .map(([name, pattern]) => ({ name: `${file}:${name}`, pattern: pattern as RegExp })),
  ),
];

/** Exported checks of a text (`isSomething(text)`), and the link rule with each field's rule. */
const predicates = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => typeof value === 'function' && /^(is|has|find|parse)[A-Z]/.test(name))
    .flatMap(([name, fn]) =>
      name === 'isAllowedLink'
        ? Object.entries(LINK_RULES).map(([rule, value]) => ({
            name: `${file}:${name}(${rule})`,
            run: (text: string) => (fn as any)(text, value),
          }))
        : [{ name: `${file}:${name}`, run: (text: string) => (fn as any)(text) }],
    ),
);

describe('every pattern and check in the contracts', () => {
  it('are found', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(3);
    expect(predicates.map((p) => p.name)).toEqual(
      expect.arrayContaining(['./text.ts:isSimpleEmail', './links.ts:isAllowedLink(sidebarTarget)']),
    );
  });

  it.each([...patterns.map(({ name, pattern }) => ({ name, run: (text: string) => pattern.test(text) })), ...predicates])(
    '$name answers 256 KB of hostile text in under 50 ms',
    ({ run }) => {
      for (const [label, make] of HOSTILE) {
        const ms = hostileInputMs(run, make);
        expect(ms, `${label}: ${ms.toFixed(1)} ms`).toBeLessThan(50);
      }
    },
  );
});
