// Web Push (decision 008), shared by the server and the browser: the subscription a browser sends, its
// messages and its endpoints (decision 037; the route table is push-routes.ts). Any member subscribes a
// browser to hear their news there (issue 34, decision 050); whoever owns notifications (src/server/push,
// src/web/lib/push.ts) owns this, not the feature that sends one.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { PUSH_ROUTES } from './push-routes';
import { text } from './text';

/** Push texts the spec leaves unwritten (the subscription's checks and confirmations), in its voice. */
export const PUSH_MESSAGES = {
  endpointInvalid: 'The push subscription endpoint must be an https address.',
  serviceUnsupported: "This browser's push service is not supported.",
  keysInvalid: 'The push subscription keys are not valid.',
  subscribed: 'Notifications are on for this browser',
  unsubscribed: 'Notifications are off for this browser',
} as const;
const M = PUSH_MESSAGES;

/** Bytes of a base64url text, or -1 when it is not base64url. No Node: the browser imports this too. */
function base64UrlByteLength(value: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return -1;
  const unpadded = value.replace(/={1,2}$/, '');
  if (unpadded.length % 4 === 1) return -1;
  return Math.floor((unpadded.length * 3) / 4);
}

const MAX_ENDPOINT_LENGTH = 2048;
/** Far more than the 87 characters of a P-256 key in base64url. */
const MAX_PUSH_KEY_LENGTH = 200;
const pushKey = (bytes: number) =>
  text({ max: MAX_PUSH_KEY_LENGTH, tooLong: M.keysInvalid, notText: M.keysInvalid, keepSpaces: true }).refine(
    (value) => base64UrlByteLength(value) === bytes,
    M.keysInvalid,
  );

/** POST /api/push-subscriptions: the browser's PushSubscription.toJSON(), as it comes. */
export const pushSubscriptionSchema = z.object({
  endpoint: text({ max: MAX_ENDPOINT_LENGTH, tooLong: M.endpointInvalid, notText: M.endpointInvalid }).pipe(
    z.url({ protocol: /^https$/, error: M.endpointInvalid }),
  ),
  keys: z.object(
    {
      // An uncompressed P-256 public key (65 bytes) and the 16-byte authentication secret (RFC 8291).
      p256dh: pushKey(65),
      auth: pushKey(16),
    },
    { error: M.keysInvalid },
  ),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/push-subscriptions */
export const pushUnsubscribeSchema = z.object({
  endpoint: text({ max: MAX_ENDPOINT_LENGTH, tooLong: M.endpointInvalid, required: M.endpointInvalid }),
});

export const pushSubscriptionResultSchema = z.strictObject({ success: z.literal(true), message: z.string() });
export type PushSubscriptionResult = z.infer<typeof pushSubscriptionResultSchema>;

export const PUSH_SCHEMAS = {
  subscribe: {
    summary: "Keep this browser's push subscription for the signed-in person: their news is pushed to it",
    body: pushSubscriptionSchema,
    responses: { 201: { description: 'Kept (again, if it was already).', schema: pushSubscriptionResultSchema } },
  },
  unsubscribe: {
    summary: "Forget this browser's push subscription",
    body: pushUnsubscribeSchema,
    responses: { 200: { description: 'Forgotten (or it was not kept).', schema: pushSubscriptionResultSchema } },
  },
} satisfies Record<string, EndpointSchemas>;

export const PUSH_ENDPOINTS = defineEndpoints('push', PUSH_ROUTES, PUSH_SCHEMAS);
