import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASK_MESSAGES as M, ASK_QUESTIONS, CHAT_MESSAGES, saveConversationSchema } from '../../../common/contracts/ask';
import {
  advanceChat,
  chatStepNumber,
  chatToSaveRequest,
  NO_WORDS,
  parseYesNo,
  startChat,
  YES_WORDS,
  type ChatState,
} from './chat-machine';

/** Random upper/lower case and surrounding whitespace. */
const dressed = (words: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom(...words),
      fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      fc.constantFrom('', ' ', '  ', '\t', '\n', ' \n '),
      fc.constantFrom('', ' ', '\t', '\r\n'),
    )
    .map(
      ([word, upper, before, after]) => before + [...word].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('') + after,
    );

const ALL_WORDS = new Set<string>([...YES_WORDS, ...NO_WORDS]);

describe('parseYesNo', () => {
  it('reads each listed word', () => {
    for (const word of YES_WORDS) expect(parseYesNo(word)).toBe(true);
    for (const word of NO_WORDS) expect(parseYesNo(word)).toBe(false);
    expect(YES_WORDS).toEqual(['yes', 'y', 'yeah', 'yep', 'sure', 'ok', 'okay']);
    expect(NO_WORDS).toEqual(['no', 'n', 'nope', 'nah']);
  });

  it('is yes for a yes word in any case with any surrounding whitespace', () => {
    fc.assert(fc.property(dressed(YES_WORDS), (text) => parseYesNo(text) === true));
  });

  it('is no for a no word in any case with any surrounding whitespace', () => {
    fc.assert(fc.property(dressed(NO_WORDS), (text) => parseYesNo(text) === false));
  });

  it('is neither for any other text', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !ALL_WORDS.has(s.trim().toLowerCase())),
        (text) => parseYesNo(text) === null,
      ),
    );
    for (const text of ['', ' ', 'yess', 'y e s', 'yes please', 'no.', 'nein', 'true', '1', 'okay!'])
      expect(parseYesNo(text)).toBeNull();
  });

  it('depends only on the trimmed, lower-cased text, and no word is both', () => {
    fc.assert(fc.property(fc.string(), (text) => parseYesNo(text) === parseYesNo(text.trim().toLowerCase())));
    expect(YES_WORDS.filter((w) => (NO_WORDS as readonly string[]).includes(w))).toEqual([]);
  });
});

/** Runs the inputs through the machine from a fresh chat. */
const run = (inputs: string[], name = '') => inputs.reduce<ChatState>((state, text) => advanceChat(state, text), startChat(name));

describe('the chat steps', () => {
  it('go name → questions → answer → followup → permission → complete', () => {
    const steps: string[] = [];
    let state = startChat();
    steps.push(state.step);
    for (const text of ['Ada Lovelace', ASK_QUESTIONS[1], 'Engines.', 'no', 'yes']) {
      state = advanceChat(state, text);
      steps.push(state.step);
    }
    expect(steps).toEqual(['name', 'questions', 'answer', 'followup', 'permission', 'complete']);
    expect(state).toMatchObject({
      name: 'Ada Lovelace',
      question: ASK_QUESTIONS[1],
      answer: 'Engines.',
      followup: 'no',
      sharePermission: true,
      error: null,
    });
  });

  it('counts steps 1 to 5 for the progress indicator', () => {
    expect(
      ['name', 'questions', 'answer', 'followup', 'permission', 'complete'].map((s) => chatStepNumber(s as ChatState['step'])),
    ).toEqual([1, 2, 3, 4, 5, 5]);
  });

  it('prefills the name from the profile', () => {
    expect(startChat('  Grace Hopper ')).toMatchObject({ step: 'name', name: 'Grace Hopper' });
  });

  it('ignores blank submissions on every step: the same state comes back', () => {
    const states = [
      startChat(),
      run(['A']),
      run(['A', ASK_QUESTIONS[0]]),
      run(['A', ASK_QUESTIONS[0], 'x']),
      run(['A', ASK_QUESTIONS[0], 'x', 'y']),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.stringMatching(/^\s*$/), (state, blank) => advanceChat(state, blank) === state),
    );
  });

  it('trims what it keeps', () => {
    expect(run(['  Ada  ', ` ${ASK_QUESTIONS[2]} `, '  An answer \n', ' More '])).toMatchObject({
      name: 'Ada',
      question: ASK_QUESTIONS[2],
      answer: 'An answer',
      followup: 'More',
    });
  });

  it('accepts only the five questions (any case), answering the canonical text', () => {
    const state = run(['Ada']);
    expect(advanceChat(state, 'Tell me a joke')).toMatchObject({ step: 'questions', error: M.chooseQuestion });
    expect(advanceChat(state, ASK_QUESTIONS[4].toUpperCase())).toMatchObject({
      step: 'answer',
      question: ASK_QUESTIONS[4],
      error: null,
    });
  });

  it('asks for yes or no at the permission step until it gets one', () => {
    const atPermission = run(['Ada', ASK_QUESTIONS[0], 'Two engineers', 'no']);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (text) => {
          const next = advanceChat(atPermission, text);
          const answer = parseYesNo(text);
          if (answer === null)
            return next.step === 'permission' && next.error === CHAT_MESSAGES.yesOrNo && next.sharePermission === null;
          return next.step === 'complete' && next.sharePermission === answer && next.error === null;
        },
      ),
    );
    const reminded = advanceChat(atPermission, 'maybe');
    expect(reminded.error).toBe("Please answer with 'yes' or 'no'.");
    expect(advanceChat(reminded, ' NOPE ')).toMatchObject({ step: 'complete', sharePermission: false, error: null });
  });

  it('refuses over-long text with a message and keeps the step', () => {
    expect(advanceChat(startChat(), 'x'.repeat(121))).toMatchObject({ step: 'name', error: M.nameTooLong });
    expect(advanceChat(run(['A', ASK_QUESTIONS[0]]), 'x'.repeat(5001))).toMatchObject({ step: 'answer', error: M.answerTooLong });
    expect(advanceChat(run(['A', ASK_QUESTIONS[0], 'x']), 'x'.repeat(5001))).toMatchObject({
      step: 'followup',
      error: M.followupTooLong,
    });
  });

  it('does nothing once complete', () => {
    const done = run(['Ada', ASK_QUESTIONS[0], 'a', 'b', 'y']);
    expect(advanceChat(done, 'yes')).toBe(done);
  });

  it('builds the save request only for a complete chat, and the request is valid', () => {
    expect(chatToSaveRequest(run(['Ada', ASK_QUESTIONS[0]]))).toBeNull();
    const request = chatToSaveRequest(run(['Ada', ASK_QUESTIONS[3], 'Pricing', 'no', 'ok']))!;
    expect(request).toEqual({
      name: 'Ada',
      question: ASK_QUESTIONS[3],
      answer: 'Pricing',
      followup: 'no',
      sharePermission: true,
      questionsAndAnswers: [{ question: ASK_QUESTIONS[3], answer: 'Pricing' }],
    });
    expect(saveConversationSchema.safeParse(request).success).toBe(true);
  });
});
