// The Ask chat's step machine (spec 4.1, 5): name → questions → answer → followup → permission →
// complete, the yes/no words of the permission step, and the save request a finished chat becomes. Only
// the browser runs the chat; the server checks the finished chat against the contract's schema.
import {
  ASK_MESSAGES as M,
  CHAT_MESSAGES,
  findAskQuestion,
  MAX_ANSWER_LENGTH,
  MAX_NAME_LENGTH,
  type AskQuestion,
  type SaveConversationRequest,
} from '../../../common/contracts/ask';

// ---------------------------------------------------------------------------------------------------
// Yes or no (spec 5, 'Chat')

export const YES_WORDS = ['yes', 'y', 'yeah', 'yep', 'sure', 'ok', 'okay'] as const;
export const NO_WORDS = ['no', 'n', 'nope', 'nah'] as const;

/** true for a yes word, false for a no word (trimmed, any case), null for anything else. */
export function parseYesNo(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if ((YES_WORDS as readonly string[]).includes(word)) return true;
  if ((NO_WORDS as readonly string[]).includes(word)) return false;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The chat's steps (spec 4.1)

export const CHAT_STEPS = ['name', 'questions', 'answer', 'followup', 'permission', 'complete'] as const;
export type ChatStep = (typeof CHAT_STEPS)[number];

/** The progress bar's five labels (spec 2.4), one per step before 'complete'. */
export const CHAT_PROGRESS_LABELS = [
  'Your Name',
  'Select Question',
  'Your Response',
  'Additional Info',
  'Sharing Permission',
] as const;

/** 'Step n of 5' on mobile: 1 for name … 5 for permission; a complete chat stays on 5. */
export function chatStepNumber(step: ChatStep): number {
  return Math.min(CHAT_STEPS.indexOf(step) + 1, CHAT_PROGRESS_LABELS.length);
}

export type ChatState = {
  step: ChatStep;
  name: string;
  question: AskQuestion | null;
  answer: string;
  followup: string;
  sharePermission: boolean | null;
  /** What to tell the member about their last input (the yes/no reminder, a length limit); null otherwise. */
  error: string | null;
};

/** A new chat on the name step, with the name prefilled from the profile when there is one. */
export function startChat(name = ''): ChatState {
  return { step: 'name', name: name.trim(), question: null, answer: '', followup: '', sharePermission: null, error: null };
}

const withError = (state: ChatState, error: string): ChatState => ({ ...state, error });

/**
 * The member submits `text` on the current step (choosing a question submits its text). Answers the next
 * state; a blank submission is ignored and answers the very same state object, so nothing re-renders.
 * An input that cannot be used keeps the step and sets `error`.
 */
export function advanceChat(state: ChatState, text: string): ChatState {
  const value = text.trim();
  if (state.step === 'complete') return state;
  if (value === '') return state;
  switch (state.step) {
    case 'name':
      if (value.length > MAX_NAME_LENGTH) return withError(state, M.nameTooLong);
      return { ...state, name: value, step: 'questions', error: null };
    case 'questions': {
      const question = findAskQuestion(value);
      if (!question) return withError(state, M.chooseQuestion);
      return { ...state, question, step: 'answer', error: null };
    }
    case 'answer':
      if (value.length > MAX_ANSWER_LENGTH) return withError(state, M.answerTooLong);
      return { ...state, answer: value, step: 'followup', error: null };
    case 'followup':
      if (value.length > MAX_ANSWER_LENGTH) return withError(state, M.followupTooLong);
      return { ...state, followup: value, step: 'permission', error: null };
    case 'permission': {
      const permission = parseYesNo(value);
      if (permission === null) return withError(state, CHAT_MESSAGES.yesOrNo);
      return { ...state, sharePermission: permission, step: 'complete', error: null };
    }
  }
}

/** The body of POST /api/conversations for a completed chat; null until the chat is complete. */
export function chatToSaveRequest(state: ChatState): SaveConversationRequest | null {
  if (state.step !== 'complete' || !state.question || state.sharePermission === null) return null;
  return {
    name: state.name,
    question: state.question,
    answer: state.answer,
    followup: state.followup,
    sharePermission: state.sharePermission,
    questionsAndAnswers: [{ question: state.question, answer: state.answer }],
  };
}
