// Every kind of news the product tells someone (issue 34): one registry, read by the notifications list,
// the settings grid, the sending code and the unsubscribe page. A feature that adds news (messages, open
// questions, roles) adds its kind here, with its label and its defaults; nothing else lists kinds.
// No zod, no runtime imports: the browser loads this with the bell.

/** Where a kind of news can reach someone: the list and bell in the product, an email, a push to a device. */
export const NOTIFICATION_CHANNELS = ['product', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  product: 'In the product',
  email: 'Email',
  push: 'Push on this device',
};

/** Who receives a kind: members (administrators too, as members), or the organisers only. */
export type NotificationAudience = 'members' | 'organisers';

export type NotificationKindDef = {
  /** The settings grid's row and the unsubscribe page's name for it: what arrives, in the member's words. */
  readonly label: string;
  readonly audience: NotificationAudience;
  /** Where it goes until the person chooses. Attention is scarce: email for what someone waits on or
   * committed to (introductions, replies, a place or a change at an event they are going to, reminders,
   * newsletters); push only where a moment matters, and only on a device its owner subscribed. */
  readonly defaults: Readonly<Record<NotificationChannel, boolean>>;
};

const on = (email: boolean, push: boolean) => ({ product: true, email, push }) as const;

export const NOTIFICATION_KINDS = {
  'team-reply': { label: 'A reply from the team to your question', audience: 'members', defaults: on(true, true) },
  'introduction-request': { label: 'A member asks to connect', audience: 'members', defaults: on(true, true) },
  'introduction-accepted': { label: 'A member accepts your introduction', audience: 'members', defaults: on(true, true) },
  message: { label: 'A member sends you a message', audience: 'members', defaults: on(true, true) },
  // Turning every channel of it off also means 'do not route questions to me' (decision 057).
  'question-for-you': {
    label: 'A member is looking for help with something you know',
    audience: 'members',
    defaults: on(true, false),
  },
  // The organisers' decisions about reported messages (decision 055): never pushed, emailed until turned off.
  'moderation-warning': {
    label: 'A warning from the organisers about a message you sent',
    audience: 'members',
    defaults: on(true, false),
  },
  'report-outcome': {
    label: 'What the organisers decided about a message you reported',
    audience: 'members',
    defaults: on(true, false),
  },
  // An organiser published the member's open question in Answers from the team (decision 067): told once, by
  // email until turned off; never pushed.
  'question-published': {
    label: 'Your open question is published in Answers from the team',
    audience: 'members',
    defaults: on(true, false),
  },
  // A new open role whose words meet the member's Looking for (decision 069): by email until turned off.
  'role-match': { label: 'A new open role matches what you are looking for', audience: 'members', defaults: on(true, false) },
  // An organiser removed the member's open role, with the reason (decision 069): never pushed.
  'role-removed': { label: 'The organisers removed a role you posted', audience: 'members', defaults: on(true, false) },
  // The organisers' decision about an AI tool the member suggested (decision 071): never pushed.
  'ai-tool-decision': {
    label: 'What the organisers decided about an AI tool you suggested',
    audience: 'members',
    defaults: on(true, false),
  },
  'waitlist-place': { label: 'A place opens for you at an event', audience: 'members', defaults: on(true, true) },
  'event-changed': { label: 'An event you are going to changes time', audience: 'members', defaults: on(true, false) },
  'event-cancelled': { label: 'An event you are going to is cancelled', audience: 'members', defaults: on(true, true) },
  'event-reminder': { label: 'Reminders of events you are going to', audience: 'members', defaults: on(true, false) },
  newsletter: { label: 'A new newsletter', audience: 'members', defaults: on(true, false) },
  // 'Download my data' is made in the background (decision 059): told when it is ready, never pushed.
  'data-export-ready': { label: 'Your data is ready to download', audience: 'members', defaults: on(true, false) },
  'new-question': { label: 'A member asks the team a question', audience: 'organisers', defaults: on(false, true) },
  'access-request': { label: 'Someone asks to join', audience: 'organisers', defaults: on(true, false) },
} as const satisfies Record<string, NotificationKindDef>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export const isNotificationKind = (value: string): value is NotificationKind => Object.hasOwn(NOTIFICATION_KINDS, value);

/** The kinds a person can receive: members' kinds for everyone in the member area, organisers' for administrators. */
export const kindsFor = (isAdmin: boolean): NotificationKind[] =>
  NOTIFICATION_KIND_NAMES.filter((kind) => isAdmin || NOTIFICATION_KINDS[kind].audience === 'members');

/** How long a notification is kept: the list pages through at most this many days. */
export const NOTIFICATION_KEEP_DAYS = 90;

/** What a news email's unsubscribe link stops: one kind's email, or the digest (which carries every kind). */
export const DIGEST_TOPIC = 'digest';
export type EmailTopic = NotificationKind | typeof DIGEST_TOPIC;
export const EMAIL_TOPIC_NAMES: EmailTopic[] = [...NOTIFICATION_KIND_NAMES, DIGEST_TOPIC];
export const isEmailTopic = (value: string): value is EmailTopic => value === DIGEST_TOPIC || isNotificationKind(value);
/** The settings' words for what a news email is: its kind's label, or the digest's. */
export const emailTopicLabel = (topic: EmailTopic): string =>
  topic === DIGEST_TOPIC ? 'The digest of what you have not seen' : NOTIFICATION_KINDS[topic].label;

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
