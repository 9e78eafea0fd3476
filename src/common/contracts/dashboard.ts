// The administrator dashboard's own answer (the server's dashboard feature; its route table is
// dashboard-routes.ts).
import { z } from 'zod';
import { DASHBOARD_ROUTES } from './dashboard-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';

/** GET /api/admin/summary: the header's counts, pending questions (the red badge, the tab title) and
 * pending access requests (the Magic Links tab's badge). */
const dashboardSummarySchema = z.strictObject({
  pendingConversations: z.number().int(),
  pendingAccessRequests: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const DASHBOARD_SCHEMAS = {
  summary: {
    summary: "The dashboard header's counts: pending questions and pending access requests",
    responses: { 200: { description: 'The two counts.', schema: dashboardSummarySchema } },
  },
} satisfies Record<string, EndpointSchemas>;

export const DASHBOARD_ENDPOINTS = defineEndpoints('dashboard', DASHBOARD_ROUTES, DASHBOARD_SCHEMAS);
