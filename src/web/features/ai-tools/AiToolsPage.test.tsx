// /aiTools as a member sees it (issue 39 item 2, decision 071): the library with each tool's count and the
// member's connections who use it, a link that opens safely, 'I use it' (its count from the server's answer),
// the filters kept in the address, and the states: loading, empty library (with what to do first), no match
// (with the way back), failed (with Try again); 'Suggest a tool' refusing an http:// address before it sends.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AiTool, AiToolList } from '../../../common/contracts/ai-tools';
import { AI_TOOL_ROUTES } from '../../../common/contracts/ai-tools-routes';
import { TOPIC_ROUTES } from '../../../common/contracts/topics-routes';
import { MEMBER, pending, refusal, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { AiToolsPage } from './AiToolsPage';

const ID = '2c9d3e4f-3b4f-4a71-8cbd-2e3f4a5b6c7d';
const LIST = routeKey(AI_TOOL_ROUTES.list);
const USE = routeKey(AI_TOOL_ROUTES.use, { id: ID });
const SUGGEST = routeKey(AI_TOOL_ROUTES.suggest);
const BASE: Routes = {
  [routeKey(TOPIC_ROUTES.list)]: { body: { items: [{ id: 't-1', name: 'Writing' }], total: 1 } },
  [routeKey(AI_TOOL_ROUTES.categories)]: { body: { items: [{ id: 'c-1', name: 'Drafting', position: 0, tools: 1 }] } },
};

const tool = (overrides: Partial<AiTool> = {}): AiTool => ({
  id: ID,
  name: 'Draftwise',
  link: 'https://draftwise.example.com',
  purpose: 'First drafts of disclosure summaries.',
  topics: ['Writing'],
  priceBand: 'freemium',
  category: { id: 'c-1', name: 'Drafting' },
  useCount: 12,
  usedByMe: false,
  connections: [
    { id: 'm-1', name: 'Ana Lima' },
    { id: 'm-2', name: 'Ben Okafor' },
  ],
  connectionCount: 4,
  ...overrides,
});

const page = (items: AiTool[], overrides: Partial<AiToolList> = {}): { body: AiToolList } => ({
  body: { items, page: 1, pageSize: 20, hasMore: false, libraryEmpty: false, ...overrides },
});

function open(routes: Routes, at = '/aiTools') {
  return renderPage(<AiToolsPage />, { at, path: '/aiTools', me: MEMBER, routes: { ...BASE, ...routes } });
}

describe('the AI Tools page', () => {
  it('lists each tool with its count and the connections who use it; its link opens safely; “I use it” counts the member', async () => {
    const view = open({
      [LIST]: page([tool()]),
      [USE]: ({ body }) => ({ body: { usedByMe: body.using, useCount: body.using ? 13 : 12 } }),
    });
    const card = (await screen.findByRole('heading', { name: /Draftwise/ })).closest('li')!;
    expect(within(card).getByText('Used by 12 members')).toBeInTheDocument();
    expect(within(card).getByText('Your connections Ana Lima, Ben Okafor and 2 more use it')).toBeInTheDocument();
    expect(within(card).getByText('Freemium')).toBeInTheDocument();
    expect(within(card).getByText('Drafting')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /Draftwise/ });
    expect(link).toHaveAttribute('href', 'https://draftwise.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const use = within(card).getByRole('button', { name: /I use it/ });
    expect(use).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(use);
    await waitFor(() => expect(view.callsTo(USE)[0]?.body).toEqual({ using: true }));
    expect(await within(card).findByText('Used by 13 members')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /I use it/ })).toHaveAttribute('aria-pressed', 'true');
    // The list is not read again: the card stays where it is.
    expect(view.callsTo(LIST)).toHaveLength(1);
  });

  it('says when the library is empty, and offers to suggest the first tool', async () => {
    const view = open({ [LIST]: page([], { libraryEmpty: true }) });
    expect(await screen.findByText('No tools in the library yet')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Suggest the first tool' }));
    expect(await screen.findByRole('dialog', { name: 'Suggest a tool' })).toBeInTheDocument();
  });

  it('filters by the topic in the address, says when nothing matches, and clears the filters', async () => {
    const view = open({ [LIST]: page([]) }, '/aiTools?topic=Writing');
    expect(await screen.findByText('No tool matches')).toBeInTheDocument();
    expect(view.callsTo(LIST)[0]?.search).toContain('topic=Writing');
    await view.user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(view.location()).toBe('/aiTools'));
  });

  it('offers Try again when the list cannot be read', async () => {
    let calls = 0;
    const view = open({ [LIST]: () => (++calls === 1 ? refusal(500, 'Something went wrong') : page([tool()])) });
    expect(await screen.findByText('The tools could not be loaded.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Draftwise/ })).toBeInTheDocument();
  });

  it('shows its loading state while the list is on its way', async () => {
    open({ [LIST]: pending });
    expect(await screen.findByText('Loading the tools...')).toBeInTheDocument();
  });

  it('refuses an http:// address in the suggestion before sending it, then sends the https one', async () => {
    const view = open({
      [LIST]: page([tool()]),
      [SUGGEST]: { status: 201, body: { id: ID, status: 'pending', message: 'Thank you. The organisers will look at it.' } },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Suggest a tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a tool' });
    await view.user.type(within(dialog).getByLabelText('Name'), 'Clipmaker');
    const address = within(dialog).getByLabelText('Address');
    await view.user.clear(address);
    await view.user.type(address, 'http://clipmaker.example.com');
    await view.user.type(within(dialog).getByLabelText('What it is for'), 'Cuts long videos into clips.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Writing' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(await within(dialog).findByText('Enter a full https:// address, like https://example.com')).toBeInTheDocument();
    expect(view.callsTo(SUGGEST)).toHaveLength(0);
    await view.user.clear(address);
    await view.user.type(address, 'https://clipmaker.example.com');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() =>
      expect(view.callsTo(SUGGEST)[0]?.body).toEqual({
        name: 'Clipmaker',
        link: 'https://clipmaker.example.com',
        purpose: 'Cuts long videos into clips.',
        priceBand: 'free',
        topics: ['Writing'],
        categoryId: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suggest a tool' })).not.toBeInTheDocument());
  });
});
