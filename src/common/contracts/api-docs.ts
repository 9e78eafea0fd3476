// The OpenAPI 3.1 document of the API, generated on the server from the endpoints' definitions (decision
// 037), and what the administrators' reference page reads of it.
import { z } from 'zod';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { API_DOCS_ROUTES } from './api-docs-routes';

/** What the reference page reads of one operation; the document holds more (schemas), passed through. */
const operationSchema = z.looseObject({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  'x-access': z.string().optional(),
  parameters: z
    .array(
      z.looseObject({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: z.unknown().optional(),
      }),
    )
    .optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), z.unknown()) }).optional(),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.string(), content: z.record(z.string(), z.unknown()).optional() }),
  ),
});
export type ApiOperation = z.infer<typeof operationSchema>;

const apiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
  /** Routes the document does not describe on purpose (Better Auth's), with the reason. */
  'x-left-out': z.array(z.strictObject({ path: z.string(), reason: z.string() })).optional(),
});
export type ApiDocument = z.infer<typeof apiDocumentSchema>;

export const API_DOCS_SCHEMAS = {
  document: {
    summary: 'This document: the OpenAPI 3.1 description of every endpoint defined in src/common/contracts',
    responses: { 200: { description: 'The document.', schema: apiDocumentSchema } },
  },
} satisfies Record<string, EndpointSchemas>;

export const API_DOCS_ENDPOINTS = defineEndpoints('api-docs', API_DOCS_ROUTES, API_DOCS_SCHEMAS);
