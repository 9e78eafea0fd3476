// Records as the API answers them, for the browser's tests: one complete, valid record each, with the
// fields a test cares about passed as overrides. (The API tests build rows with factories.ts instead.)
import type { Conversation } from '../../src/common/contracts/ask';
import type { ConversationPerson, ConversationSummary, Message, Thread } from '../../src/common/contracts/conversations';
import { DEFAULT_AUDIENCES } from '../../src/common/contracts/member-fields';
import type { AdminEventItem } from '../../src/common/contracts/events-admin';
import type { PostSummary } from '../../src/common/contracts/posts';
import type { Profile } from '../../src/common/contracts/profile';

/** A question put through Ask, complete and waiting for the team's reply. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c-1',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    question: 'Do you have hiring needs?',
    answer: 'Two engineers',
    followup: '',
    displayedAnswer: 'Two engineers',
    sharePermission: true,
    status: 'pending',
    step: 'complete',
    timestamp: '2026-11-22T15:04:00.000Z',
    questionsAndAnswers: [{ question: 'Do you have hiring needs?', answer: 'Two engineers' }],
    adminResponse: null,
    respondedAt: null,
    viewed: false,
    archived: false,
    isNewReply: false,
    inFaq: false,
    ...overrides,
  };
}

/** A published newsletter as the newsletters grid and the member home list it. */
export function newsletterSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 'p-1',
    slug: 'june-issue',
    title: 'June issue',
    description: 'Salon notes.',
    imageUrl: null,
    tags: [],
    publishedAt: '2031-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A member's own profile as they edit it: the name, email and job title given, every optional field blank,
 * the default audiences, listed in the directory. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    attendeeId: 'a-1',
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@example.com',
    company: null,
    jobTitle: 'Producer',
    industry: null,
    interests: [],
    summary: null,
    headline: null,
    city: null,
    country: null,
    offering: null,
    lookingFor: null,
    websiteUrl: null,
    linkedinUrl: null,
    audiences: DEFAULT_AUDIENCES,
    inDirectory: true,
    ...overrides,
  };
}

/** An event as the dashboard's Events tab lists it: upcoming, not cancelled, in person, with its counts. */
export function adminEvent(overrides: Partial<AdminEventItem> = {}): AdminEventItem {
  return {
    id: 'e-1',
    title: 'Spring Salon',
    date: '2031-05-01T17:30:00.000Z',
    localDateTime: '2031-05-01T18:30',
    speakers: ['Priya Raman'],
    location: 'Mercer Street Loft',
    link: null,
    description: null,
    coverImageUrl: null,
    capacity: null,
    cancelled: false,
    upcoming: true,
    started: false,
    onlineLink: null,
    counts: { going: 0, maybe: 0, notGoing: 0, waitlist: 0, attended: 0 },
    ...overrides,
  };
}

/** The other member of a conversation, as the messages pages show them. */
export function conversationPerson(overrides: Partial<ConversationPerson> = {}): ConversationPerson {
  return { id: 'a-2', name: 'Ben Ortiz', photoUrl: null, isOrganiser: false, ...overrides };
}

/** One row of /messages: Ben's last line, unread by the caller. */
export function conversationSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c-1',
    other: conversationPerson(),
    lastLine: 'See you at the salon?',
    lastDeleted: false,
    lastFromMe: false,
    lastAt: '2026-11-22T15:04:00.000Z',
    unread: 1,
    canWrite: true,
    ...overrides,
  };
}

/** A message in a conversation, from Ben (a-2) unless `senderId` says the caller (a-1). */
export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: `m-${overrides.seq ?? 1}`,
    seq: 1,
    senderId: 'a-2',
    body: 'Hello Ana',
    createdAt: '2026-11-22T15:04:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

/** A conversation as it opens: with Ben, writable, every message of it on this page, nothing read by anyone. */
export function thread(overrides: Partial<Thread> = {}): Thread {
  return {
    id: 'c-1',
    other: conversationPerson(),
    canWrite: true,
    whyNotText: null,
    blockedByMe: false,
    messages: [message()],
    olderCursor: null,
    otherDeliveredSeq: 0,
    otherReadSeq: 0,
    readSeq: 0,
    unread: 1,
    ...overrides,
  };
}
