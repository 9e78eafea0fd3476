import { describe, expect, it } from 'vitest';
import { adminConversationListQuerySchema, answerConversationSchema, INBOX_MESSAGES as M } from './inbox';

describe('request schemas', () => {
  it('requires a response that is not blank, up to 10000 characters', () => {
    expect(answerConversationSchema.safeParse({ response: '   ' }).error?.issues[0].message).toBe('The response is required.');
    expect(answerConversationSchema.safeParse({}).error?.issues[0].message).toBe('The response is required.');
    expect(answerConversationSchema.safeParse({ response: 'x'.repeat(10001) }).error?.issues[0].message).toBe(M.responseTooLong);
    expect(answerConversationSchema.parse({ response: ' Thanks! ' })).toEqual({ response: 'Thanks!' });
  });

  it('limits admin pages to 100 and knows the three views', () => {
    expect(adminConversationListQuerySchema.parse({})).toEqual({ view: 'pending', page: 1, pageSize: 25 });
    expect(adminConversationListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(adminConversationListQuerySchema.safeParse({ view: 'all' }).success).toBe(false);
  });
});
