// A member's own data and account (issue 37, decision 059). 'Download my data' makes a ZIP in the background
// (a JSON file per kind and a readable summary); the member is told when it is ready, and its link works for
// them alone for 7 days. 'Delete my account' asks for the password (and the second factor when it is on; an
// account without a password confirms with an emailed code), signs the account out everywhere and waits 14
// days: signing in before then cancels it. The route table is account-routes.ts.
import { z } from 'zod';
import { ACCOUNT_ROUTES } from './account-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { emailText, recordId, text } from './text';

/** How long a ready export can be downloaded. */
export const EXPORT_LINK_DAYS = 7;
/** How long a scheduled deletion waits; signing in meanwhile cancels it. */
export const DELETION_GRACE_DAYS = 14;
/** The reminder goes this many days before the erasure. */
export const DELETION_REMINDER_DAYS = 2;
/** What others see where the member's name was, once the account is erased. */
export const FORMER_MEMBER_NAME = 'Former member';
/** How long an emailed deletion code works. */
export const DELETION_CODE_MINUTES = 15;

export const ACCOUNT_MESSAGES = {
  exportRequested: 'We are preparing your data. We will tell you when it is ready to download.',
  exportPreparing: 'Your data is already being prepared. We will tell you when it is ready.',
  exportNotFound: 'This download does not exist.',
  exportExpired: 'This download has expired. Ask for a new one from your account settings.',
  exportNotReady: 'Your data is still being prepared.',
  exportLoadFailed: 'Failed to load your data downloads',
  passwordRequired: 'Enter your password to confirm',
  passwordWrong: 'That password is not right.',
  codeRequired: 'Enter the code we emailed you',
  codeWrong: 'That code is not right, or it has expired. Ask for a new one.',
  secondFactorRequired: 'Enter the code from your authenticator app',
  secondFactorWrong: 'That authenticator code is not right.',
  tooManyAttempts: (wait: string) => `Too many attempts to confirm. Try again in ${wait}.`,
  codeSent: (email: string) => `We emailed a code to ${email}. It works for ${DELETION_CODE_MINUTES} minutes.`,
  codeNotNeeded: 'Your account has a password: confirm with it instead.',
  alreadyScheduled: 'Your account is already scheduled for deletion.',
  scheduled: (date: string) =>
    `Your account will be deleted on ${date}. Changed your mind? Sign in before then and nothing is deleted.`,
  memberScheduled: (email: string, date: string) =>
    `${email}'s account will be deleted on ${date}, unless they sign in before then. They were emailed.`,
  memberAlreadyScheduled: (email: string) => `${email}'s account is already scheduled for deletion.`,
  memberNotFound: 'No member has this email.',
  memberDeletionCancelled: (email: string) => `${email}'s account will not be deleted. They were emailed.`,
  memberNoDeletion: (email: string) => `${email}'s account is not scheduled for deletion.`,
  memberCancelFailed: 'Could not cancel the deletion. Please try again.',
  deleteSelf: 'Delete your own account from your account settings.',
  deleteOrganiser: 'An organiser’s account cannot be deleted from here. Remove them as an organiser first.',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  deletionLoadFailed: 'Failed to load your account',
} as const;
const M = ACCOUNT_MESSAGES;

const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed', 'expired'] as const;

