import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASK_QUESTIONS, CHAT_MESSAGES, type MemberConversationPage } from '../../../common/contracts/ask';
import { ASK_ROUTES } from '../../../common/contracts/ask-routes';
import { MEMBER, renderPage, routeKey, type Routes } from '../../../../tests/support/render';
import { AskChatPage } from './AskChatPage';

const SAVE = routeKey(ASK_ROUTES.save);

const NOTHING_YET: MemberConversationPage = { items: [], total: 0, page: 1, pageSize: 20, newReplies: 0 };

function openChat(routes: Routes = {}) {
  return renderPage(<AskChatPage renderSuggestions={() => null} />, {
    at: '/chat',
    me: MEMBER,
    routes: {
      [routeKey(ASK_ROUTES.list)]: { body: NOTHING_YET },
      [routeKey(ASK_ROUTES.replies)]: { body: { newReplies: 0, latestRespondedAt: null } },
      ...routes,
    },
  });
}

const composer = (name: string) => screen.findByRole('textbox', { name });
const thread = () => screen.getByRole('log');

describe('asking the team in the chat', () => {
  it('sends each answer with Enter, shows it in the thread, refuses what the step cannot take, and saves the chat', async () => {
    // The chat reads nothing of the saved entry: it only refreshes the list.
    const chat = openChat({ [SAVE]: ({ body }) => ({ status: 201, body: { id: 'c-1', ...body } }) });

    // The name is filled in from the profile: Enter sends it.
    const name = await composer('Your name');
    expect(name).toHaveValue('Ana Lima');
    await chat.user.click(name);
    await chat.user.keyboard('{Enter}');
    await waitFor(() => expect(thread()).toHaveTextContent('Ana Lima'));

    await chat.user.click(await screen.findByRole('button', { name: ASK_QUESTIONS[2] }));
    const response = await composer('Your response');
    await waitFor(() => expect(response).toHaveFocus());
    await chat.user.type(response, 'Cash flow in our first year{Enter}');
    await waitFor(() => expect(thread()).toHaveTextContent('Cash flow in our first year'));

    // Shift+Enter adds a line instead of sending.
    const details = await composer('Additional details');
    await chat.user.type(details, 'Two sites{Shift>}{Enter}{/Shift}one planned');
    expect(details).toHaveValue('Two sites\none planned');
    await chat.user.keyboard('{Enter}');

    // A permission that is neither yes nor no is refused in the thread, and the question asked again.
    const permission = await composer('Sharing permission');
    await chat.user.type(permission, 'maybe{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.yesOrNo);
    expect(permission).toHaveFocus();
    expect(chat.callsTo(SAVE)).toHaveLength(0);

    await chat.user.type(permission, 'yes{Enter}');
    await waitFor(() => expect(chat.callsTo(SAVE)).toHaveLength(1));
    expect(chat.callsTo(SAVE)[0].body).toMatchObject({
      name: 'Ana Lima',
      question: ASK_QUESTIONS[2],
      answer: 'Cash flow in our first year',
      followup: 'Two sites\none planned',
      sharePermission: true,
    });
  });
});
