import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAQ_MESSAGES, FLAGGED_CODES, type FaqActionResult, type FaqDraft } from '../../../../common/contracts/answers';
import { ANSWERS_ROUTES } from '../../../../common/contracts/answers-routes';
import { ADMIN, refusal, renderPage, routeKey, type Routes, findVisibleText } from '../../../../../tests/support/render';
import { FaqEditor } from './FaqEditor';

const DRAFT_ROUTE = routeKey(ANSWERS_ROUTES.draft, { id: 'c-1' });
const PUBLISH_ROUTE = routeKey(ANSWERS_ROUTES.publish);

const DRAFT: FaqDraft = {
  conversationId: 'c-1',
  topic: 'What problem do you need to solve?',
  question: 'I am Jordan Blake. Where can we hire a bookkeeper?',
  answer: 'Several members share a firm.',
  entryId: null,
  terms: [{ text: 'Jordan Blake', kind: 'member-name' }],
};

const published = (question: string, answer: string): FaqActionResult => ({
  success: true,
  message: FAQ_MESSAGES.published,
  entry: {
    id: 'f-1',
    topic: DRAFT.topic,
    question,
    answer,
    publishedAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    conversationId: 'c-1',
  },
  memberTold: true,
});

function openEditor(routes: Routes = {}) {
  const onOpenChange = vi.fn();
  const page = renderPage(<FaqEditor open onOpenChange={onOpenChange} conversationId="c-1" />, {
    at: '/admin/dashboard',
    me: ADMIN,
    routes: { [DRAFT_ROUTE]: { body: DRAFT }, ...routes },
  });
  return { page, onOpenChange };
}

const questionBox = () => screen.findByRole('textbox', { name: 'Question, as members will read it' });

describe('the FAQ editor', () => {
  it('starts from the member’s words and flags their name', async () => {
    openEditor();
    expect(await questionBox()).toHaveValue(DRAFT.question);
    expect(screen.getByRole('list', { name: 'Flagged in the question' })).toHaveTextContent('Jordan Blake');
    expect(screen.getByRole('checkbox', { name: /Keep the flagged names/ })).not.toBeChecked();
  });

  it('refuses a blank question under the field, focuses it and sends nothing', async () => {
    const { page } = openEditor();
    await page.user.clear(await questionBox());
    await page.user.click(screen.getByRole('button', { name: 'Publish to FAQ' }));

    const question = await questionBox();
    await waitFor(() => expect(question).toHaveAttribute('aria-invalid', 'true'));
    expect(question).toHaveFocus();
    expect(question).toHaveAccessibleDescription(expect.stringContaining(FAQ_MESSAGES.questionRequired));
    expect(page.callsTo(PUBLISH_ROUTE)).toHaveLength(0);

    // Typing clears the message.
    await page.user.type(question, 'Where can we hire a bookkeeper?');
    expect(question).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s refusal under the field it names, then publishes with the names kept', async () => {
    let attempts = 0;
    const { page, onOpenChange } = openEditor({
      [PUBLISH_ROUTE]: ({ body }) => {
        attempts += 1;
        if (!body.keepNames)
          return refusal(409, FAQ_MESSAGES.namesLeft(['Jordan Blake']), {
            code: FLAGGED_CODES.names,
            fields: { question: FAQ_MESSAGES.flaggedHere(['Jordan Blake']) },
          });
        return { status: 201, body: published(body.question, body.answer) };
      },
    });
    await questionBox();
    await page.user.click(screen.getByRole('button', { name: 'Publish to FAQ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAQ_MESSAGES.namesLeft(['Jordan Blake']));
    const question = await questionBox();
    expect(question).toHaveAccessibleDescription(expect.stringContaining(FAQ_MESSAGES.flaggedHere(['Jordan Blake'])));
    expect(question).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();

    await page.user.click(screen.getByRole('checkbox', { name: /Keep the flagged names/ }));
    await page.user.click(screen.getByRole('button', { name: 'Publish to FAQ' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(attempts).toBe(2);
    expect(page.callsTo(PUBLISH_ROUTE)[1].body).toEqual({
      conversationId: 'c-1',
      question: DRAFT.question,
      answer: DRAFT.answer,
      keepNames: true,
    });
    await findVisibleText(/The member was emailed that their question helped others/);
  });
});
