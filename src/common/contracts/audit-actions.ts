// The one catalogue of what administrators' actions are called and what each means (issue 20, decision
// 028), and how a recorded change (before → after) reads. The server records only actions named here
// (recordAudit's type), so the log never holds a name an administrator would have to guess at. No zod:
// the Activity tab's contract (activity.ts) re-exports all of it.

/** The parts of the product an action belongs to: the action filter groups by these. */
export const AUDIT_AREAS = [
  'Members',
  'Access',
  'Conversations',
  'Reports',
  'Sidebar & spotlight',
  'Newsletters',
  'Events',
  'Files',
  'Account',
  'AI Tools',
  'Activity',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export type AuditActionInfo = { area: AuditArea; label: string; meaning: string };

/** Every action the log records: its name ('feature.verb'), a label for people and what it means. */
export const AUDIT_ACTIONS = {
  'member.ban': {
    area: 'Members',
    label: 'Member deactivated',
    meaning:
      'Deactivated a member: their sessions end, they can no longer sign in, and their places at upcoming events go to the waitlist. The reason given is kept.',
  },
  'member.unban': {
    area: 'Members',
    label: 'Member reactivated',
    meaning: 'Reactivated a deactivated member: they can sign in again.',
  },
  'member.archive': {
    area: 'Members',
    label: 'Member archived',
    meaning:
      'Moved a member out of the Members Log’s default list and out of other members’ sight: nothing of theirs reaches another member, and their places at upcoming events go to the waitlist.',
  },
  'member.unarchive': {
    area: 'Members',
    label: 'Member unarchived',
    meaning: 'Brought an archived member back into the Members Log’s list.',
  },
  'member.delete_account': {
    area: 'Members',
    label: 'Account deletion scheduled',
    meaning:
      'Scheduled a member’s account for deletion in 14 days: their sessions end and they are emailed; signing in before then cancels it (decision 059).',
  },
  'member.cancel_delete_account': {
    area: 'Members',
    label: 'Account deletion cancelled',
    meaning: 'Called off a member’s scheduled account deletion: nothing is erased and no reminder goes (decision 059).',
  },
  'member.erase': {
    area: 'Members',
    label: 'Account erased',
    meaning:
      'A scheduled deletion came due: the account, profile, photo, sessions and settings were erased, what others hold shows ‘Former member’, and the earlier entries naming the person were redacted (their count is kept).',
  },
  'member.export': {
    area: 'Members',
    label: 'Members exported',
    meaning: 'Downloaded the Members Log as a CSV file. The search and ‘Show Archived’ used are kept.',
  },
  'topic.create': {
    area: 'Members',
    label: 'Topic added',
    meaning: 'Added a skill or topic to the list members pick from on their profile.',
  },
  'topic.rename': {
    area: 'Members',
    label: 'Topic renamed',
    meaning: 'Renamed a skill or topic; the members who listed it now list the new name.',
  },
  'topic.merge': {
    area: 'Members',
    label: 'Topics merged',
    meaning: 'Merged one skill or topic into another: the members who listed the first now list the second, once.',
  },
  'access-request.approve': {
    area: 'Access',
    label: 'Access request approved',
    meaning: 'Approved a request for access: the person was emailed a one-time sign-up link.',
  },
  'access-request.create-link': {
    area: 'Access',
    label: 'Sign-up link created',
    meaning: 'Created a one-time sign-up link for someone who had not asked (Add user); it was emailed to them.',
  },
  'access-request.regenerate': {
    area: 'Access',
    label: 'Sign-up link regenerated',
    meaning: 'Replaced a person’s sign-up link with a new one and emailed it; the old link stopped working.',
  },
  'access-request.delete': {
    area: 'Access',
    label: 'Access request deleted',
    meaning: 'Deleted a request for access and its sign-up link.',
  },
  'conversation.answer': {
    area: 'Conversations',
    label: 'Question answered',
    meaning: 'Sent the team’s answer to a member’s question; the member can read it in Ask.',
  },
  'open-question.hide': {
    area: 'Conversations',
    label: 'Open question hidden',
    meaning: 'Hid a member’s open question from the other members; its asker sees the reason given, which is kept.',
  },
  'open-question.close': {
    area: 'Conversations',
    label: 'Open question closed',
    meaning: 'Closed an open question: members can still read it and its answers, and it takes no new answers.',
  },
  'open-question.hide-answer': {
    area: 'Conversations',
    label: 'Answer hidden',
    meaning: 'Hid a member’s answer to an open question; its author sees the reason given, which is kept.',
  },
  'open-question.settings': {
    area: 'Conversations',
    label: 'Open questions settings changed',
    meaning: 'Changed how many open questions one member may be asked in a week.',
  },
  'open-role.pin': {
    area: 'Conversations',
    label: 'Open role pinned',
    meaning: 'Pinned a member’s open role to the top of the list, or unpinned it.',
  },
  'open-role.edit': {
    area: 'Conversations',
    label: 'Open role edited',
    meaning: 'Changed a member’s open role (its title, company, place, kind, description, how to apply or topics).',
  },
  'open-role.remove': {
    area: 'Conversations',
    label: 'Open role removed',
    meaning: 'Removed a member’s open role from the list; its poster is told the reason given, which is kept.',
  },
  'ai-tool.add': {
    area: 'AI Tools',
    label: 'AI tool added',
    meaning: 'Added a tool to the AI Tools library directly (an organiser’s own suggestion needs no approval).',
  },
  'ai-tool.approve': {
    area: 'AI Tools',
    label: 'AI tool approved',
    meaning: 'Approved a member’s suggested tool into the AI Tools library; the member was told.',
  },
  'ai-tool.decline': {
    area: 'AI Tools',
    label: 'AI tool declined',
    meaning: 'Declined a member’s suggested tool; the member was told, with the reason given, which is kept.',
  },
  'ai-tool.update': {
    area: 'AI Tools',
    label: 'AI tool edited',
    meaning: 'Changed a tool’s name, address, description, topics, price band or category.',
  },
  'ai-tool.remove': {
    area: 'AI Tools',
    label: 'AI tool removed',
    meaning: 'Took a tool out of the AI Tools library; its suggester was told, with the reason given, which is kept.',
  },
  'ai-tool-category.create': {
    area: 'AI Tools',
    label: 'AI tool category added',
    meaning: 'Added a category to the AI Tools library.',
  },
  'ai-tool-category.rename': {
    area: 'AI Tools',
    label: 'AI tool category renamed',
    meaning: 'Renamed a category of the AI Tools library.',
  },
  'ai-tool-category.move': {
    area: 'AI Tools',
    label: 'AI tool category moved',
    meaning: 'Moved a category to another place in the order members see.',
  },
  'ai-tool-category.delete': {
    area: 'AI Tools',
    label: 'AI tool category deleted',
    meaning: 'Deleted a category of the AI Tools library; its tools stayed, uncategorised.',
  },
  'conversation.archive': {
    area: 'Conversations',
    label: 'Question archived',
    meaning: 'Moved a question to the Archived view of the inbox.',
  },
  'conversation.unarchive': {
    area: 'Conversations',
    label: 'Question unarchived',
    meaning: 'Brought an archived question back to the inbox.',
  },
  'conversation.response-target': {
    area: 'Conversations',
    label: 'Response target changed',
    meaning: 'Changed how soon a member’s question should have its first reply; the response times measure against it.',
  },
  'faq.publish': {
    area: 'Conversations',
    label: 'Published to the FAQ',
    meaning: 'Published a shareable answered question, without names, in Answers from the team. The member is emailed once.',
  },
  'faq.update': {
    area: 'Conversations',
    label: 'FAQ entry edited',
    meaning: 'Changed the question or answer of an entry in Answers from the team.',
  },
  'faq.unpublish': {
    area: 'Conversations',
    label: 'FAQ entry removed',
    meaning: 'Took an entry down from Answers from the team. Its question may be published again.',
  },
  'conversation.export': {
    area: 'Conversations',
    label: 'Questions exported',
    meaning: 'Downloaded a view of the inbox as a CSV file. The view is kept.',
  },
  'message-report.dismiss': {
    area: 'Reports',
    label: 'Report dismissed',
    meaning:
      'Read a message (with the few before it), an open question or an answer a member reported, and found nothing to act on. The member who reported it was told.',
  },
  'message-report.warn': {
    area: 'Reports',
    label: 'Member warned',
    meaning:
      'Warned the sender of a reported message, or the author of a reported question or answer (a notification, and an email as they chose, with the note given). The member who reported it was told.',
  },
  'message-report.deactivate': {
    area: 'Reports',
    label: 'Reported member deactivated',
    meaning:
      'Deactivated the sender of a reported message, or the author of a reported question or answer, as the Members Log does (a ‘Member deactivated’ row says so too). The member who reported it was told.',
  },
  'message-report.hide': {
    area: 'Reports',
    label: 'Reported question or answer hidden',
    meaning:
      'Hid a reported open question or answer from the other members, as the open questions’ Hide does (its author sees the note, or a standard reason). The member who reported it was told.',
  },
  'sidebar-links.save': {
    area: 'Sidebar & spotlight',
    label: 'Sidebar links saved',
    meaning: 'Changed where items of the member sidebar point. Each link that changed is listed.',
  },
  'spotlight.create': {
    area: 'Sidebar & spotlight',
    label: 'Spotlight added',
    meaning: 'Added a picture to the members’ home carousel.',
  },
  'spotlight.update': {
    area: 'Sidebar & spotlight',
    label: 'Spotlight edited',
    meaning: 'Changed a carousel picture, its title or its link.',
  },
  'spotlight.delete': {
    area: 'Sidebar & spotlight',
    label: 'Spotlight deleted',
    meaning: 'Removed a picture from the members’ home carousel.',
  },
  'post.create': { area: 'Newsletters', label: 'Newsletter created', meaning: 'Wrote a newsletter, published or as a draft.' },
  'post.update': { area: 'Newsletters', label: 'Newsletter edited', meaning: 'Changed a newsletter’s title, text or picture.' },
  'post.publish': { area: 'Newsletters', label: 'Newsletter published', meaning: 'Made a newsletter visible to every member.' },
  'post.email': {
    area: 'Newsletters',
    label: 'Newsletter emailed',
    meaning: 'Emailed a newsletter published earlier to the members whose newsletter emails are on (once per newsletter).',
  },
  'post.unpublish': {
    area: 'Newsletters',
    label: 'Newsletter unpublished',
    meaning: 'Hid a newsletter from members; it stays as a draft.',
  },
  'post.delete': { area: 'Newsletters', label: 'Newsletter deleted', meaning: 'Deleted a newsletter for good.' },
  'event.time-zone': {
    area: 'Events',
    label: 'Time zone changed',
    meaning:
      'Changed the community’s time zone: what “today” means for events, the daily emails’ times, dates in the dashboard and calendars.',
  },
  'event.create': { area: 'Events', label: 'Event added', meaning: 'Added a Cultural Salon to the events members see.' },
  'event.update': {
    area: 'Events',
    label: 'Event edited',
    meaning: 'Changed an event. Members going were told when its time or place changed.',
  },
  'event.cancel': { area: 'Events', label: 'Event cancelled', meaning: 'Cancelled an event; the members going were told.' },
  'event.delete': { area: 'Events', label: 'Event deleted', meaning: 'Deleted an event and its RSVPs for good.' },
  'event.check_in': { area: 'Events', label: 'Member checked in', meaning: 'Marked a member as having attended an event.' },
  'event.undo_check_in': { area: 'Events', label: 'Check-in undone', meaning: 'Took back a member’s check-in at an event.' },
  'event.remove_answer': {
    area: 'Events',
    label: 'Answer removed',
    meaning: 'Took a member’s answer off an event before it began; a place they held went to the first on the waitlist.',
  },
  'event.export_attendees': {
    area: 'Events',
    label: 'Attendees exported',
    meaning: 'Downloaded an event’s attendee list as a CSV file. The filters used are kept.',
  },
  'upload.create': {
    area: 'Files',
    label: 'Image uploaded',
    meaning: 'Uploaded an image for a newsletter, the spotlight or an event. Its name, kind and size are kept.',
  },
  'profile.update': { area: 'Account', label: 'Own profile edited', meaning: 'An administrator changed their own profile.' },
  'push.subscribe': {
    area: 'Account',
    label: 'Notifications turned on',
    meaning: 'An administrator turned on push notifications for new questions on a device.',
  },
  'push.unsubscribe': {
    area: 'Account',
    label: 'Notifications turned off',
    meaning: 'An administrator turned off push notifications on a device.',
  },
  'setup.administrator': {
    area: 'Account',
    label: 'First administrator created',
    meaning: 'The first administrator was created with the one-time setup link from the server’s log.',
  },
  'setup.demo-content': {
    area: 'Account',
    label: 'Demo content loaded',
    meaning: 'Filled a new community with example members, questions, events and newsletters.',
  },
  'security.two-factor-requirement': {
    area: 'Account',
    label: 'Two-factor requirement changed',
    meaning:
      'Changed who must sign in with a second factor (nobody, the administrators, or everyone). Whoever it covers and has none is led to set one up before going on.',
  },
  'security.two-factor-reset': {
    area: 'Members',
    label: 'Two-factor sign-in reset',
    meaning:
      'Turned off a member’s second factor after they lost their device: their authenticator app, recovery codes and passkeys were removed, they were signed out everywhere and emailed. The reason given is kept.',
  },
  'activity.export': {
    area: 'Activity',
    label: 'Activity exported',
    meaning: 'Downloaded this log as a CSV file. The filters used are kept.',
  },
} as const satisfies Record<string, AuditActionInfo>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

/** The label people read for an action; an action no longer catalogued reads as its name. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action].label : action;
}

/** The area an action belongs to; null for one no longer catalogued. */
export function auditActionArea(action: string): AuditArea | null {
  return isAuditAction(action) ? AUDIT_ACTIONS[action].area : null;
}

// ---------------------------------------------------------------------------------------------------
// Changes: before → after

/** One field an action changed. Values are as stored: text (long text shortened), numbers, yes/no or nothing. */
export type AuditChange = { field: string; from: string | number | boolean | null; to: string | number | boolean | null };

/** The longest value a change keeps: a newsletter's whole text would drown the log. */
export const MAX_CHANGE_VALUE_LENGTH = 300;

/** A value as a change shows it: '(empty)', 'Yes'/'No', or the text. */
export function formatChangeValue(value: AuditChange['from']): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** 'Title: Old → New' */
export const formatChange = (change: AuditChange) =>
  `${change.field}: ${formatChangeValue(change.from)} → ${formatChangeValue(change.to)}`;
