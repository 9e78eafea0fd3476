// Whether the server and its database answer: for load balancers and monitors, not people.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { HEALTH_ROUTES } from './health-routes';

export const HEALTH_SCHEMAS = {
  check: {
    summary: 'Whether the server and its database answer',
    description: 'Answered before the caller is known, so it reads no session.',
    responses: {
      200: { description: 'The database answered.', schema: z.strictObject({ status: z.literal('ok') }) },
      503: { description: 'The database did not answer.', schema: z.strictObject({ status: z.literal('unavailable') }) },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const HEALTH_ENDPOINTS = defineEndpoints('health', HEALTH_ROUTES, HEALTH_SCHEMAS);
