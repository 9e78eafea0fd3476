// The connections API's paths and page size (re-exported by connections.ts). No zod here: the member
// layout's requests count imports only these, and the member home must not download the schemas for them.

/** How many requests or connections a page of the lists holds. */
export const CONNECTIONS_PAGE_SIZE = 10;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
const id = (value: string) => encodeURIComponent(value);

export const CONNECTION_API = {
  connect: '/api/connections/requests',
  received: (p: { page?: number; pageSize?: number } = {}) => `/api/connections/requests/received${query(p)}`,
  sent: (p: { page?: number; pageSize?: number } = {}) => `/api/connections/requests/sent${query(p)}`,
  request: (requestId: string) => `/api/connections/requests/${id(requestId)}`,
  accept: (requestId: string) => `/api/connections/requests/${id(requestId)}/accept`,
  decline: (requestId: string) => `/api/connections/requests/${id(requestId)}/decline`,
  withdraw: (requestId: string) => `/api/connections/requests/${id(requestId)}/withdraw`,
  list: (p: { page?: number; pageSize?: number; search?: string } = {}) => `/api/connections${query(p)}`,
  remove: (connectionId: string) => `/api/connections/${id(connectionId)}/remove`,
  summary: '/api/connections/summary',
  adminSummary: '/api/admin/connections/summary',
  adminMember: (attendeeId: string) => `/api/admin/connections/members/${id(attendeeId)}`,
} as const;