const dataExportSchema = z.strictObject({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.iso.datetime({ offset: true }),
  readyAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the download stops working (7 days after it was ready). */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

const exportStatusSchema = z.strictObject({ latest: dataExportSchema.nullable() });
export type ExportStatus = z.infer<typeof exportStatusSchema>;

const exportRequestedSchema = z.strictObject({ message: z.string(), export: dataExportSchema });
export type ExportRequested = z.infer<typeof exportRequestedSchema>;

const deletionStatusSchema = z.strictObject({
  /** The account signs in with a password (else it confirms with an emailed code). */
  hasPassword: z.boolean(),
  /** Two-factor is on: deletion asks for its code too. */
  secondFactor: z.boolean(),
  email: z.string(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** POST /api/account/deletion: the password, or the emailed code for an account without one; and the
 * authenticator's code when two-factor is on. */
export const scheduleDeletionSchema = z.object({
  password: text({ max: 200, tooLong: M.passwordWrong, keepSpaces: true, shape: 'secret' }).optional(),
  code: text({ max: 20, tooLong: M.codeWrong }).optional(),
  secondFactorCode: text({ max: 20, tooLong: M.secondFactorWrong }).optional(),
});
export type ScheduleDeletionInput = z.input<typeof scheduleDeletionSchema>;

const deletionScheduledSchema = z.strictObject({ message: z.string(), eraseAt: z.iso.datetime({ offset: true }) });
export type DeletionScheduled = z.infer<typeof deletionScheduledSchema>;

/** The longest reason an organiser can give for a member's deletion (kept in the Activity log). */
export const MAX_DELETION_REASON_LENGTH = 500;
// Prose, as the organiser writes it in the dialog's box: line breaks allowed.
const deletionReason = text({
  max: MAX_DELETION_REASON_LENGTH,
  tooLong: 'The reason must be at most 500 characters',
  shape: 'multi-line',
});

/** POST /api/admin/members/delete-account, and cancel-account-deletion: by email, as the Members Log's other
 * actions. */
export const memberDeletionSchema = z.object({
  email: emailText({ required: M.emailRequired, invalid: M.invalidEmail }),
  reason: deletionReason.optional(),
});

/** The organiser's dialog before deleting a member's account: the reason, which may stay empty. */
export const memberDeletionReasonSchema = z.object({ reason: deletionReason });

const messageSchema = z.strictObject({ message: z.string() });

const params = z.object({ id: recordId(M.exportNotFound) });

export const ACCOUNT_SCHEMAS = {
  exportStatus: {
    summary: 'The caller’s latest data export, if any',
    responses: { 200: { description: 'The latest export and its state.', schema: exportStatusSchema } },
  },
  requestExport: {
    summary: 'Ask for a ZIP of everything the product holds about the caller (made in the background)',
    description:
      'Idempotent while one is being prepared (answers that one). When it is ready the caller is told (notification kind data-export-ready, by email as they chose).',
    responses: { 202: { description: 'Being prepared.', schema: exportRequestedSchema } },
  },
  downloadExport: {
    summary: 'Download one of the caller’s exports (a ZIP, streamed)',
    params,
    paramRefused: { status: 404, message: M.exportNotFound },
    responses: {
      200: { description: 'The ZIP.', contentType: 'application/zip' },
      404: { description: `Not the caller’s, or no such export: "${M.exportNotFound}".` },
      409: { description: `Not ready yet: "${M.exportNotReady}".` },
      410: { description: `Older than ${EXPORT_LINK_DAYS} days: "${M.exportExpired}".` },
    },
  },
  deletionStatus: {
    summary: 'How the caller confirms the deletion of their account',
    responses: { 200: { description: 'Password or emailed code, and whether two-factor is on.', schema: deletionStatusSchema } },
  },
  sendDeletionCode: {
    summary: 'Email a code to confirm deletion, for an account without a password',
    responses: {
      200: { description: 'Sent.', schema: messageSchema },
      400: { description: `The account has a password: "${M.codeNotNeeded}".` },
    },
  },
  scheduleDeletion: {
    summary: `Schedule the deletion of the caller’s account in ${DELETION_GRACE_DAYS} days; every session ends`,
    description: 'Signing in before then cancels it. The caller is emailed now and 2 days before.',
    body: scheduleDeletionSchema,
    responses: {
      200: { description: 'Scheduled; the caller is signed out.', schema: deletionScheduledSchema },
      400: { description: 'Password, code or second factor missing or wrong.' },
      409: { description: `Already scheduled: "${M.alreadyScheduled}".` },
      429: { description: 'TOO_MANY_REQUESTS: five attempts to confirm in 15 minutes, right or wrong (Retry-After says when).' },
    },
  },
  scheduleMemberDeletion: {
    summary: `An organiser schedules a member’s deletion in ${DELETION_GRACE_DAYS} days (audited)`,
    description: 'The member is emailed and signed out; signing in before then cancels it.',
    body: memberDeletionSchema,
    responses: {
      200: { description: 'Scheduled, or already.', schema: deletionScheduledSchema },
      400: { description: 'The organiser named themself or another organiser.' },
      404: { description: `No member has this email: "${M.memberNotFound}".` },
    },
  },
  cancelMemberDeletion: {
    summary: 'An organiser calls off a member’s scheduled deletion (audited)',
    description: 'Nothing is erased and no reminder goes; the member is emailed, and signs in as before.',
    body: memberDeletionSchema,
    responses: {
      200: { description: 'Called off.', schema: messageSchema },
      404: { description: `No member has this email: "${M.memberNotFound}".` },
      409: { description: 'No deletion of that account is waiting.' },
    },
  },
} satisfies Record<string, EndpointSchemas>;

export const ACCOUNT_ENDPOINTS = defineEndpoints('account', ACCOUNT_ROUTES, ACCOUNT_SCHEMAS);
