// Whether the server and its database answer: for load balancers and monitors, not people. Liveness (the
// process answers: restart it if not) is apart from readiness (send it requests: not while the database is
// away or the server is stopping), so a database outage takes servers out of rotation without restarting them.
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
  live: {
    summary: 'Whether the server process answers (liveness)',
    description: 'Reads nothing: a monitor restarts a server that stops answering this, and only then.',
    responses: { 200: { description: 'The process answers.', schema: z.strictObject({ status: z.literal('alive') }) } },
  },
  ready: {
    summary: 'Whether the server should be sent requests (readiness)',
    description:
      'Ready once started, while its database answers and until it is told to stop (SIGTERM); a load balancer sends requests only to ready servers.',
    responses: {
      200: { description: 'Ready.', schema: z.strictObject({ status: z.literal('ready') }) },
      503: {
        description: 'Not ready: the database did not answer, or the server is stopping.',
        schema: z.strictObject({ status: z.enum(['unavailable', 'stopping']) }),
      },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const HEALTH_ENDPOINTS = defineEndpoints('health', HEALTH_ROUTES, HEALTH_SCHEMAS);
