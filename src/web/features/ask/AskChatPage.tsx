// /chat (spec 2.4, 4.1): the Ask chat. A guided conversation (name → question → answer → followup →
// permission) that saves a pending entry, beside the member's past entries and the team's replies. Wide
// screens: a 'Conversations' sidebar and the five-step progress bar. Under 768 px: a drawer, the
// `ASK {SHORT}` header, 'Step n of 5' and the input pinned above the on-screen keyboard.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Conversation } from '../../../common/contracts/ask';
import { useAskLabel, useBrand } from '../../lib/config';
import { usePageTitle } from '../../lib/use-page-title';
import { useViewport } from '../../lib/viewport';
import type { ChatStep } from './chat-machine';
import { ChatComposer } from './ChatComposer';
import { PhoneChatHeader, WideChatHeader } from './ChatHeader';
import { ConversationsDrawer, ConversationsSidebar } from './ConversationsPanel';
import { useKeyboardInset } from './keyboard-inset';
import { LiveChat } from './LiveChat';
import { PastConversation, PastConversationBar } from './PastConversation';
import { useAskChat } from './use-ask-chat';
import { usePastConversations } from './use-past-conversations';

const COMPOSER_TEXT: Record<ChatStep, { label: string; placeholder: string }> = {
  name: { label: 'Your name', placeholder: 'Your name' },
  questions: { label: 'Your message', placeholder: 'Choose one of the questions above' },
  answer: { label: 'Your response', placeholder: 'Type your response…' },
  followup: { label: 'Additional details', placeholder: "Add details, or type 'no'" },
  permission: { label: 'Sharing permission', placeholder: "Type 'yes' or 'no'" },
  complete: { label: 'Your message', placeholder: '' },
};

/**
 * Keeps a log that was at its newest message there when the log gets shorter (answers that may help
 * appearing above the composer, the on-screen keyboard), so the question being answered stays in view.
 */
function useStayAtBottom(scroller: RefObject<HTMLDivElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = scroller.current;
    if (!element || !enabled || typeof ResizeObserver === 'undefined') return;
    let atBottom = true;
    const onScroll = () => {
      atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    };
    const observer = new ResizeObserver(() => {
      if (atBottom) element.scrollTop = element.scrollHeight;
    });
    element.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scroller, enabled]);
}

type AskChatPageProps = {
  /** Above the composer while the member writes their question: published answers that may already hold
   * theirs (the answers feature's, given by app/ask-chat.tsx). `text` is '' on the other steps. */
  renderSuggestions?: (props: { text: string; className: string }) => ReactNode;
  /** The last step's second way to ask (issue 36): 'The team and members who can help' takes the place of
   * Yes and No with the open question's form (the open-questions feature's, given by app/ask-chat.tsx),
   * started from the member's words. Without it the chat asks the team only. */
  renderOpenQuestion?: (props: { text: string; onAskAnother: () => void }) => ReactNode;
};

export function AskChatPage({ renderSuggestions, renderOpenQuestion }: AskChatPageProps) {
  const askLabel = useAskLabel();
  const { shortName } = useBrand();
  usePageTitle(askLabel);

  const chat = useAskChat();
  const past = usePastConversations();
  const { viewing } = past;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const { isMobile, prefersReducedMotion } = useViewport();
  const keyboardInset = useKeyboardInset(isMobile);
  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  const newConversation = () => {
    chat.restart();
    past.close();
    setDrawerOpen(false);
  };
  const openEntry = (entry: Conversation) => {
    past.open(entry);
    setDrawerOpen(false);
  };
  const list = { ...past.list, onOpen: openEntry };

  // The live chat follows its newest message; a transcript starts at its beginning.
  const scroller = useRef<HTMLDivElement>(null);
  const viewingId = viewing?.id ?? null;
  const logLength = chat.log.length;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (viewingId) element.scrollTo({ top: 0 });
    else element.scrollTo({ top: element.scrollHeight, behavior: prefersReducedMotion ? 'auto' : 'smooth' });
  }, [logLength, viewingId, chat.save.status, keyboardInset, prefersReducedMotion]);
  useStayAtBottom(scroller, viewingId === null);

  const saved = chat.save.data;
  const savedEntry = saved ? (past.entries.find((entry) => entry.id === saved.id) ?? saved) : null;

  return (
    <div
      className="fixed inset-x-0 top-16 bottom-0 z-10 flex bg-cream lg:left-64"
      style={keyboardInset ? { bottom: keyboardInset } : undefined}
    >
      <ConversationsSidebar newReplies={past.newReplies} onNewConversation={newConversation} list={list} />
      <ConversationsDrawer open={drawerOpen} onOpenChange={setDrawerOpen} onNewConversation={newConversation} list={list} />

      <section aria-label={askLabel} className="flex min-w-0 flex-1 flex-col">
        <PhoneChatHeader
          askLabel={askLabel}
          step={chat.step}
          viewingPast={viewing !== null}
          newReplies={past.newReplies}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          onNewConversation={newConversation}
        />
        <WideChatHeader askLabel={askLabel} step={chat.step} viewingPast={viewing !== null} />
        {viewing ? <PastConversationBar entry={viewing} onBack={past.close} /> : null}

        {/* Focusable, so a keyboard can scroll it: the questions' buttons, its only other stops, are gone by
            the time answers that may help shorten it. */}
        <div
          ref={scroller}
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-[var(--focus-ring)]"
          {...(viewing ? { 'aria-label': 'Past conversation', role: 'region' } : { 'aria-label': 'Chat', role: 'log' })}
        >
          <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 md:py-8">
            {viewing ? (
              <PastConversation entry={viewing} context={chat.context} />
            ) : (
              <LiveChat
                askLabel={askLabel}
                shortName={shortName}
                log={chat.log}
                step={chat.step}
                onSubmit={chat.submit}
                save={chat.save}
                savedEntry={savedEntry}
                onRetrySave={chat.retrySave}
                onAskAnother={newConversation}
                firstChoiceRef={chat.firstChoice}
                askAnotherRef={chat.afterComplete}
                wider={
                  renderOpenQuestion
                    ? {
                        audience: chat.audience,
                        onAudience: chat.setAudience,
                        choiceRef: chat.audienceChoice,
                        form: renderOpenQuestion({ text: chat.openQuestionText, onAskAnother: newConversation }),
                      }
                    : undefined
                }
              />
            )}
          </div>
        </div>

        {/* The open question's form has its own fields: the chat's composer goes while it shows. */}
        {!viewing &&
        chat.step !== 'complete' &&
        !(chat.step === 'permission' && renderOpenQuestion && chat.audience === 'members') ? (
          <div className="border-t border-line bg-cream/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:px-8 md:pb-4">
            {/* While the member writes their question: published answers that may already hold theirs. */}
            {renderSuggestions?.({
              className: 'mx-auto max-w-3xl',
              text: chat.step === 'answer' || chat.step === 'followup' ? chat.draft : '',
            })}
            <ChatComposer
              ref={chat.composer}
              className="mx-auto max-w-3xl"
              value={chat.draft}
              onChange={chat.setDraft}
              onSubmit={() => chat.submit(chat.draft)}
              label={COMPOSER_TEXT[chat.step].label}
              placeholder={COMPOSER_TEXT[chat.step].placeholder}
              disabled={chat.step === 'questions'}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
