// /chat and /user/chat (spec 2.4, 4.1): the Ask chat. A guided conversation (name → question → answer →
// followup → permission) that saves a pending entry, beside the member's past entries and the team's
// replies. Wide screens: a 'Conversations' sidebar and the five-step progress bar. Under 768 px: a drawer,
// the `ASK {SHORT}` header, 'Step n of 5' and the input pinned above the on-screen keyboard.
import { ArrowLeft, MessageSquareText, PanelLeftOpen, Plus, RotateCw, SquarePen } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { chatToSaveRequest, type AskQuestion, type ChatStep, type Conversation } from '../../../common/contracts/conversations';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Monogram } from '../../components/ui/Monogram';
import { Sheet } from '../../components/ui/Sheet';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { useAskLabel, useBrand } from '../../lib/config';
import { useMe } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useMarkViewed, useMemberConversations, useReplyStatus, useSaveConversation } from './api';
import { ChatComposer } from './ChatComposer';
import { ChatProgress, ChatStepIndicator } from './ChatProgress';
import { replayEntry, sendToSession, startSession, type ChatSession, type ScriptContext } from './chat-script';
import { ChatThread } from './ChatThread';
import { ConversationCard } from './ConversationCard';
import { ConversationList } from './ConversationList';
import { formatDate } from './format';
import { useIsMobile, useKeyboardInset } from './viewport';

const COMPOSER_TEXT: Record<ChatStep, { label: string; placeholder: string }> = {
  name: { label: 'Your name', placeholder: 'Your name' },
  questions: { label: 'Your message', placeholder: 'Choose one of the questions above' },
  answer: { label: 'Your response', placeholder: 'Type your response…' },
  followup: { label: 'Additional details', placeholder: "Add details, or type 'no'" },
  permission: { label: 'Sharing permission', placeholder: "Type 'yes' or 'no'" },
  complete: { label: 'Your message', placeholder: '' },
};

function useProfileName(): string {
  const me = useMe();
  return [me.user?.firstName, me.user?.lastName].filter(Boolean).join(' ').trim();
}

