// The administrator dashboard's own answer (the server's dashboard feature).

/** GET /api/admin/summary: the header's counts, pending questions (the red badge, the tab title) and
 * pending access requests (the Magic Links tab's badge). */
export type DashboardSummary = { pendingConversations: number; pendingAccessRequests: number };
