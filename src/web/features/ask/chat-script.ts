// What the assistant says at each step, and the message log of a chat: built live as the member types
// (useChat) or replayed from a saved entry (the transcript). The step machine itself is chat-machine.ts.
import type { AskQuestion, Conversation } from '../../../common/contracts/ask';
import { advanceChat, startChat, type ChatState, type ChatStep } from './chat-machine';

export type ChatMessage =
  | { id: string; from: 'assistant'; kind: 'prompt'; step: ChatStep; text: string; detail?: string }
  | { id: string; from: 'assistant'; kind: 'error'; text: string }
  | { id: string; from: 'member'; text: string };

/** Per question, the invitation to say more. */
const ANSWER_PROMPTS: Record<AskQuestion, string> = {
  'Do you have hiring needs?': 'Tell us about the role: what you are hiring for, and who would be a great fit.',
  'Who do you want to connect with?':
    'Who would you like to meet? Describe the people, companies or expertise you are looking for.',
  'What problem do you need to solve?': 'Describe the problem, and what you have tried so far.',
  'What do you want to learn about?': 'What would you like to learn about, and why now?',
  'General questions, ideas, thoughts?': 'Go ahead: share your question, idea or thought.',
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export type ScriptContext = { askLabel: string; shortName: string };

/** The assistant's words for `step`, given what the member has said so far. */
export function promptFor(step: ChatStep, state: Pick<ChatState, 'name' | 'question'>, context: ScriptContext) {
  const first = firstName(state.name);
  switch (step) {
    case 'name':
      return {
        text: `Welcome to ${context.askLabel}. What name should the team reply to?`,
        detail: state.name ? 'We filled it in from your profile. Press Enter to confirm, or change it.' : undefined,
      };
    case 'questions':
      return { text: `Thanks${first ? `, ${first}` : ''}. What would you like to ask the collective?` };
    case 'answer':
      return { text: state.question ? ANSWER_PROMPTS[state.question] : 'Tell us more.' };
    case 'followup':
      return { text: 'Anything else the team should know?', detail: "Add any details, or answer 'no'." };
    case 'permission':
      return { text: 'Last step: may we share your question with the wider network?', detail: "Please answer 'yes' or 'no'." };
    case 'complete':
      return {
        text: `Thank you${first ? `, ${first}` : ''}. Your question is with the ${context.shortName} team.`,
        detail: 'Their reply will appear in your conversations, marked New.',
      };
  }
}

let counter = 0;
const nextId = () => `m${++counter}`;

function prompt(step: ChatStep, state: Pick<ChatState, 'name' | 'question'>, context: ScriptContext): ChatMessage {
  return { id: nextId(), from: 'assistant', kind: 'prompt', step, ...promptFor(step, state, context) };
}

export type ChatSession = { chat: ChatState; log: ChatMessage[] };

export function startSession(name: string, context: ScriptContext): ChatSession {
  const chat = startChat(name);
  return { chat, log: [prompt('name', chat, context)] };
}

/**
 * The member sends `text`. A blank text (or anything after completion) changes nothing and answers the
 * same session. Otherwise the member's bubble is added, then the assistant's next prompt or its reminder.
 */
export function sendToSession(session: ChatSession, text: string, context: ScriptContext): ChatSession {
  const next = advanceChat(session.chat, text);
  if (next === session.chat) return session;
  const said: ChatMessage = { id: nextId(), from: 'member', text: text.trim() };
  const reply: ChatMessage = next.error
    ? { id: nextId(), from: 'assistant', kind: 'error', text: next.error }
    : prompt(next.step, next, context);
  return { chat: next, log: [...session.log, said, reply] };
}

/** A saved entry told again as the chat it came from, ending on the completion prompt. */
export function replayEntry(entry: Conversation, context: ScriptContext): ChatMessage[] {
  const pairs =
    entry.questionsAndAnswers.length > 0
      ? entry.questionsAndAnswers
      : entry.question
        ? [{ question: entry.question, answer: entry.answer ?? '' }]
        : [];
  const state = { name: entry.name, question: null };
  const log: ChatMessage[] = [
    {
      id: `${entry.id}-name`,
      from: 'assistant',
      kind: 'prompt',
      step: 'name',
      text: promptFor('name', { ...state, name: '' }, context).text,
    },
    { id: `${entry.id}-name-a`, from: 'member', text: entry.name },
  ];
  pairs.forEach((pair, index) => {
    const question = pair.question as AskQuestion;
    log.push(
      {
        id: `${entry.id}-q${index}`,
        from: 'assistant',
        kind: 'prompt',
        step: 'questions',
        ...promptFor('questions', state, context),
      },
      { id: `${entry.id}-q${index}-a`, from: 'member', text: pair.question },
      {
        id: `${entry.id}-r${index}`,
        from: 'assistant',
        kind: 'prompt',
        step: 'answer',
        text: ANSWER_PROMPTS[question] ?? 'Tell us more.',
      },
      { id: `${entry.id}-r${index}-a`, from: 'member', text: pair.answer },
    );
  });
  if (entry.followup) {
    log.push(
      {
        id: `${entry.id}-f`,
        from: 'assistant',
        kind: 'prompt',
        step: 'followup',
        text: promptFor('followup', state, context).text,
      },
      { id: `${entry.id}-f-a`, from: 'member', text: entry.followup },
    );
  }
  log.push(
    {
      id: `${entry.id}-p`,
      from: 'assistant',
      kind: 'prompt',
      step: 'permission',
      text: promptFor('permission', state, context).text,
    },
    { id: `${entry.id}-p-a`, from: 'member', text: entry.sharePermission ? 'Yes' : 'No' },
    {
      id: `${entry.id}-c`,
      from: 'assistant',
      kind: 'prompt',
      step: 'complete',
      text: promptFor('complete', state, context).text,
    },
  );
  return log;
}
