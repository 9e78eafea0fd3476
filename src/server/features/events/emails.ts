// Events' emails (issue 18): what members Going to an event are told when the organisers change it, the
// waitlisted member who gets a place, and the reminders. `when` is the event's date and time written out
// in the community's zone ('Tuesday, April 2, 2024 at 6:30 PM PDT'). Plain text first, HTML beside it
// (mail/layout.ts).
import { collapseToOneLine } from '../../../common/contracts/text';
import { layout, plainText, type Action, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

type EventMail = { title: string; when: string; url: string };

const helloTo = (name: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

export function eventTimeChangedEmail(brand: Brand, to: string, name: string | null, event: EventMail & { previously: string }) {
  const paragraphs = [
    helloTo(name),
    `The time of "${event.title}", which you are going to, has changed.`,
    `It now takes place on ${event.when} (it was ${event.previously}).`,
    'If you added it to your calendar, download it again from the event page, or let your calendar feed update it. If you can no longer come, please change your answer so someone on the waitlist can take your place.',
  ];
  return registeredEmail('event-time-changed', {
    to,
    subject: collapseToOneLine(`New time: ${event.title}`),
    text: `${plainText(paragraphs)}\n\nSee the event: ${event.url}\n`,
    html: layout(brand, 'The time has changed', paragraphs, { label: 'See the event', url: event.url }),
  });
}

export function eventCancelledEmail(brand: Brand, to: string, name: string | null, event: EventMail) {
  const paragraphs = [
    helloTo(name),
    `"${event.title}", planned for ${event.when}, has been cancelled by the ${brand.shortName} team.`,
    'You were going, so we wanted you to know at once. If you added it to your calendar, you can remove it.',
  ];
  return registeredEmail('event-cancelled', {
    to,
    subject: collapseToOneLine(`Cancelled: ${event.title}`),
    text: `${plainText(paragraphs)}\n\nSee the event: ${event.url}\n`,
    html: layout(brand, 'An event was cancelled', paragraphs, { label: 'See the event', url: event.url }),
  });
}

export function waitlistPromotedEmail(brand: Brand, to: string, name: string | null, event: EventMail) {
  const paragraphs = [
    helloTo(name),
    `A place opened up: you are now going to "${event.title}" on ${event.when}.`,
    'You were first on the waitlist, so the place is yours. If you can no longer come, please change your answer so the next member can have it.',
  ];
  return registeredEmail('waitlist-place', {
    to,
    subject: collapseToOneLine(`You're going: ${event.title}`),
    text: `${plainText(paragraphs)}\n\nSee the event and add it to your calendar: ${event.url}\n`,
    html: layout(brand, 'A place opened up for you', paragraphs, { label: 'See the event', url: event.url }),
  });
}

/** A reminder to a member Going (issue 18 item 4): the day before, and for an online event the hour before,
 * with the link members Going may see. */
export function eventReminderEmail(
  brand: Brand,
  to: string,
  name: string | null,
  event: EventMail & { location: string | null; onlineLink: string | null; soon: boolean },
) {
  const where = [
    event.location ? `Where: ${event.location}` : null,
    event.onlineLink ? `Join online: ${event.onlineLink}` : null,
  ].filter((line): line is string => line !== null);
  const paragraphs: Block[] = [
    helloTo(name),
    event.soon
      ? `"${event.title}" starts soon, on ${event.when}. You are going.`
      : `A reminder that you are going to "${event.title}" on ${event.when}.`,
    ...(where.length > 0 ? [{ list: where }] : []),
    'If you can no longer come, please change your answer on the event page so someone else can take your place.',
  ];
  const actions: Action[] = [
    ...(event.soon && event.onlineLink ? [{ label: 'Join online', url: event.onlineLink }] : []),
    { label: 'See the event', url: event.url },
  ];
  return registeredEmail('event-reminder', {
    to,
    subject: collapseToOneLine(event.soon ? `Starting soon: ${event.title}` : `Reminder: ${event.title}`),
    text: `${plainText(paragraphs)}\n\nSee the event: ${event.url}\n`,
    html: layout(brand, event.soon ? 'Starting soon' : 'See you there', paragraphs, actions),
  });
}
