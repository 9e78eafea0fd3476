import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ASK_QUESTIONS, type Conversation } from '../../../common/contracts/ask';
import { MEMBER, renderPage } from '../../../../tests/support/render';
import { ConversationCard } from './ConversationCard';
import { ConversationList } from './ConversationList';

const entry = (id: string, answer: string): Conversation => ({
  id,
  name: 'Ana Lima',
  email: 'ana@example.com',
  question: ASK_QUESTIONS[2],
  answer,
  followup: 'no',
  displayedAnswer: answer,
  sharePermission: false,
  status: 'pending',
  step: 'complete',
  timestamp: '2026-03-02T10:00:00.000Z',
  questionsAndAnswers: [],
  adminResponse: null,
  respondedAt: null,
  viewed: false,
  archived: false,
  isNewReply: false,
  inFaq: false,
});

const GRAINS = entry('c-1', 'Finding a supplier for heritage grains who can deliver twice a week to both of our kitchens');
const WALK_IN = entry('c-2', 'Our walk-in keeps failing in summer');

function openList(tone: 'light' | 'dark') {
  const onOpen = vi.fn();
  const page = renderPage(
    <ConversationList
      entries={[GRAINS, WALK_IN]}
      status="success"
      selectedId={null}
      onOpen={onOpen}
      onRetry={() => {}}
      hasMore={false}
      loadingMore={false}
      onLoadMore={() => {}}
      tone={tone}
    />,
    { me: MEMBER },
  );
  return { ...page, onOpen };
}

describe("the member's conversations", () => {
  it.each(['light', 'dark'] as const)(
    "are titled by the member's own words, cut on a word, with the question as a tag (%s)",
    async (tone) => {
      const { user, onOpen } = openList(tone);
      const buttons = screen.getAllByRole('button');
      expect(buttons[0]).toHaveTextContent('Finding a supplier for heritage grains who can deliver…');
      expect(buttons[1]).toHaveTextContent('Our walk-in keeps failing in summer');
      // The question is no title any more: a short tag, named as the topic for a screen reader.
      expect(screen.queryByText(ASK_QUESTIONS[2])).not.toBeInTheDocument();
      for (const button of buttons) expect(within(button).getByText('Problem to solve')).toBeVisible();
      expect(buttons[0]).toHaveAccessibleName(/Topic: Problem to solve/);

      await user.click(buttons[1]);
      expect(onOpen).toHaveBeenCalledWith(WALK_IN);
    },
  );

  it("titles the opened entry's card the same way, and keeps the full words in its details", async () => {
    const { user } = renderPage(<ConversationCard entry={GRAINS} />, { me: MEMBER });
    const card = screen.getByRole('article', { name: 'Your entry: Finding a supplier for heritage grains who can deliver…' });
    expect(within(card).getByText('Problem to solve')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByText(GRAINS.displayedAnswer)).toBeVisible();
  });
});
