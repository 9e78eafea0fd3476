import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Recommendation } from '../../../common/contracts/recommendations';
import { MEMBER, refusal, renderPage, type Routes } from '../../../../tests/support/render';
import { profile } from '../../../../tests/support/web-fixtures';
import { RecommendationsPage, type RenderConnect } from './RecommendationsPage';

const PROFILE = profile({
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  company: 'Brightline Media',
  industry: 'Media',
});

const BEN: Recommendation = {
  attendeeId: 'a-2',
  fullName: 'Ben Bold',
  firstName: 'Ben',
  lastName: 'Bold',
  jobTitle: 'Host',
  company: 'Loud Radio',
  industry: 'Media',
  summary: 'Twenty years on air.',
  offering: 'Voice coaching for podcasters',
  whyConnect: 'You both make audio for local listeners.',
};
// Cy shows no bio (none written, or hidden from this member): the key is absent (decision 043).
const { summary: _noBio, ...BEN_WITHOUT_BIO } = BEN;
const CY: Recommendation = { ...BEN_WITHOUT_BIO, attendeeId: 'a-3', fullName: 'Cy Cole', firstName: 'Cy', lastName: 'Cole' };

/** The connections feature's Connect action stands in as a button that says it sent a request. */
const renderConnect: RenderConnect = (recommendation, onDone) => (
  <button type="button" onClick={() => onDone('sent')}>
    Ask {recommendation.firstName}
  </button>
);

const openRecommendations = (routes: Routes = {}) =>
  renderPage(<RecommendationsPage renderConnect={renderConnect} />, {
    at: '/recommendations',
    me: MEMBER,
    routes: {
      'GET /api/profile': { body: PROFILE },
      'GET /api/recommendations': { body: { items: [BEN, CY] } },
      ...routes,
    },
  });

describe('recommended connections', () => {
  it('shows each member, says what the list is chosen from, and points to the missing interests', async () => {
    openRecommendations();
    expect(await screen.findByText('Ben Bold')).toBeInTheDocument();
    expect(screen.getByText('Cy Cole')).toBeInTheDocument();
    expect(screen.getByText(/Chosen for you from members in your industry\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your interests' })).toHaveAttribute('href', '/profile');
  });

  it('opens a member’s dialog with why to connect, and closes it and marks the card once asked', async () => {
    const page = openRecommendations();
    await page.user.click(await screen.findByRole('button', { name: /Ben Bold/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ben Bold' });
    expect(within(dialog).getByText('You both make audio for local listeners.')).toBeInTheDocument();
    expect(within(dialog).getByText('Host at Loud Radio')).toBeInTheDocument();
    expect(within(dialog).getByText('Twenty years on air.')).toBeInTheDocument();
    // What Ben offers, under its label; no 'Looking for' when he shows none.
    expect(within(dialog).getByRole('heading', { name: 'Offering' })).toBeInTheDocument();
    expect(within(dialog).getByText('Voice coaching for podcasters')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Looking for' })).not.toBeInTheDocument();

    // Asking closes the dialog; the card says where things stand.
    await page.user.click(within(dialog).getByRole('button', { name: 'Ask Ben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('button', { name: /Ben Bold/ })).getByText('Request sent')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /Cy Cole/ })).queryByText('Request sent')).not.toBeInTheDocument();
  });

  it('says so when there is no one to recommend', async () => {
    openRecommendations({ 'GET /api/recommendations': { body: { items: [] } } });
    expect(await screen.findByText('No recommendations available at this time.')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the list cannot load', async () => {
    openRecommendations({ 'GET /api/recommendations': refusal(500, 'Database unavailable') });
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });
});
