// Which table each part of 'Download my data' reads, and which tables that hold something of a member are
// deliberately left out, with why (decision 059). coverage.test.ts reads the schema: a table with a column
// that refers to a member or an account (a foreign key to users or attendees, or a column named for one)
// must be listed here, so a new table fails the test until someone decides. An exported table may still keep
// some columns back (`withheld`, with why).
import type { ExportKind } from './export-data';

export type Coverage = { exportedIn: ExportKind; withheld?: string } | { leftOut: string };

export const EXPORT_COVERAGE: Record<string, Coverage> = {
  users: { exportedIn: 'profile' },
  attendees: { exportedIn: 'profile' },
  attendee_interests: { exportedIn: 'profile' },
  attendee_summaries: { exportedIn: 'profile' },
  recommendation_texts: { exportedIn: 'profile' },
  admin_users: { exportedIn: 'profile' },
  sessions: { exportedIn: 'sign-ins' },
  accounts: { exportedIn: 'sign-ins' },
  passkeys: {
    exportedIn: 'sign-ins',
    withheld:
      'the public key, credential id, signature counter, transports and authenticator model: what the device proves itself with, not something the member gave or can read',
  },
  member_active_weeks: { exportedIn: 'sign-ins' },
  conversations: { exportedIn: 'questions-to-the-team' },
  connection_requests: { exportedIn: 'introductions' },
  private_conversations: { exportedIn: 'messages' },
  private_conversation_members: { exportedIn: 'messages' },
  private_messages: { exportedIn: 'messages' },
  event_rsvps: { exportedIn: 'rsvps' },
  notifications: { exportedIn: 'notifications' },
  notification_settings: { exportedIn: 'settings' },
  notification_preferences: { exportedIn: 'settings' },
  push_subscriptions: { exportedIn: 'settings' },
  calendar_feeds: { exportedIn: 'settings' },
  member_blocks: { exportedIn: 'settings' },
  access_requests: { exportedIn: 'consents' },
  undeliverable_addresses: { exportedIn: 'consents' },
  open_questions: { exportedIn: 'open-questions' },
  open_question_answers: { exportedIn: 'open-questions' },
  open_question_thanks: { exportedIn: 'open-questions' },
  open_question_followers: { exportedIn: 'open-questions' },
  open_question_routes: { exportedIn: 'open-questions' },
  open_roles: { exportedIn: 'open-roles' },
  open_role_interests: { exportedIn: 'open-roles' },
  message_reports: { exportedIn: 'reports' },
  ai_tools: { exportedIn: 'ai-tools' },
  ai_tool_users: { exportedIn: 'ai-tools' },

  event_people_to_meet: {
    leftOut: 'a ranking of other members computed for the event page, not something the member gave or was given',
  },
  directory_entries: { leftOut: 'a copy of the profile kept by PostgreSQL for the directory search: the profile is exported' },
  directory_filters: {
    leftOut: 'a copy of the directory entry without its words, for lists without a search: the profile is exported',
  },
  two_factors: { leftOut: 'the authenticator secret and recovery codes, encrypted: secrets, never handed out again' },
  known_devices: { leftOut: 'a hash of a random browser cookie, to notice a new device: nothing readable about the member' },
  ended_sessions: { leftOut: 'tokens of sessions a ban ended, kept for 30 days to explain a signed-out browser: secrets' },
  banned_users: { leftOut: 'the organisers’ record of a deactivation; a deactivated member cannot sign in to export' },
  audit_log: {
    leftOut: 'the organisers’ record of their own actions (decision 028); redacted when the account is erased (decision 059)',
  },
  newsletter_sends: { leftOut: 'which organiser queued a newsletter: the organisers’ work, not a member’s data' },
  newsletter_recipients: { leftOut: 'delivery bookkeeping of newsletters (sent, failed), pruned with the send' },
  posts: { leftOut: 'newsletters written by organisers, published to every member' },
  faq_entries: { leftOut: 'published without a name; the member’s own question and its reply are in questions-to-the-team' },
  live_events: { leftOut: 'ids and counts for open pages, kept ten minutes' },
  data_exports: { leftOut: 'the exports themselves' },
  account_deletions: { leftOut: 'a deletion that waits: an account that has one is signed out and cannot export' },
  account_deletion_codes: { leftOut: 'the hash of a code emailed to confirm a deletion: a secret, kept 15 minutes' },
  rate_limits: { leftOut: 'counters by address or account key for sign-in limits, kept minutes' },
  request_limits: { leftOut: 'counters by address or account key for our own rate limits, kept minutes' },
  job_once_keys: { leftOut: 'keys of effects the job queue made once (which email went), bookkeeping' },
  verifications: { leftOut: 'password reset tokens: secrets, single-use and short-lived' },
};