export function AskChatPage() {
  const askLabel = useAskLabel();
  const { shortName } = useBrand();
  usePageTitle(askLabel);
  const profileName = useProfileName();
  const context: ScriptContext = useMemo(() => ({ askLabel, shortName }), [askLabel, shortName]);

  const [session, setSession] = useState<ChatSession>(() => startSession(profileName, context));
  const [draft, setDraft] = useState(profileName);
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const conversations = useMemberConversations();
  const replies = useReplyStatus();
  const save = useSaveConversation();
  const { mutate: markViewed } = useMarkViewed();

  const isMobile = useIsMobile();
  const keyboardInset = useKeyboardInset(isMobile);
  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  const composer = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const afterComplete = useRef<HTMLButtonElement>(null);

  const entries = useMemo(() => conversations.data?.pages.flatMap((page) => page.items) ?? [], [conversations.data]);
  const newReplies = replies.data?.newReplies ?? conversations.data?.pages[0]?.newReplies ?? 0;
  const viewing = openId ? (entries.find((entry) => entry.id === openId) ?? null) : null;
  const viewingId = viewing?.id ?? null;
  const step = session.chat.step;
  const savedEntry = save.data ? (entries.find((entry) => entry.id === save.data.id) ?? save.data) : null;

  // A failed save is logged and offered again from the completion message; the chat itself goes on.
  const saveChat = (chat: ChatSession['chat']) => {
    const body = chatToSaveRequest(chat);
    if (body) save.mutate(body, { onError: (error) => console.info('[ask] the conversation was not saved', error) });
  };

  /** The member sends `text`: a blank one is ignored; completing the chat saves the entry. */
  const submit = (text: string) => {
    const next = sendToSession(session, text, context);
    if (next === session) return;
    setSession(next);
    setDraft('');
    if (next.chat.step === 'complete') {
      saveChat(next.chat);
      requestAnimationFrame(() => afterComplete.current?.focus({ preventScroll: true }));
    } else {
      requestAnimationFrame(() => composer.current?.focus({ preventScroll: true }));
    }
  };

  const newConversation = () => {
    setSession(startSession(profileName, context));
    setDraft(profileName);
    setOpenId(null);
    setDrawerOpen(false);
    save.reset();
    requestAnimationFrame(() => composer.current?.focus({ preventScroll: true }));
  };

  const openEntry = (entry: Conversation) => {
    setOpenId(entry.id);
    setDrawerOpen(false);
  };

  // An open entry with an unread reply is read: when it is opened, or when the reply arrives while it is open.
  const viewingIsNew = viewing?.isNewReply ?? false;
  useEffect(() => {
    if (viewingId && viewingIsNew) markViewed(viewingId);
  }, [viewingId, viewingIsNew, markViewed]);

  // The live chat follows its newest message; a transcript starts at its beginning.
  const logLength = session.log.length;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (viewingId) element.scrollTo({ top: 0 });
    else element.scrollTo({ top: element.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  }, [logLength, viewingId, save.status, keyboardInset]);

  const listProps = {
    entries,
    status: conversations.status,
    selectedId: viewingId,
    onOpen: openEntry,
    onRetry: () => void conversations.refetch(),
    hasMore: Boolean(conversations.hasNextPage),
    loadingMore: conversations.isFetchingNextPage,
    onLoadMore: () => void conversations.fetchNextPage(),
  };
  const newCountLabel = newReplies === 1 ? '1 new reply' : `${newReplies} new replies`;

  return (
    <div
      className="fixed inset-x-0 top-16 bottom-0 z-10 flex bg-cream lg:left-64"
      style={keyboardInset ? { bottom: keyboardInset } : undefined}
    >
      {/* Wide screens: the member's conversations. */}
      <section
        aria-labelledby="ask-conversations-title"
        className="hidden w-72 shrink-0 flex-col border-r border-line bg-paper md:flex xl:w-80"
      >
        <div className="border-b border-line px-5 pt-6 pb-5">
          <div className="flex items-center justify-between gap-3">
            <h2 id="ask-conversations-title" className="font-display text-2xl">
              Conversations
            </h2>
            {newReplies > 0 ? (
              <span className="rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-white tabular-nums">
                {newReplies} new<span className="sr-only"> {newReplies === 1 ? 'reply' : 'replies'}</span>
              </span>
            ) : null}
          </div>
          <Button className="mt-4 w-full" onClick={newConversation}>
            <Plus className="size-4" aria-hidden="true" />
            New Conversation
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ConversationList tone="light" {...listProps} />
        </div>
      </section>

      {/* Small screens: the same list in a drawer. */}
      <Sheet
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        side="left"
        title="Conversations"
        description="Your past questions and the team’s replies"
      >
        <div className="px-4 pt-4 pb-2">
          <Button className="w-full" onClick={newConversation}>
            <Plus className="size-4" aria-hidden="true" />
            New Conversation
          </Button>
        </div>
        <ConversationList tone="dark" {...listProps} />
      </Sheet>

      <section aria-label={askLabel} className="flex min-w-0 flex-1 flex-col">
        {/* Phones: the ASK {SHORT} header with the drawer, a new chat and the step. */}
        <div className="surface-dark flex items-center gap-1.5 border-b border-ink-line bg-ink px-2 py-2 text-cream md:hidden">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={newReplies > 0 ? `Open conversations, ${newCountLabel}` : 'Open conversations'}
            aria-expanded={drawerOpen}
            className="relative grid size-11 shrink-0 place-items-center rounded-full transition hover:bg-cream/10"
          >
            <PanelLeftOpen className="size-5" aria-hidden="true" />
            {newReplies > 0 ? (
              <span
                aria-hidden="true"
                className="absolute top-1.5 right-1.5 grid min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[0.62rem] leading-4.5 font-bold text-white ring-2 ring-ink"
              >
                {newReplies}
              </span>
            ) : null}
          </button>
          <div className="min-w-0 flex-1 px-1">
            <h1 className="font-display text-lg leading-6 tracking-[0.08em]">{askLabel}</h1>
            {viewing ? (
              <p className="text-[0.7rem] font-semibold tracking-[0.14em] text-mist uppercase">Past conversation</p>
            ) : (
              <ChatStepIndicator step={step} />
            )}
          </div>
          <button
            type="button"
            onClick={newConversation}
            aria-label="New Conversation"
            className="grid size-11 shrink-0 place-items-center rounded-full transition hover:bg-cream/10"
          >
            <SquarePen className="size-5" aria-hidden="true" />
          </button>
        </div>

        {/* Wide screens: the title and the five steps. */}
        <div className="hidden border-b border-line bg-paper/60 px-8 pt-6 pb-5 md:block">
          <div className="mx-auto flex max-w-3xl items-end justify-between gap-4">
            <div>
              <p className="eyebrow text-brand-deep">Ask the collective</p>
              <h1 className="mt-1 font-display text-3xl leading-tight">{askLabel}</h1>
            </div>
          </div>
          {viewing ? null : <ChatProgress step={step} className="mx-auto mt-6 max-w-3xl" />}
        </div>

        {viewing ? (
          <div className="flex items-center gap-3 border-b border-line bg-paper/80 px-3 py-2 md:px-8">
            <div className="mx-auto flex w-full max-w-3xl items-center gap-3">
              <Button variant="ghost" size="sm" className="px-3" onClick={() => setOpenId(null)}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back
              </Button>
              <p className="min-w-0 truncate text-sm text-stone">
                Conversation of <time dateTime={viewing.timestamp}>{formatDate(viewing.timestamp)}</time>
              </p>
            </div>
          </div>
        ) : null}

        <div
          ref={scroller}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
          {...(viewing ? { 'aria-label': 'Past conversation', role: 'region' } : { 'aria-label': 'Chat', role: 'log' })}
        >
          <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 md:py-8">
            {viewing ? (
              <>
                <ConversationCard key={viewing.id} entry={viewing} defaultOpen={viewing.status === 'answered'} />
                <div className="my-8 flex items-center gap-4">
                  <span aria-hidden="true" className="h-px flex-1 bg-line" />
                  <h2 className="eyebrow text-stone">Transcript</h2>
                  <span aria-hidden="true" className="h-px flex-1 bg-line" />
                </div>
                <ChatThread key={viewing.id} log={replayEntry(viewing, context)} />
              </>
            ) : (
              <>
                <ChatIntro askLabel={askLabel} shortName={shortName} />
                <ChatThread
                  log={session.log}
                  onChooseQuestion={step === 'questions' ? (question: AskQuestion) => submit(question) : undefined}
                  onQuickReply={step === 'permission' ? submit : undefined}
                >
                  {step === 'complete' ? (
                    <div className="space-y-4 pt-2 pl-10.5 sm:pl-12">
                      {save.isPending ? (
                        <p role="status" className="flex items-center gap-3 text-sm text-stone">
                          <Spinner className="size-4 text-brand-deep" />
                          Saving your question...
                        </p>
                      ) : null}
                      {save.isError ? (
                        <div
                          role="alert"
                          className="rounded-xl border border-danger/25 bg-danger-soft px-4 py-3 text-sm leading-6 text-danger"
                        >
                          <p className="font-medium">Your question could not be saved just now. {errorMessage(save.error)}</p>
                          <Button variant="outline" size="sm" className="mt-3" onClick={() => saveChat(session.chat)}>
                            <RotateCw className="size-3.5" aria-hidden="true" />
                            Try again
                          </Button>
                        </div>
                      ) : null}
                      {savedEntry ? <ConversationCard entry={savedEntry} /> : null}
                      <Button ref={afterComplete} variant="outline" onClick={newConversation}>
                        <Plus className="size-4" aria-hidden="true" />
                        Ask another question
                      </Button>
                    </div>
                  ) : null}
                </ChatThread>
              </>
            )}
          </div>
        </div>

        {!viewing && step !== 'complete' ? (
          <div className="border-t border-line bg-cream/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur md:px-8 md:pb-4">
            <ChatComposer
              ref={composer}
              className="mx-auto max-w-3xl"
              value={draft}
              onChange={setDraft}
              onSubmit={() => submit(draft)}
              label={COMPOSER_TEXT[step].label}
              placeholder={COMPOSER_TEXT[step].placeholder}
              disabled={step === 'questions'}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}

function ChatIntro({ askLabel, shortName }: { askLabel: string; shortName: string }) {
  return (
    <div className="mb-8 flex flex-col items-center text-center">
      <span className="relative">
        <Monogram letter={shortName} className="size-14" />
        <MessageSquareText
          className="absolute -right-1.5 -bottom-1.5 size-6 rounded-full bg-brand p-1 text-ink ring-2 ring-cream"
          aria-hidden="true"
        />
      </span>
      <h2 className={cn('mt-4 font-display text-2xl sm:text-3xl')}>Ask the collective</h2>
      <p className="mt-2 max-w-md text-sm leading-6 text-stone">
        Hiring, introductions, a problem to solve or something to learn: {askLabel} puts your question to the {shortName} team,
        who reply here.
      </p>
    </div>
  );
}
