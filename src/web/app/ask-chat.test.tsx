// The chat's last step with the open question's form composed in, as /chat has it (issue 36, item 1):
// 'Only the team' stays the chat as before; 'The team and members who can help' swaps Yes and No for the
// form, started from the member's words, and asks through POST /api/questions.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASK_QUESTIONS, type MemberConversationPage } from '../../common/contracts/ask';
import { ASK_ROUTES } from '../../common/contracts/ask-routes';
import { OPEN_QUESTION_ROUTES } from '../../common/contracts/open-questions-routes';
import { TOPIC_ROUTES } from '../../common/contracts/topics-routes';
import { MEMBER, renderPage, routeKey, type Routes } from '../../../tests/support/render';
import { AskChatPage } from '../features/ask/AskChatPage';
import { AskOpenQuestion } from '../features/open-questions/AskOpenQuestion';

const SAVE = routeKey(ASK_ROUTES.save);
const ASK = routeKey(OPEN_QUESTION_ROUTES.ask);
const NOTHING_YET: MemberConversationPage = { items: [], total: 0, page: 1, pageSize: 20, newReplies: 0 };

function openChat(routes: Routes = {}) {
  return renderPage(
    <AskChatPage
      renderSuggestions={() => null}
      renderOpenQuestion={({ text, onAskAnother }) => <AskOpenQuestion text={text} onAskAnother={onAskAnother} />}
    />,
    {
      at: '/chat',
      me: MEMBER,
      routes: {
        [routeKey(ASK_ROUTES.list)]: { body: NOTHING_YET },
        [routeKey(ASK_ROUTES.replies)]: { body: { newReplies: 0, latestRespondedAt: null } },
        [routeKey(TOPIC_ROUTES.list)]: {
          body: {
            items: [
              { id: 't-1', name: 'Franchise law' },
              { id: 't-2', name: 'Licensing' },
            ],
            total: 2,
          },
        },
        ...routes,
      },
    },
  );
}

/** Name, a question, the response and 'no' more: the chat reaches its last step. */
async function reachLastStep(chat: ReturnType<typeof openChat>) {
  await chat.user.click(await screen.findByRole('textbox', { name: 'Your name' }));
  await chat.user.keyboard('{Enter}');
  await chat.user.click(await screen.findByRole('button', { name: ASK_QUESTIONS[2] }));
  await chat.user.type(await screen.findByRole('textbox', { name: 'Your response' }), 'How do I renew a licence?{Enter}');
  await chat.user.type(await screen.findByRole('textbox', { name: 'Additional details' }), 'no{Enter}');
}

describe('the chat’s two ways to ask', () => {
  it('starts on “Only the team”, focused, with Yes and No as before: Yes saves the conversation and asks no member', async () => {
    const chat = openChat({ [SAVE]: ({ body }) => ({ status: 201, body: { id: 'c-1', ...body } }) });
    await reachLastStep(chat);

    const onlyTeam = await screen.findByRole('radio', { name: /Only the team/ });
    expect(onlyTeam).toBeChecked();
    await waitFor(() => expect(onlyTeam).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Sharing permission' })).toBeEnabled();

    await chat.user.click(within(screen.getByRole('group', { name: 'Quick replies' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(chat.callsTo(SAVE)).toHaveLength(1));
    expect(chat.callsTo(SAVE)[0].body).toMatchObject({ answer: 'How do I renew a licence?', sharePermission: true });
    expect(chat.callsTo(ASK)).toHaveLength(0);
  });

  it('asks the team and the members who can help, anonymously, with a topic, from the member’s own words', async () => {
    const chat = openChat({
      [ASK]: {
        status: 201,
        body: {
          id: '7d1c1a52-5d43-4a7a-9d5b-3b1f0d7f9a10',
          message: 'Your question is open. We asked the members who can help, and the team sees it too.',
          routed: 3,
        },
      },
    });
    await reachLastStep(chat);

    // The keyboard picks the members: the arrow moves the choice, and Yes, No and the composer give way to the form.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Only the team/ })).toHaveFocus());
    await chat.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /The team and members who can help/ })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Quick replies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Sharing permission' })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Your open question' });
    expect(within(form).getByRole('textbox', { name: 'Your question' })).toHaveValue('How do I renew a licence?');
    await chat.user.click(await within(form).findByRole('button', { name: 'Licensing' }));
    expect(within(form).getByRole('button', { name: 'Licensing' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('radio', { name: /Show my name/ })).toBeChecked();
    await chat.user.click(within(form).getByRole('radio', { name: /Ask anonymously/ }));
    await chat.user.click(within(form).getByRole('button', { name: 'Ask the team and members' }));

    await waitFor(() => expect(chat.callsTo(ASK)).toHaveLength(1));
    expect(chat.callsTo(ASK)[0].body).toEqual({
      body: 'How do I renew a licence?',
      topics: ['Licensing'],
      anonymous: true,
      faqConsent: false,
    });
    expect(chat.callsTo(SAVE)).toHaveLength(0);
    expect(await screen.findByText(/Your question is open/)).toBeInTheDocument();
    expect(screen.getByText(/We offered it to 3 members/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your question' })).toHaveAttribute(
      'href',
      '/questions/7d1c1a52-5d43-4a7a-9d5b-3b1f0d7f9a10',
    );
  });

  it('refuses an empty question in the form, with the contract’s words, and sends nothing', async () => {
    const chat = openChat();
    await reachLastStep(chat);
    await chat.user.click(await screen.findByRole('radio', { name: /The team and members who can help/ }));
    const question = screen.getByRole('textbox', { name: 'Your question' });
    await chat.user.clear(question);
    await chat.user.click(screen.getByRole('button', { name: 'Ask the team and members' }));
    expect(await screen.findByText('Write your question first.')).toBeInTheDocument();
    expect(question).toHaveFocus();
    expect(chat.callsTo(ASK)).toHaveLength(0);
  });
});
