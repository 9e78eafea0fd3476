import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES } from '../../../../common/contracts/events';
import type { AdminEventItem, EventSaved } from '../../../../common/contracts/events-admin';
import { ADMIN_EVENT_ROUTES } from '../../../../common/contracts/events-routes';
import { pending, refusal, renderPage, routeKey, type Route } from '../../../../../tests/support/render';
import { adminEvent } from '../../../../../tests/support/web-fixtures';
import { EventForm } from './EventForm';

const CREATE = routeKey(ADMIN_EVENT_ROUTES.create);

const SAVED = adminEvent({
  speakers: ['Priya Raman', 'Daniel Whitfield'],
  capacity: 40,
  counts: { going: 3, maybe: 0, notGoing: 0, waitlist: 0, attended: 0 },
});
const saved = (message: string): { body: EventSaved } => ({ body: { success: true, message, event: SAVED } });

function open(routes: Record<string, Route>, editing: AdminEventItem | null = null) {
  const onDone = vi.fn();
  const page = renderPage(<EventForm editing={editing} timeZone="Europe/London" onDone={onDone} focusOnMount={false} />, {
    at: '/admin',
    routes,
  });
  const form = within(screen.getByRole('form', { name: editing ? 'Edit event' : 'Add an event' }));
  return { page, form, onDone };
}

describe('the event form', () => {
  it('refuses a blank title and date under their fields, focuses the title, and sends nothing', async () => {
    const { page, form } = open({ [CREATE]: pending });
    await page.user.click(form.getByRole('button', { name: 'Save' }));
    const title = form.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(EVENT_MESSAGES.titleRequired);
    expect(form.getByLabelText('Date and time')).toHaveAccessibleDescription(EVENT_MESSAGES.dateRequired);
    expect(title).toHaveFocus();
    expect(page.callsTo(CREATE)).toHaveLength(0);
    // Typing in the field clears its message.
    await page.user.type(title, 'S');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('sends what was typed, a speaker a line, and says Event added', async () => {
    const { page, form, onDone } = open({ [CREATE]: saved(EVENT_MESSAGES.created) });
    await page.user.type(form.getByLabelText('Title'), ' Spring Salon ');
    await page.user.type(form.getByLabelText('Date and time'), '2031-05-01T18:30');
    await page.user.type(form.getByLabelText('Speakers'), 'Priya Raman{Enter}{Enter}Daniel Whitfield');
    await page.user.type(form.getByLabelText('Location'), 'Mercer Street Loft');
    await page.user.type(form.getByLabelText('Capacity'), '40');
    await page.user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EVENT_MESSAGES.created)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    expect(page.callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        title: 'Spring Salon',
        date: '2031-05-01T18:30',
        speakers: ['Priya Raman', 'Daniel Whitfield'],
        location: 'Mercer Street Loft',
        link: null,
        description: null,
        coverImageUrl: null,
        capacity: 40,
        onlineLink: null,
      },
    ]);
  });

  it('sends the description with its paragraphs and the cover picture, previewed', async () => {
    const { page, form } = open({ [CREATE]: saved(EVENT_MESSAGES.created) });
    await page.user.type(form.getByLabelText('Title'), 'Spring Salon');
    await page.user.type(form.getByLabelText('Date and time'), '2031-05-01T18:30');
    await page.user.type(
      form.getByLabelText('Description'),
      'An evening with makers.{Enter}{Enter}Tickets: https://example.com/t',
    );
    await page.user.type(form.getByLabelText('or paste an image address'), '/uploads/event-images/spring.png');
    expect(form.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', '/uploads/event-images/spring.png');
    await page.user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EVENT_MESSAGES.created)).toBeInTheDocument();
    expect(page.callsTo(CREATE)[0].body).toMatchObject({
      description: 'An evening with makers.\n\nTickets: https://example.com/t',
      coverImageUrl: '/uploads/event-images/spring.png',
    });
  });

  it('refuses a cover address that is not a picture here or on https, under its field', async () => {
    const { page, form } = open({ [CREATE]: pending });
    await page.user.type(form.getByLabelText('Title'), 'Spring Salon');
    await page.user.type(form.getByLabelText('Date and time'), '2031-05-01T18:30');
    const cover = form.getByLabelText('or paste an image address');
    await page.user.type(cover, 'javascript:alert(1)');
    await page.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cover).toHaveAccessibleDescription(EVENT_MESSAGES.coverImageInvalid));
    expect(cover).toHaveFocus();
    expect(page.callsTo(CREATE)).toHaveLength(0);
  });

  it('refuses a link that is not a web address, in the server’s words', async () => {
    const { page, form } = open({ [CREATE]: pending });
    await page.user.type(form.getByLabelText('Title'), 'Spring Salon');
    await page.user.type(form.getByLabelText('Date and time'), '2031-05-01T18:30');
    await page.user.type(form.getByLabelText('Link'), 'javascript:alert(1)');
    await page.user.click(form.getByRole('button', { name: 'Save' }));
    const link = form.getByLabelText('Link');
    await waitFor(() => expect(link).toHaveAccessibleDescription(EVENT_MESSAGES.linkInvalid));
    expect(link).toHaveFocus();
    expect(page.callsTo(CREATE)).toHaveLength(0);
  });

  it('puts the server refusing the capacity under the capacity and focuses it', async () => {
    const message = EVENT_MESSAGES.capacityBelowGoing(3);
    const update = routeKey(ADMIN_EVENT_ROUTES.update, { id: SAVED.id });
    const { page, form, onDone } = open(
      { [update]: refusal(409, message, { code: 'CAPACITY_BELOW_GOING', fields: { capacity: message } }) },
      SAVED,
    );
    const capacity = form.getByLabelText('Capacity');
    expect(capacity).toHaveValue(40);
    await page.user.clear(capacity);
    await page.user.type(capacity, '2');
    await page.user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(capacity).toHaveAccessibleDescription(message));
    expect(capacity).toHaveFocus();
    expect(page.callsTo(update)[0].body).toMatchObject({ capacity: 2, speakers: ['Priya Raman', 'Daniel Whitfield'] });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is busy while saving', async () => {
    const { page, form } = open({ [CREATE]: pending });
    await page.user.type(form.getByLabelText('Title'), 'Spring Salon');
    await page.user.type(form.getByLabelText('Date and time'), '2031-05-01T18:30');
    await page.user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
