// Every page and API path of the product, written once. Pages and links import ROUTES (patterns for the
// router) and the helpers below (concrete paths with parameters); nothing else spells a URL.

/** Browser routes (spec 2.1). Values are React Router patterns. */
export const ROUTES = {
  home: '/',
  login: '/login',
  /** Where a social sign-in returns: reads who is calling, then goes to their home. */
  authContinue: '/auth/continue',
  accessLink: '/magic-link/:token',
  resetPassword: '/reset-password',
  aboutUs: '/aboutus',
  masteryou: '/masteryou',
  privacyPolicy: '/privacy-policy',
  /** First run: the one-time link the server logs while no administrator exists (?token=…). */
  setup: '/setup',

  adminDashboard: '/admin/dashboard',
  adminProfile: '/admin/profile',
  /** The API's reference, from its OpenAPI document (decision 037). */
  adminApi: '/admin/api',
  /** The administrator's two-factor sign-in, passkeys and signed-in devices (issue 37, decision 060). */
  adminSecurity: '/admin/security',

  userDashboard: '/user/dashboard',
  /** The chat's old address: redirects to /chat (app/router.tsx). */
  userChat: '/user/chat',
  chat: '/chat',
  /** Answers from the team: the FAQ, a section of the Ask area (issue 20). */
  answers: '/user/answers',
  profile: '/profile',
  recommendations: '/recommendations',
  /** Your connections, requests received and sent (issue 17). */
  connections: '/connections',
  /** One connection request: where the emails' Accept and 'Not now' open (the page asks; only its POST decides). */
  connectionRequest: '/connections/requests/:id',
  /** Private messages between members (issue 35): the conversations, newest first, and one conversation. */
  messages: '/messages',
  conversation: '/messages/:id',
  newsletter: '/newsletter',
  newsletterAdmin: '/newsletter/admin',
  newsletters: '/newsletters',
  newsletterPost: '/newsletters/:slug',
  upcomingEvents: '/salonss',
  /** One event: RSVP, calendar, who's going, people to meet (issue 18). */
  eventDetail: '/salonss/:id',
  pastEvents: '/pastEventsPage',
  aiTools: '/aiTools',
  openRoles: '/openRoles',
  /** One open role (issue 39): the 'role-match' notification links here. */
  openRole: '/openRoles/:id',
  /** The members' directory, and one member's page (issue 33); /memberLocation opens it grouped by place. */
  members: '/members',
  memberProfile: '/members/:id',
  memberLocation: '/memberLocation',
  contact: '/contact',
  /** Everything the product told the member, newest first (issue 34); the bell in the header leads here. */
  notifications: '/notifications',
  /** Where each kind of news reaches the member, the digest and quiet hours (issue 34). */
  notificationSettings: '/settings/notifications',
  /** The members the member blocked, to unblock them (issue 35, decision 055). */
  blockedMembers: '/settings/blocked',
  /** 'Download my data' and 'Delete my account' (issue 37, decision 059). */
  accountSettings: '/settings/account',
  /** Two-factor sign-in, passkeys and the devices signed in (issue 37, decision 060). */
  security: '/settings/security',
  /** The page an unsubscribe link opens: one button that posts; opening it changes nothing (issue 34). */
  unsubscribe: '/unsubscribe/:token',
  /** Open questions members answer (issue 36). */
  questions: '/questions',
  question: '/questions/:id',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Concrete paths for routes with parameters or query strings. */
export const paths = {
  accessLink: (token: string) => `/magic-link/${encodeURIComponent(token)}`,
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  newsletterPost: (slug: string) => `/newsletters/${encodeURIComponent(slug)}`,
  eventDetail: (id: string) => `/salonss/${encodeURIComponent(id)}`,
  memberProfile: (attendeeId: string) => `/members/${encodeURIComponent(attendeeId)}`,
  /** /login, optionally with the error code a social sign-in came back with. */
  login: (error?: string) => (error ? `${ROUTES.login}?error=${encodeURIComponent(error)}` : ROUTES.login),
  resetPassword: (token: string) => `${ROUTES.resetPassword}?token=${encodeURIComponent(token)}`,
  setup: (token: string) => `${ROUTES.setup}?token=${encodeURIComponent(token)}`,
  /** The security settings: where a sign-in that must set up a second factor is sent (decision 060). */
  securitySettings: () => ROUTES.security,
  adminSecuritySettings: () => ROUTES.adminSecurity,
  /** One conversation of private messages (issue 35): the 'email when away' links here. */
  conversation: (id: string) => `/messages/${encodeURIComponent(id)}`,
  /** One open role (issue 39); `?show=mine` on the list shows the poster's own. */
  openRole: (id: string) => `/openRoles/${encodeURIComponent(id)}`,
  /** One open question (issue 36): the 'question for you' notification links here. */
  question: (id: string) => `/questions/${encodeURIComponent(id)}`,
  /** A connection request's page, with the answer the email's button named already chosen. */
  connectionRequest: (id: string, answer?: 'accept' | 'not-now') =>
    `/connections/requests/${encodeURIComponent(id)}${answer ? `?answer=${answer}` : ''}`,
} as const;

/** The default sidebar targets (spec 2.2); the sidebar links record may override each one. */
export const DEFAULT_SIDEBAR_LINKS = {
  askFmc: ROUTES.chat,
  upcomingEvents: ROUTES.upcomingEvents,
  pastEvents: ROUTES.pastEvents,
  newsletters: ROUTES.newsletters,
  aiTools: ROUTES.aiTools,
  openRoles: ROUTES.openRoles,
  memberLocation: ROUTES.memberLocation,
  contact: ROUTES.contact,
} as const;

export type SidebarLinkKey = keyof typeof DEFAULT_SIDEBAR_LINKS;

/** A target that leaves the site (opens in a new tab, spec 2.2). */
export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/**
 * A path that is safe to return to after sign-in: same-site, absolute, not protocol-relative, and not a
 * sign-in page itself. Anything else falls back to undefined.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  const pathname = value.split(/[?#]/)[0];
  if (pathname === ROUTES.login || pathname === ROUTES.authContinue || pathname === ROUTES.resetPassword) return undefined;
  if (pathname.startsWith('/magic-link/')) return undefined;
  return value;
}

/** An administrators' page: where an administrator who signs in may be returned (spec 4.2 otherwise sends
 * them to the dashboard). */
export function isAdminPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return pathname.startsWith('/admin/') || pathname === ROUTES.newsletterAdmin;
}
