// Email delivery (issue 34, decision 051): the one-click unsubscribe every news email carries (RFC 8058),
// and the member's own address when the mail server refused it for good. The route table is
// email-delivery-routes.ts.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { EMAIL_DELIVERY_ROUTES } from './email-delivery-routes';
import { EMAIL_TOPIC_NAMES, type EmailTopic } from './notification-kinds';
import { text } from './text';

import { EMAIL_DELIVERY_MESSAGES } from './email-delivery-messages';

export { EMAIL_DELIVERY_MESSAGES };
const M = EMAIL_DELIVERY_MESSAGES;

/** The token a link carries; its signature is checked by the server, so the bound is all the contract says. */
const tokenParams = z.object({
  token: text({ max: 300, tooLong: M.invalidLink, required: M.invalidLink, notText: M.invalidLink }),
});

const kindSchema = z.enum(EMAIL_TOPIC_NAMES as [EmailTopic, ...EmailTopic[]]);

/** The kind a link names and its label: nothing of the person, whose setting it changes. */
const unsubscribeKindSchema = z.strictObject({ kind: kindSchema, label: z.string() });
export type UnsubscribeKind = z.infer<typeof unsubscribeKindSchema>;

export const undeliverableSchema = z.strictObject({
  /** The SMTP reply code and the mail server's words. */
  code: z.number().int(),
  reason: z.string(),
  since: z.string(),
});
export type Undeliverable = z.infer<typeof undeliverableSchema>;

const addressSchema = z.strictObject({ email: z.string(), undeliverable: undeliverableSchema.nullable() });
export type EmailAddressState = z.infer<typeof addressSchema>;

/** How the check email went: accepted, to be tried again (a temporary refusal), or refused again. */
const checkSchema = z.strictObject({
  outcome: z.enum(['sent', 'queued', 'refused']),
  message: z.string(),
  address: addressSchema,
});
export type AddressCheck = z.infer<typeof checkSchema>;

const invalidToken = { status: 404, code: 'INVALID_LINK', message: M.invalidLink } as const;

export const EMAIL_DELIVERY_SCHEMAS = {
  showUnsubscribe: {
    summary: 'What an unsubscribe link would stop (the page reads it); a browser opening the link is sent to the page',
    description:
      'Changes nothing. A navigation (Sec-Fetch-Mode: navigate, or Accept: text/html) is answered with a 303 to the unsubscribe page, which has the one button; anything else gets the kind.',
    params: tokenParams,
    paramRefused: invalidToken,
    responses: {
      200: { description: 'The kind of news the link names.', schema: unsubscribeKindSchema },
      303: { description: 'A browser opening the link: on to the page with its one button.' },
      404: { description: 'The token was not made here, or was changed.' },
    },
  },
  unsubscribe: {
    summary: 'Turn off the email of the kind of news the link names (RFC 8058 one-click)',
    description:
      'No sign-in: the signed token is the authority. Mail providers post `List-Unsubscribe=One-Click` form-encoded, without cookies or Origin, so this one route is exempt from the Origin and JSON rules (decision 051); the body is not read (the page sends none). Doing it again changes nothing more.',
    params: tokenParams,
    paramRefused: invalidToken,
    responses: {
      200: { description: 'That kind’s email is off.', schema: unsubscribeKindSchema },
      404: { description: 'The token was not made here, or was changed: nothing changed.' },
    },
  },
  address: {
    summary: 'The caller’s email address, and whether the mail server refused it for good',
    responses: { 200: { description: 'The address and its refusal, if any.', schema: addressSchema } },
  },
  checkAddress: {
    summary: 'Clear the caller’s refused address and send it a check email',
    responses: { 200: { description: 'How the check went, and the address as it is now.', schema: checkSchema } },
  },
} satisfies Record<string, EndpointSchemas>;

export const EMAIL_DELIVERY_ENDPOINTS = defineEndpoints('email-delivery', EMAIL_DELIVERY_ROUTES, EMAIL_DELIVERY_SCHEMAS);
