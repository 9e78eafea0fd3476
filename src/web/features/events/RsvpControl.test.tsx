import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpointUrl, type RouteDef } from '../../../common/contracts/endpoint';
import { EVENT_MESSAGES, type EventDetail, type EventItem, type RsvpSaved } from '../../../common/contracts/events';
import { EVENT_ROUTES } from '../../../common/contracts/events-routes';
import { MEMBER, pending, refusal, renderPage, type Route } from '../../../../tests/support/render';
import { RsvpControl } from './RsvpControl';

const EVENT: EventItem = {
  id: 'e-1',
  title: 'Spring Salon',
  date: '2031-05-01T17:30:00.000Z',
  speakers: [],
  location: 'Mercer Street Loft',
  link: null,
  description: null,
  coverImageUrl: null,
  capacity: 20,
  cancelled: false,
  goingCount: 4,
  spotsLeft: 16,
  online: false,
  started: false,
  myRsvp: null,
};

/** The stub's key for one call of a route: 'PUT /api/events/e-1/rsvp'. */
const routeOf = (route: RouteDef, params: Record<string, string> = {}) => `${route.method} ${endpointUrl(route, params)}`;
const ANSWER = routeOf(EVENT_ROUTES.answer, { id: EVENT.id });

const saved = (message: string, myRsvp: EventDetail['myRsvp']): { body: RsvpSaved } => ({
  body: { success: true, message, event: { ...EVENT, myRsvp, onlineLink: null } },
});

const open = (event: EventItem, answer: Route) =>
  renderPage(<RsvpControl event={event} />, { at: '/salonss/e-1', me: MEMBER, routes: { [ANSWER]: answer } });

const choices = () => within(screen.getByRole('group', { name: 'Your answer to Spring Salon' }));

describe('answering an event', () => {
  it('says which answer is chosen', () => {
    open({ ...EVENT, myRsvp: { status: 'maybe', showOnList: false, attended: false, waitlistPosition: null } }, pending);
    expect(choices().getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
    expect(choices().getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'false');
    expect(choices().getByRole('button', { name: "Can't go" })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends Going and says so', async () => {
    const page = open(
      EVENT,
      saved(EVENT_MESSAGES.rsvpGoing, { status: 'going', showOnList: false, attended: false, waitlistPosition: null }),
    );
    await page.user.click(choices().getByRole('button', { name: 'Going' }));
    expect(await screen.findByText(EVENT_MESSAGES.rsvpGoing)).toBeInTheDocument();
    expect(page.callsTo(ANSWER).map((call) => call.body)).toEqual([{ rsvp: 'going' }]);
  });

  it("sends Can't go from the keyboard", async () => {
    const page = open(
      EVENT,
      saved(EVENT_MESSAGES.rsvpNotGoing, { status: 'not_going', showOnList: false, attended: false, waitlistPosition: null }),
    );
    await page.user.tab();
    await page.user.tab();
    await page.user.tab();
    expect(choices().getByRole('button', { name: "Can't go" })).toHaveFocus();
    await page.user.keyboard('{Enter}');
    expect(await screen.findByText(EVENT_MESSAGES.rsvpNotGoing)).toBeInTheDocument();
    expect(page.callsTo(ANSWER).map((call) => call.body)).toEqual([{ rsvp: 'not_going' }]);
  });

  it('offers the waitlist when the event is full, and says the member is on it', async () => {
    const page = open(
      { ...EVENT, goingCount: 20, spotsLeft: 0 },
      saved(EVENT_MESSAGES.rsvpWaitlisted, { status: 'waitlist', showOnList: false, attended: false, waitlistPosition: 3 }),
    );
    await page.user.click(choices().getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(EVENT_MESSAGES.rsvpWaitlisted)).toBeInTheDocument();
    // Nobody asks for the waitlist: it is where Going lands when the event is full.
    expect(page.callsTo(ANSWER).map((call) => call.body)).toEqual([{ rsvp: 'going' }]);
  });

  it('shows a member on the waitlist their place', () => {
    open(
      { ...EVENT, spotsLeft: 0, myRsvp: { status: 'waitlist', showOnList: false, attended: false, waitlistPosition: 2 } },
      pending,
    );
    expect(choices().getByRole('button', { name: 'On the waitlist (#2)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is busy while the answer is sent, and a second press sends nothing', async () => {
    const page = open(EVENT, pending);
    await page.user.click(choices().getByRole('button', { name: 'Maybe' }));
    for (const button of choices().getAllByRole('button')) expect(button).toHaveAttribute('aria-disabled', 'true');
    await page.user.click(choices().getByRole('button', { name: 'Going' }));
    expect(page.callsTo(ANSWER)).toHaveLength(1);
  });

  it('keeps the focus on the pressed button while saving and after (not on the page)', async () => {
    const page = open(
      EVENT,
      saved(EVENT_MESSAGES.rsvpGoing, { status: 'going', showOnList: false, attended: false, waitlistPosition: null }),
    );
    const going = choices().getByRole('button', { name: 'Going' });
    await page.user.click(going);
    expect(going).toHaveFocus();
    expect(await screen.findByText(EVENT_MESSAGES.rsvpGoing)).toBeInTheDocument();
    expect(choices().getByRole('button', { name: 'Going' })).toHaveFocus();
  });

  it("shows the server's refusal", async () => {
    const page = open(EVENT, refusal(409, EVENT_MESSAGES.eventCancelled, { code: 'EVENT_CANCELLED' }));
    await page.user.click(choices().getByRole('button', { name: 'Going' }));
    expect(await screen.findByText(EVENT_MESSAGES.eventCancelled)).toBeInTheDocument();
    expect(choices().getByRole('button', { name: 'Going' })).toBeEnabled();
  });
});
