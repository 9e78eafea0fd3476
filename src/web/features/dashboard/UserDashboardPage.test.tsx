import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberHome } from '../../../common/contracts/home';
import { MEMBER, refusal, renderPage, type Routes } from '../../../../tests/support/render';
import { UserDashboardPage } from './UserDashboardPage';

const HOME: MemberHome = {
  nextEvent: {
    id: 'e-1',
    title: 'Summer Salon',
    date: '2031-06-12T18:00:00.000Z',
    speakers: [],
    location: 'The Loft',
    link: null,
    description: null,
    coverImageUrl: null,
    capacity: null,
    cancelled: false,
    onlineLink: 'https://meet.example.com/salon',
  },
  newsletter: {
    id: 'p-1',
    slug: 'june-issue',
    title: 'June issue',
    description: 'Salon notes.',
    imageUrl: null,
    tags: [],
    publishedAt: '2031-06-01T10:00:00.000Z',
    isNew: true,
  },
  recommendation: {
    attendeeId: 'a-2',
    fullName: 'Priya Shah',
    firstName: 'Priya',
    lastName: 'Shah',
    jobTitle: 'COO',
    company: 'South Co',
    industry: 'Franchising',
    summary: null,
    whyConnect: 'You both run franchise networks.',
  },
  missingProfileParts: ['interests', 'summary'],
};

const openDashboard = (routes: Routes) =>
  renderPage(
    <UserDashboardPage
      onboarding={null}
      renderEventWhen={(iso) => <time dateTime={iso}>When: {iso}</time>}
      renderConnect={(member) => <button type="button">Connect with {member.firstName}</button>}
    />,
    { at: '/user/dashboard', me: MEMBER, routes },
  );

describe('the member dashboard', () => {
  it('greets the member and shows what is new: their next event, a new newsletter, someone to meet', async () => {
    openDashboard({ 'GET /api/home': { body: HOME } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana Lima');
    const news = screen.getByRole('region', { name: 'What’s new for you' });

    expect(await within(news).findByRole('link', { name: 'Summer Salon' })).toHaveAttribute('href', '/salonss/e-1');
    expect(within(news).getByText('When: 2031-06-12T18:00:00.000Z')).toBeVisible();
    expect(within(news).getByRole('link', { name: /Join online/ })).toHaveAttribute('href', 'https://meet.example.com/salon');
    expect(within(news).getByText('New newsletter')).toBeVisible();
    expect(within(news).getByRole('link', { name: 'Read June issue' })).toHaveAttribute('href', '/newsletters/june-issue');
    expect(within(news).getByText('You both run franchise networks.')).toBeVisible();
    expect(within(news).getByRole('button', { name: 'Connect with Priya' })).toBeVisible();

    // The profile still lacks two parts: the prompt names them and leads to the profile.
    expect(screen.getByRole('progressbar', { name: 'Profile completed' })).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('says something useful for each part with nothing to show, and no prompt once the profile is complete', async () => {
    openDashboard({
      'GET /api/home': { body: { nextEvent: null, newsletter: null, recommendation: null, missingProfileParts: [] } },
    });
    expect(await screen.findByText('No event on your calendar yet')).toBeVisible();
    expect(screen.getByText('No newsletter yet')).toBeVisible();
    expect(screen.getByText('No one new to suggest right now')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says what is new could not be loaded, and loads it on Try again', async () => {
    let attempts = 0;
    const page = openDashboard({ 'GET /api/home': () => (++attempts === 1 ? refusal(500, 'Down') : { body: HOME }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load what’s new.');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Summer Salon' })).toBeVisible();
    expect(page.callsTo('GET /api/home')).toHaveLength(2);
  });
});
