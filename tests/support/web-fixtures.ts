// Records as the API answers them, for the browser's tests: one complete, valid record each, with the
// fields a test cares about passed as overrides. (The API tests build rows with factories.ts instead.)
import type { Conversation } from '../../src/common/contracts/ask';
import type { PostSummary } from '../../src/common/contracts/posts';

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
