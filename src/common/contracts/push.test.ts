import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES as M, pushSubscriptionSchema } from './push';

describe('request schemas', () => {
  it('accepts a browser push subscription and refuses http endpoints or wrong key sizes', () => {
    const p256dh = `B${'A'.repeat(86)}`; // 65 bytes
    const auth = 'A'.repeat(22); // 16 bytes
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example.com/abc', keys: { p256dh, auth } }).success).toBe(
      true,
    );
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'http://push.example.com/abc', keys: { p256dh, auth } }).error?.issues[0]
        .message,
    ).toBe(M.endpointInvalid);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example.com/abc', keys: { p256dh: 'abc', auth } }).error
        ?.issues[0].message,
    ).toBe(M.keysInvalid);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example.com/abc', keys: { p256dh, auth: 'A'.repeat(43) } })
        .success,
    ).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example.com/abc' }).error?.issues[0].message).toBe(
      M.keysInvalid,
    );
  });
});
