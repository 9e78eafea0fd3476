// The live Ask chat (spec 4.1): the scripted conversation the member types into, the draft in the
// composer, and saving the finished chat as a pending entry. A failed save is logged and offered again
// from the completion message; the chat itself goes on.
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_FAQ_SEARCH_LENGTH } from '../../../common/contracts/answers';
import { ASK_ABOUT_PARAM } from '../../../common/contracts/ask-routes';
import { useAskLabel, useBrand } from '../../lib/config';
import { fullName } from '../../lib/names';
import { useMe } from '../../lib/session';
import { useSaveConversation } from './api';
import { chatToSaveRequest, parseYesNo } from './chat-machine';
import { sendToSession, startSession, type ChatSession, type ScriptContext } from './chat-script';

export type Audience = 'team' | 'members';

/** The member's words, as an open question starts: their response, and their details unless they said 'no'. */
function openQuestionText(chat: ChatSession['chat']): string {
  const followup = parseYesNo(chat.followup) === false ? '' : chat.followup;
  return [chat.answer, followup].filter(Boolean).join('\n\n');
}

const focusSoon = (element: { current: HTMLElement | null }) =>
  requestAnimationFrame(() => element.current?.focus({ preventScroll: true }));

export function useAskChat() {
  const askLabel = useAskLabel();
  const { shortName } = useBrand();
  const context: ScriptContext = useMemo(() => ({ askLabel, shortName }), [askLabel, shortName]);
  const me = useMe();
  // The name step starts filled in from the profile.
  const profileName = fullName(me.user?.firstName, me.user?.lastName);

  const [session, setSession] = useState<ChatSession>(() => startSession(profileName, context));
  const [draft, setDraft] = useState(profileName);
  // What the member searched the answers for before asking (`?about=`, from 'Ask the team' when no
  // answer matched): the response step starts with it, once, for them to write on from.
  const [params] = useSearchParams();
  const about = useRef((params.get(ASK_ABOUT_PARAM) ?? '').trim().slice(0, MAX_FAQ_SEARCH_LENGTH));
  const save = useSaveConversation();
  const composer = useRef<HTMLTextAreaElement>(null);
  /** The first choice a step offers instead of typing: the first question, or Yes. */
  const firstChoice = useRef<HTMLButtonElement>(null);
  /** What takes the focus once the chat is complete ('Ask another question'). */
  const afterComplete = useRef<HTMLButtonElement>(null);
  /** At the last step, who the question is for: only the team (the chat goes on as always), or the team and
   * the members who can help (an open question, asked by the open-questions feature's form). */
  const [audience, setAudience] = useState<Audience>('team');
  /** The last step's choice of audience, when it is offered: the focus goes there before Yes. */
  const audienceChoice = useRef<HTMLInputElement>(null);

  const saveChat = (chat: ChatSession['chat']) => {
    const body = chatToSaveRequest(chat);
    if (body) save.mutate(body, { onError: (error) => console.info('[ask] the conversation was not saved', error) });
  };

  /**
   * The member sends `text`: a blank one is ignored; completing the chat saves the entry. The focus
   * moves to the next thing to do: the first question after the name, Yes at the permission step, the
   * composer when text is asked for (or the input was refused), 'Ask another question' at the end.
   */
  const submit = (text: string) => {
    const next = sendToSession(session, text, context);
    if (next === session) return;
    setSession(next);
    const { step, error } = next.chat;
    if (step === 'answer' && session.chat.step !== 'answer' && about.current) {
      setDraft(about.current);
      about.current = '';
    } else {
      setDraft('');
    }
    if (step === 'complete') {
      saveChat(next.chat);
      focusSoon(afterComplete);
    } else if (step === 'permission' && !error) {
      requestAnimationFrame(() => (audienceChoice.current ?? firstChoice.current)?.focus({ preventScroll: true }));
    } else if (step === 'questions') {
      focusSoon(firstChoice);
    } else {
      focusSoon(composer);
    }
  };

  /** A fresh chat, from the name step. */
  const restart = () => {
    setSession(startSession(profileName, context));
    setDraft(profileName);
    setAudience('team');
    save.reset();
    focusSoon(composer);
  };

  return {
    context,
    log: session.log,
    step: session.chat.step,
    draft,
    setDraft,
    submit,
    restart,
    save,
    retrySave: () => saveChat(session.chat),
    composer,
    firstChoice,
    afterComplete,
    audience,
    setAudience,
    audienceChoice,
    openQuestionText: openQuestionText(session.chat),
  };
}

export type AskChat = ReturnType<typeof useAskChat>;
