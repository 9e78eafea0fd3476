import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAQ_MESSAGES, type FaqEntry, type FaqPage as FaqPageBody } from '../../../common/contracts/answers';
import { ANSWERS_ROUTES } from '../../../common/contracts/answers-routes';
import {
  MEMBER,
  refusal,
  renderPage,
  routeKey,
  type ApiCall,
  type Route,
  findVisibleText,
} from '../../../../tests/support/render';
import { FaqPage } from './FaqPage';

const LIST = routeKey(ANSWERS_ROUTES.list);

const entry = (id: string, question: string, answer: string): FaqEntry => ({
  id,
  topic: 'What problem do you need to solve?',
  question,
  answer,
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const BOOKKEEPER = entry('f-1', 'Where can we hire a part-time bookkeeper?', 'Several members share a bookkeeping firm.');
const SPONSOR = entry('f-2', 'How do we find a sponsor for our podcast?', 'Start with the members’ brands.');

/** The server's search, roughly: every entry, or those whose question has the word. */
function answer({ search }: ApiCall) {
  const q = new URLSearchParams(search).get('q') ?? '';
  const items = [BOOKKEEPER, SPONSOR].filter((item) => item.question.toLowerCase().includes(q.toLowerCase()));
  const body: FaqPageBody = { items, total: items.length, page: 1, pageSize: 10, q };
  return { body };
}

const openFaq = (at = '/user/answers', list: Route = answer) =>
  renderPage(<FaqPage />, { at, path: '/user/answers', me: MEMBER, routes: { [LIST]: list } });

describe('Answers from the team', () => {
  it('lists the answers, opens one in place, and searches as the member types, keeping the search in the address', async () => {
    const page = openFaq();
    const toggle = await screen.findByRole('button', { name: BOOKKEEPER.question });
    expect(screen.getByRole('button', { name: SPONSOR.question })).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(BOOKKEEPER.answer)).toBeVisible();

    await page.user.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'sponsor');
    await waitFor(() => expect(screen.queryByRole('button', { name: BOOKKEEPER.question })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: SPONSOR.question })).toBeVisible();
    expect(page.location()).toBe('/user/answers?q=sponsor');
    expect(page.callsTo(LIST).at(-1)?.search).toContain('q=sponsor');
  });

  it('offers to ask the team when nothing matches, with the search carried into the chat', async () => {
    const page = openFaq('/user/answers?q=catering');
    expect(await screen.findByRole('heading', { name: 'No answers match “catering”' })).toBeVisible();
    await page.user.click(screen.getByRole('link', { name: /Ask the team/ }));
    expect(page.location()).toBe('/chat?about=catering');
  });

  it('says when the answers could not be loaded, and Try again brings them', async () => {
    let fail = true;
    const page = openFaq('/user/answers', (call) => (fail ? refusal(500, 'Something went wrong') : answer(call)));
    await findVisibleText(FAQ_MESSAGES.loadFailed);
    fail = false;
    await page.user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('button', { name: BOOKKEEPER.question })).toBeVisible();
  });
});
