import { describe, expect, it } from 'vitest';
import { ASK_MESSAGES, CHAT_MESSAGES } from '../../../common/contracts/ask';
import { conversation } from '../../../../tests/support/web-fixtures';
import { promptFor, replayEntry, sendToSession, startSession, type ChatMessage, type ChatSession } from './chat-script';

const context = { askLabel: 'ASK FMC', shortName: 'FMC' };

/** What a person reads in the thread: who says it, and the words. */
const transcript = (log: ChatMessage[]) => log.map((message) => `${message.from}: ${message.text}`);

const sendAll = (session: ChatSession, ...texts: string[]) =>
  texts.reduce((current, text) => sendToSession(current, text, context), session);

describe('a live chat', () => {
  it('opens on the name step, saying the name was filled in from the profile when it was', () => {
    const filled = startSession('Grace Hopper', context);
    expect(filled.chat.step).toBe('name');
    expect(filled.chat.name).toBe('Grace Hopper');
    expect(filled.log).toEqual([
      expect.objectContaining({
        from: 'assistant',
        step: 'name',
        text: 'Welcome to ASK FMC. What name should the team reply to?',
        detail: 'We filled it in from your profile. Press Enter to confirm, or change it.',
      }),
    ]);
    expect(startSession('', context).log[0]).not.toHaveProperty('detail', expect.any(String));
  });

  it('walks name → question → answer → details → permission, greeting the member by first name', () => {
    const done = sendAll(
      startSession('', context),
      'Grace Hopper',
      'Do you have hiring needs?',
      'Two engineers',
      'Remote is fine',
      'yes',
    );
    expect(done.chat).toMatchObject({
      step: 'complete',
      name: 'Grace Hopper',
      question: 'Do you have hiring needs?',
      answer: 'Two engineers',
      followup: 'Remote is fine',
      sharePermission: true,
    });
    expect(transcript(done.log)).toEqual([
      'assistant: Welcome to ASK FMC. What name should the team reply to?',
      'member: Grace Hopper',
      'assistant: Thanks, Grace. What would you like to ask the collective?',
      'member: Do you have hiring needs?',
      'assistant: Tell us about the role: what you are hiring for, and who would be a great fit.',
      'member: Two engineers',
      'assistant: Anything else the team should know?',
      'member: Remote is fine',
      'assistant: Last step: may we share your question with the wider network?',
      'member: yes',
      'assistant: Thank you, Grace. Your question is with the FMC team.',
    ]);
    expect(new Set(done.log.map((message) => message.id)).size).toBe(done.log.length);
  });

  it('asks for more in the words of the question chosen', () => {
    const asked = sendAll(startSession('Grace', context), 'Grace', 'what do you want to learn about?');
    expect(asked.log.at(-1)?.text).toBe('What would you like to learn about, and why now?');
  });

  it('ignores a blank message, and anything once the chat is complete', () => {
    const start = startSession('', context);
    expect(sendToSession(start, '   ', context)).toBe(start);
    const done = sendAll(start, 'Grace', 'Do you have hiring needs?', 'Two engineers', 'no', 'no');
    expect(done.chat.step).toBe('complete');
    expect(sendToSession(done, 'one more thing', context)).toBe(done);
  });

  it('shows the member’s words trimmed', () => {
    const named = sendToSession(startSession('', context), '  Grace Hopper \n', context);
    expect(named.log[1]).toMatchObject({ from: 'member', text: 'Grace Hopper' });
  });

  it('answers what cannot be used with a reminder, and stays on the step', () => {
    const onQuestions = sendAll(startSession('', context), 'Grace', 'Can I ask anything?');
    expect(onQuestions.chat.step).toBe('questions');
    expect(onQuestions.log.at(-1)).toMatchObject({
      from: 'assistant',
      kind: 'error',
      text: ASK_MESSAGES.chooseQuestion,
    });

    const onPermission = sendAll(startSession('', context), 'Grace', 'Do you have hiring needs?', 'Two engineers', 'no', 'maybe');
    expect(onPermission.chat.step).toBe('permission');
    expect(onPermission.log.at(-1)).toMatchObject({ kind: 'error', text: CHAT_MESSAGES.yesOrNo });
    expect(sendToSession(onPermission, 'Nope', context).chat).toMatchObject({ step: 'complete', sharePermission: false });
  });
});

describe('promptFor', () => {
  it('thanks without a name when there is none', () => {
    expect(promptFor('questions', { name: '', question: null }, context).text).toBe(
      'Thanks. What would you like to ask the collective?',
    );
    expect(promptFor('complete', { name: '  ', question: null }, context).text).toBe(
      'Thank you. Your question is with the FMC team.',
    );
  });
});

describe('replayEntry: a saved entry told again', () => {
  it('replays, in the saved name, every question and answer, the details and the permission, ending on the completion', () => {
    const saved = conversation({
      questionsAndAnswers: [
        { question: 'Do you have hiring needs?', answer: 'Two engineers' },
        { question: 'Who do you want to connect with?', answer: 'Investors' },
      ],
      followup: 'Remote is fine',
      sharePermission: false,
    });
    expect(transcript(replayEntry(saved, context))).toEqual([
      'assistant: Welcome to ASK FMC. What name should the team reply to?',
      'member: Grace Hopper',
      'assistant: Thanks, Grace. What would you like to ask the collective?',
      'member: Do you have hiring needs?',
      'assistant: Tell us about the role: what you are hiring for, and who would be a great fit.',
      'member: Two engineers',
      'assistant: Thanks, Grace. What would you like to ask the collective?',
      'member: Who do you want to connect with?',
      'assistant: Who would you like to meet? Describe the people, companies or expertise you are looking for.',
      'member: Investors',
      'assistant: Anything else the team should know?',
      'member: Remote is fine',
      'assistant: Last step: may we share your question with the wider network?',
      'member: No',
      'assistant: Thank you, Grace. Your question is with the FMC team.',
    ]);
  });

  it('reads an older entry from its single question and answer, and leaves out empty details', () => {
    const older = conversation({
      questionsAndAnswers: [],
      question: 'What problem do you need to solve?',
      answer: 'Churn',
      followup: null,
    });
    const said = transcript(replayEntry(older, context));
    expect(said).toContain('member: What problem do you need to solve?');
    expect(said).toContain('member: Churn');
    expect(said).not.toContain('assistant: Anything else the team should know?');
    expect(said.at(-2)).toBe('member: Yes');
  });

  it('asks a question it does not know about with a plain invitation', () => {
    const unknown = conversation({ questionsAndAnswers: [{ question: 'An old question', answer: 'An answer' }] });
    expect(transcript(replayEntry(unknown, context))).toContain('assistant: Tell us more.');
  });

  it('names its messages after the entry, so two transcripts never share a key', () => {
    const first = replayEntry(conversation({ id: 'a' }), context).map((message) => message.id);
    const second = replayEntry(conversation({ id: 'b' }), context).map((message) => message.id);
    expect(new Set(first).size).toBe(first.length);
    expect(first.some((id) => second.includes(id))).toBe(false);
  });
});
