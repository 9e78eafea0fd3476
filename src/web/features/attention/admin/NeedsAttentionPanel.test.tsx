import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ATTENTION_MESSAGES as M, type NeedsAttention } from '../../../../common/contracts/attention';
import { ADMIN, pending, refusal, renderPage, type Routes } from '../../../../../tests/support/render';
import { NeedsAttentionPanel } from './NeedsAttentionPanel';

const ROUTE = 'GET /api/admin/attention';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const quiet: NeedsAttention = {
  questions: { total: 0, pastTarget: 0, targetHours: 48, oldest: [] },
  accessRequests: { total: 0, oldest: [] },
  week: { start: '2026-11-23T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z' },
  events: { total: 0, items: [] },
  introductions: { acceptedThisWeek: 0 },
  messageReports: { total: 0, oldestAt: null },
};

const busy: NeedsAttention = {
  ...quiet,
  questions: {
    total: 7,
    pastTarget: 1,
    targetHours: 48,
    oldest: [
      { id: 'q-old', name: 'Olu Ade', excerpt: 'Who knows a good franchise lawyer?', askedAt: hoursAgo(80), pastTarget: true },
      { id: 'q-new', name: 'Rae Kim', excerpt: 'Looking for a co-host.', askedAt: hoursAgo(3), pastTarget: false },
    ],
  },
  accessRequests: {
    total: 1,
    oldest: [{ id: 'r-1', name: 'Early Ede', email: 'early@example.com', requestedAt: hoursAgo(30) }],
  },
  events: {
    total: 1,
    items: [
      {
        id: 'e-1',
        title: 'Tuesday Salon',
        date: hoursAgo(2),
        going: 12,
        capacity: 12,
        waitlist: 3,
        checkedIn: 9,
        started: true,
      },
    ],
  },
  introductions: { acceptedThisWeek: 2 },
};

const openPanel = (routes: Routes) =>
  renderPage(<NeedsAttentionPanel />, { at: '/admin/dashboard?tab=attention', path: '/admin/dashboard', me: ADMIN, routes });

describe('Needs attention', () => {
  it('says so while it looks', () => {
    openPanel({ [ROUTE]: pending });
    expect(screen.getByText('Looking for what needs you...')).toBeInTheDocument();
  });

  it('says nothing needs the organiser when nothing waits and the week is quiet', async () => {
    openPanel({ [ROUTE]: { body: quiet } });
    expect(await screen.findByText('Nothing needs you right now')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'At a glance' })).not.toBeInTheDocument();
  });

  it('lists what waits, oldest first, with the question past the target said in words', async () => {
    openPanel({ [ROUTE]: { body: busy } });
    const questions = await screen.findByRole('list', { name: 'Questions waiting' });
    const rows = within(questions).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Olu Ade.*Waiting 3 d 8 h.*Past the 48 h target.*franchise lawyer/),
      expect.stringMatching(/Rae Kim.*Waiting 3 h.*co-host/),
    ]);
    expect(within(rows[1]).queryByText(/Past the/)).not.toBeInTheDocument();
    const glance = screen.getByRole('list', { name: 'At a glance' });
    expect(within(glance).getByRole('link', { name: /7\s*Questions waiting\s*1 past the 48 h target/ })).toBeInTheDocument();
    expect(within(glance).getByRole('link', { name: /2\s*Introductions accepted/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 7 in Conversations' })).toBeInTheDocument();
    const events = screen.getByRole('list', { name: 'This week’s events' });
    expect(within(events).getByRole('link').textContent).toMatch(
      /Tuesday Salon.*12 of 12 going.*3 on the waitlist.*9 checked in/,
    );
  });

  it('leads each line to the place to act: the question itself, or the tab that holds the rest', async () => {
    const panel = openPanel({ [ROUTE]: { body: busy } });
    await panel.user.click(await screen.findByRole('link', { name: /^Olu Ade/ }));
    expect(panel.location()).toBe('/admin/dashboard?tab=conversations&entry=q-old');
    await panel.user.click(screen.getByRole('link', { name: /^Early Ede/ }));
    expect(panel.location()).toBe('/admin/dashboard?tab=magic-links');
    await panel.user.click(screen.getByRole('link', { name: /^Tuesday Salon/ }));
    expect(panel.location()).toBe('/admin/dashboard?tab=events');
    await panel.user.click(screen.getByRole('link', { name: /Introductions accepted/ }));
    expect(panel.location()).toBe('/admin/dashboard?tab=introductions');
  });

  it('says when it cannot load, and tries again', async () => {
    let calls = 0;
    const panel = openPanel({ [ROUTE]: () => (++calls === 1 ? refusal(500, 'Down') : { body: busy }) });
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    await panel.user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('list', { name: 'Questions waiting' })).toBeInTheDocument();
  });
});
