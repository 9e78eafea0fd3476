import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASK_MESSAGES as M,
  ASK_QUESTIONS,
  CHAT_MESSAGES,
  conversationTag,
  conversationTitle,
  cutAtWord,
  cutText,
  displayedAnswer,
  saveConversationSchema,
  PREVIEW_LENGTH,
} from './ask';

describe('the fixed questions', () => {
  it('are the five of the spec, in order', () => {
    expect(ASK_QUESTIONS).toEqual([
      'Do you have hiring needs?',
      'Who do you want to connect with?',
      'What problem do you need to solve?',
      'What do you want to learn about?',
      'General questions, ideas, thoughts?',
    ]);
  });
});

describe('the displayed answer', () => {
  it("leaves out a followup of 'no' in any case", () => {
    for (const followup of ['no', 'No', 'NO', ' nO ', null, '', '  '])
      expect(displayedAnswer('We hire.', followup)).toBe('We hire.');
  });

  it("appends any other followup as 'Additional details'", () => {
    expect(displayedAnswer('We hire.', 'Two chefs')).toBe('We hire.\n\nAdditional details: Two chefs');
    expect(displayedAnswer('We hire.', 'nope')).toBe('We hire.\n\nAdditional details: nope');
    fc.assert(
      fc.property(
        fc.string(),
        fc.string().filter((f) => f.trim() !== '' && f.trim().toLowerCase() !== 'no'),
        (answer, followup) => {
          return displayedAnswer(answer, followup) === `${answer}\n\nAdditional details: ${followup}`;
        },
      ),
    );
  });
});

describe('cutText', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(cutText('short', 120)).toBe('short');
    const cut = cutText('x'.repeat(200), 120);
    expect(cut).toHaveLength(120);
    expect(cut.endsWith('…')).toBe(true);
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.integer({ min: 2, max: 200 }),
        (text, max) => Array.from(cutText(text, max)).length <= max,
      ),
    );
  });
});

describe('request schemas', () => {
  const valid = { name: 'Ada', question: ASK_QUESTIONS[0], answer: 'Yes', followup: 'no', sharePermission: false };

  it('accepts a completed chat and trims it', () => {
    const parsed = saveConversationSchema.parse({ ...valid, name: '  Ada ', answer: ' Yes ' });
    expect(parsed).toMatchObject({ name: 'Ada', answer: 'Yes' });
  });

  it.each([
    [{ name: '  ' }, M.nameRequired],
    [{ name: 'x'.repeat(121) }, M.nameTooLong],
    [{ question: 'Anything?' }, M.chooseQuestion],
    [{ question: 42 }, M.chooseQuestion],
    [{ answer: ' \n ' }, M.answerRequired],
    [{ answer: 'x'.repeat(5001) }, M.answerTooLong],
    [{ followup: '' }, M.followupRequired],
    [{ followup: 'x'.repeat(5001) }, M.followupTooLong],
    [{ sharePermission: 'yes' }, CHAT_MESSAGES.yesOrNo],
    [{ questionsAndAnswers: Array.from({ length: 11 }, () => ({ question: 'q', answer: 'a' })) }, M.tooManyPairs],
    [{ questionsAndAnswers: [{ question: 'q', answer: ' ' }] }, M.pairInvalid],
  ])('refuses %o with its message', (override, message) => {
    const result = saveConversationSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('keeps 5000-character answers and 10 pairs', () => {
    const ok = saveConversationSchema.safeParse({
      ...valid,
      answer: 'x'.repeat(5000),
      questionsAndAnswers: Array.from({ length: 10 }, () => ({ question: 'q', answer: 'a' })),
    });
    expect(ok.success).toBe(true);
  });
});

describe("a conversation's title", () => {
  const entry = (answer: string | null, question: string | null = ASK_QUESTIONS[2]) => ({
    question,
    answer,
    questionsAndAnswers: [],
  });

  it("is the member's own first answer, whole when it is short", () => {
    expect(conversationTitle(entry('  Pricing our\nnew tasting menu  '))).toBe('Pricing our new tasting menu');
  });

  it('is cut on a word boundary with an ellipsis when long, never past the limit', () => {
    const long = 'We need a sous chef who can run the pass on weekends, starting in March, ideally with pastry experience';
    const title = conversationTitle(entry(long));
    expect(title).toBe('We need a sous chef who can run the pass on weekends…');
    expect(Array.from(title).length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const cut = cutAtWord(text, 40);
        expect(Array.from(cut).length).toBeLessThanOrEqual(40);
        if (cut.endsWith('…')) expect(text.replace(/\s+/g, ' ')).toContain(cut.slice(0, -1).trim().split(' ')[0]);
      }),
    );
  });

  it('drops the punctuation before the ellipsis and cuts a single overlong word where it must', () => {
    expect(cutAtWord('One, two, three', 12)).toBe('One, two…');
    expect(cutAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
  });

  it('reads differently for two conversations on the same question, which becomes the tag', () => {
    const a = entry('Finding a supplier for heritage grains');
    const b = entry('Our walk-in keeps failing in summer');
    expect(conversationTitle(a)).not.toBe(conversationTitle(b));
    expect(conversationTag(a)).toBe('Problem to solve');
    expect(conversationTag(entry('x', ASK_QUESTIONS[0]))).toBe('Hiring');
  });

  it('falls back to the first saved answer, then to the question, and has no tag for an unknown question', () => {
    expect(
      conversationTitle({ question: null, answer: null, questionsAndAnswers: [{ question: 'Q', answer: 'From the pair' }] }),
    ).toBe('From the pair');
    expect(conversationTitle(entry(null))).toBe(ASK_QUESTIONS[2]);
    expect(conversationTag(entry('x', 'Something else?'))).toBeNull();
  });
});
