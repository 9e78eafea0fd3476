// The Health tab's open questions card (issue 36 item 4): the share answered by members, the median time to
// the first member answer in words, this month's top helpers, and the empty state.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_HEALTH_MESSAGES as M, type OpenQuestionHealth } from '../../../../common/contracts/community-health';
import { COMMUNITY_HEALTH_ROUTES } from '../../../../common/contracts/community-health-routes';
import { ADMIN, renderPage, routeKey, findVisibleText } from '../../../../../tests/support/render';
import { durationInWords, OpenQuestionsCard } from './OpenQuestionsCard';

const ROUTE = routeKey(COMMUNITY_HEALTH_ROUTES.openQuestions);

const show = (body: OpenQuestionHealth) =>
  renderPage(<OpenQuestionsCard />, {
    at: '/admin/dashboard?tab=health',
    path: '/admin/dashboard',
    me: ADMIN,
    routes: { [ROUTE]: { body } },
  });

describe('the open questions card', () => {
  it('shows the share answered by members, the median time and the top helpers', async () => {
    show({
      days: 30,
      asked: 8,
      answeredByMembers: 6,
      medianMinutesToFirstMemberAnswer: 200,
      topHelpersThisMonth: [
        { name: 'Nia Cole', email: 'nia@example.com', helped: 3 },
        { name: 'Tom Vale', email: 'tom@example.com', helped: 1 },
      ],
    });
    await findVisibleText('75%');
    expect(screen.getByText('6 of 8 questions')).toBeVisible();
    expect(screen.getByText('3 h 20 min')).toBeVisible();
    const helpers = screen.getByRole('list');
    expect(
      within(helpers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/Nia Cole.*helped 3 members/), expect.stringMatching(/Tom Vale.*helped 1 member$/)]);
  });

  it('says so when no open question was asked in the period', async () => {
    show({ days: 30, asked: 0, answeredByMembers: 0, medianMinutesToFirstMemberAnswer: null, topHelpersThisMonth: [] });
    await findVisibleText('No open questions yet');
    expect(screen.getByText(M.noOpenQuestions)).toBeVisible();
  });

  it('says durations as a person would', () => {
    expect([45, 60, 200, 1440, 3000].map(durationInWords)).toEqual(['45 min', '1 h', '3 h 20 min', '1 day', '2 days 2 h']);
  });
});
