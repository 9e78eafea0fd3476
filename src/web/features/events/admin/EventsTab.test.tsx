import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../../../common/contracts/events';
import type {
  AdminEventAttendee,
  AdminEventAttendeePage,
  AdminEventItem,
  AdminEventPage,
  AttendanceSaved,
} from '../../../../common/contracts/events-admin';
import { ADMIN_EVENT_ROUTES } from '../../../../common/contracts/events-routes';
import { renderPage, routeKey, type ApiCall } from '../../../../../tests/support/render';
import { adminEvent } from '../../../../../tests/support/web-fixtures';
import { EventsTab } from './EventsTab';

const counts = { going: 1, maybe: 0, notGoing: 0, waitlist: 0, attended: 0 };
const PAST = adminEvent({
  id: 'e-past',
  title: 'Winter Salon',
  date: '2024-01-10T18:30:00.000Z',
  localDateTime: '2024-01-10T18:30',
  upcoming: false,
  started: true,
  counts,
});
const ANA: AdminEventAttendee = {
  attendeeId: 'a-2',
  fullName: 'Ana Ruiz',
  email: 'ana@example.com',
  company: 'Ruiz Media',
  jobTitle: 'Producer',
  status: 'going',
  showOnList: true,
  attended: false,
  respondedAt: '2024-01-02T10:00:00.000Z',
};

const page = (items: AdminEventItem[]): AdminEventPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  timeZone: 'Europe/London',
});
const attendees: AdminEventAttendeePage = { items: [ANA], total: 1, page: 1, pageSize: 20, counts };

describe('the Events tab', () => {
  it('lists each side of today, and checks a member in from the attendees', async () => {
    const attendance = routeKey(ADMIN_EVENT_ROUTES.attendance, { id: PAST.id, attendeeId: ANA.attendeeId });
    const rendered = renderPage(<EventsTab />, {
      at: '/admin',
      routes: {
        [routeKey(ADMIN_EVENT_ROUTES.list)]: ({ search }: ApiCall) => ({
          body: new URLSearchParams(search).get('when') === 'past' ? page([PAST]) : page([]),
        }),
        [routeKey(ADMIN_EVENT_ROUTES.attendees, { id: PAST.id })]: { body: attendees },
        [attendance]: ({ body }: ApiCall) => {
          const saved: AttendanceSaved = {
            success: true,
            message: EVENT_MESSAGES.checkedIn,
            attendee: { ...ANA, attended: body.attended },
            counts: { ...counts, attended: 1 },
          };
          return { body: saved };
        },
      },
    });

    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }));
    expect(await upcoming.findByText(EVENT_MESSAGES.noUpcoming)).toBeVisible();
    const past = within(screen.getByRole('region', { name: 'Past' }));
    expect(await past.findByText('Winter Salon')).toBeVisible();
    expect(past.getByText('1 event')).toBeVisible();

    await rendered.user.click(past.getByRole('button', { name: /Attendees.*Winter Salon/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Attendees: Winter Salon' }));
    const attended = await dialog.findByRole('switch', { name: 'Attended: Ana Ruiz' });
    expect(attended).toHaveAttribute('aria-checked', 'false');
    await rendered.user.click(attended);

    expect(await screen.findByText(`${EVENT_MESSAGES.checkedIn}: Ana Ruiz`)).toBeInTheDocument();
    await waitFor(() => expect(rendered.callsTo(attendance).map((call) => call.body)).toEqual([{ attended: true }]));
  });
});
