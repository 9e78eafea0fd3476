// The one member home at / (decision 041): the greeting, the carousel slot, what is new, the profile
// prompt and the next steps; the visit recorded with a POST; no card that promises what does not exist.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberHome } from '../../../common/contracts/home';
import type { PublicConfig } from '../../../common/caller';
import { MEMBER, refusal, renderPage, type Routes, findVisibleText } from '../../../../tests/support/render';
import { newsletterSummary } from '../../../../tests/support/web-fixtures';
import { MemberHomePage } from './MemberHomePage';

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
  newsletter: { ...newsletterSummary(), isNew: true },
  recommendation: {
    attendeeId: 'a-2',
    fullName: 'Priya Shah',
    firstName: 'Priya',
    lastName: 'Shah',
    jobTitle: 'COO',
    company: 'South Co',
    industry: 'Franchising',
    whyConnect: 'You both run franchise networks.',
  },
  missingProfileParts: ['interests', 'summary'],
};

const SEEN = { 'POST /api/home/seen': { body: { previousVisitAt: null } } };

const openHome = (routes: Routes, config?: Partial<PublicConfig>) =>
  renderPage(
    <MemberHomePage
      spotlight={<p>The spotlight carousel</p>}
      renderEventWhen={(iso) => <time dateTime={iso}>When: {iso}</time>}
      renderConnect={(member) => <button type="button">Connect with {member.firstName}</button>}
    />,
    { at: '/', me: MEMBER, routes: { ...SEEN, ...routes }, config },
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the member home', () => {
  it('greets the member and shows what is new: their next event, a new newsletter, someone to meet', async () => {
    openHome({ 'GET /api/home': { body: HOME } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana');
    expect(screen.getByText('The spotlight carousel')).toBeVisible();
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
    openHome({
      'GET /api/home': { body: { nextEvent: null, newsletter: null, recommendation: null, missingProfileParts: [] } },
    });
    await findVisibleText('No event on your calendar yet');
    expect(screen.getByText('No newsletter yet')).toBeVisible();
    expect(screen.getByText('No one new to suggest right now')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says what is new could not be loaded, and loads it on Try again', async () => {
    let attempts = 0;
    const page = openHome({ 'GET /api/home': () => (++attempts === 1 ? refusal(500, 'Down') : { body: HOME }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load what’s new.');
    await page.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Summer Salon' })).toBeVisible();
    expect(page.callsTo('GET /api/home')).toHaveLength(2);
  });

  it('records the visit once with a POST when it opens, and not again when what is new is read again', async () => {
    const page = openHome({ 'GET /api/home': { body: HOME } });
    await waitFor(() => expect(page.callsTo('POST /api/home/seen')).toHaveLength(1));
    await page.queryClient.refetchQueries({ queryKey: ['member-home'] });
    expect(page.callsTo('GET /api/home')).toHaveLength(2);
    expect(page.callsTo('POST /api/home/seen')).toHaveLength(1);
  });

  it('welcomes a returning member back', async () => {
    localStorage.setItem('fmc-visited', JSON.stringify([MEMBER.user!.id]));
    openHome({ 'GET /api/home': { body: HOME } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, Ana$/);
  });

  it('leads to the next steps: events, newsletters, connections and asking the collective', async () => {
    openHome({ 'GET /api/home': { body: HOME } });
    const next = screen.getByRole('region', { name: 'Next steps' });
    expect(within(next).getByRole('link', { name: /Upcoming events/ })).toHaveAttribute('href', '/salonss');
    expect(within(next).getByRole('link', { name: /Newsletters/ })).toHaveAttribute('href', '/newsletters');
    expect(within(next).getByRole('link', { name: /Recommended connections/ })).toHaveAttribute('href', '/recommendations');
    expect(within(next).getByRole('link', { name: /ask/i })).toHaveAttribute('href', '/chat');
    await screen.findByRole('link', { name: 'Summer Salon' });
  });
});

describe('no dead ends on the home', () => {
  it('promises nothing that is not there: no directory coming soon, nothing disabled', async () => {
    openHome({ 'GET /api/home': { body: HOME } });
    await screen.findByRole('link', { name: 'Summer Salon' });
    expect(screen.queryByText(/directory opens soon/i)).not.toBeInTheDocument();
    expect(document.querySelector('[aria-disabled="true"]')).toBeNull();
  });
});
