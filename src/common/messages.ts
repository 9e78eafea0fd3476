// The product's voice: spec section 8, word for word. Server and browser both import from here, so a
// message is written once. Texts with the brand or a value in them are functions.

export const LOGIN_MESSAGES = {
  banned: 'Your account has been banned. Please contact support.',
  bannedToast: 'Your account has been banned',
  setupIncomplete:
    "Your account setup is incomplete. Please use the 'Request Access Link' button to complete your registration.",
  setupIncompleteToast: 'Account setup incomplete - please request access',
  accountNotFound:
    "Account not found. Please use the 'Request Access Link' button below to request approval from an administrator.",
  accountNotFoundToast: 'Account not approved - please request access',
  loginError: 'An error occurred during login. Please try again.',
  loginErrorToast: 'Login error occurred',
} as const;

export const REQUEST_ACCESS_MESSAGES = {
  failed: 'Failed to submit request. Please try again later.',
  submitted: 'Magic link request submitted successfully. An administrator will review your request.',
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
} as const;

export const ACCESS_LINK_SIGN_UP_MESSAGES = {
  verifyFailed: 'Failed to verify magic link. Please try again later.',
  existsDifferentPassword:
    'An account with this email already exists but with a different password. Please try logging in with your existing credentials or contact support.',
  alreadyRegistered: 'An account with this email already exists. Please try logging in instead.',
  updateProfileFailed: 'Failed to update user profile. Please try again.',
  createProfileFailed: 'Failed to create user profile. Please try again.',
  createUserFailed: 'Failed to create user account',
  createAccountFailed: 'Failed to create account. Please try again.',
  created: 'Account created successfully! You can now log in.',
  namesRequired: 'Please enter your first and last name',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  userInfoNotFound: 'User information not found',
  missingToken: 'Invalid magic link. Please request a new one.',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  invalidOrExpired: 'Invalid or expired reset link. Please request a new password reset.',
  unableToVerify: 'Unable to verify reset link. Please try again.',
  invalidLink: 'Invalid reset link. Please request a new password reset.',
  verifyFailed: 'Failed to verify reset link. Please try again later.',
  updateFailedShort: 'Failed to update password',
  updateFailed: 'Failed to update password. Please try again.',
  verified: 'Reset link verified! Please enter your new password.',
  updated: 'Password updated successfully!',
  updatedLogin: 'Password updated successfully! Please log in with your new password.',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export const AUTH_KIT_MESSAGES = {
  magicLinkSent: 'Check your email for the magic link',
  confirmationSent: 'Check your email for the confirmation link',
  resetSent: 'Check your email for the password reset link',
  passwordUpdated: 'Your password has been updated',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password.',
} as const;

export const ACCESS_REQUEST_ADMIN_MESSAGES = {
  createRequestFailed: 'Failed to create magic link request. Please try again.',
  notAuthenticated: 'Not authenticated',
  requestNotFoundOrProcessed: 'Request not found or already processed',
  approveFailed: 'Failed to approve request',
  approved: 'Magic link request approved successfully',
  invalidOrExpired: 'Invalid or expired magic link',
  expired: 'Magic link has expired',
  processFailed: 'Failed to process magic link',
  verified: 'Magic link verified successfully',
  userHasAccount: 'User with this email already has an active account',
  activeLinkExists: 'An active magic link already exists for this email',
  createFailed: 'Failed to create magic link. Please try again.',
  created: 'Magic link created successfully',
  requestNotFound: 'Request not found',
  regenerateFailed: 'Failed to regenerate magic link',
  regenerated: 'Magic link regenerated successfully',
  enterEmail: 'Please enter an email address',
  invalidEmail: 'Please enter a valid email address',
} as const;

export const BAN_MESSAGES = {
  alreadyBanned: 'User was already banned',
  banned: 'User has been banned successfully',
  banFailed: 'Failed to ban user',
  notBanned: 'User is not currently banned',
  unbanned: 'User has been unbanned successfully',
  unbanFailed: 'Failed to unban user',
  idOrEmailRequired: 'User ID or email is required to ban a user',
  emailRequired: 'Email is required to ban a user',
} as const;

export const MEMBER_ARCHIVE_MESSAGES = {
  archived: 'Member archived successfully',
  unarchived: 'Member unarchived successfully',
  archiveFailed: (reason: string) => `Failed to archive member: ${reason}`,
} as const;

export const PROFILE_MESSAGES = {
  namesRequired: 'Please enter both first and last name',
  userNotFound: 'User not found. Please log in again.',
  saveFailed: 'Failed to save your information. Please try again.',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile. Please try again.',
  loadFailed: 'Failed to load profile data. Please try again.',
  updatedLong: 'Your profile has been updated successfully.',
} as const;

export const NEWSLETTER_MESSAGES = {
  published: 'Newsletter published successfully!',
  publishFailed: 'Failed to publish newsletter',
  notAuthenticated: 'Not authenticated',
  blogNotFound: 'Blog not found',
  backToNewsletters: 'Back to Newsletters',
  loading: 'Loading...',
} as const;

export const ADMIN_TOASTS = {
  loadSidebarFailed: (message = 'Unknown error') => `Failed to load sidebar URLs: ${message}`,
  loadSpotlightFailed: 'Failed to load spotlight items',
  uploadImageFailed: 'Error uploading image!',
  uploadFileFailed: 'Error uploading file!',
  saveSpotlightFailed: 'Error saving spotlight item!',
  deleteSpotlightFailed: 'Error deleting spotlight item!',
  loadUsersFailed: 'Failed to load users',
  noMembersToExport: 'No members to export',
  exportMembersFailed: 'Failed to export members list to CSV',
  unbanFailed: 'Failed to unban user',
  archiveUserFailed: 'Failed to archive user',
  unarchiveUserFailed: 'Failed to unarchive user',
  logoutFailed: 'Error logging out',
  updateSidebarFailed: 'Failed to update sidebar URLs',
  loadAccessRequestsFailed: 'Failed to load magic link requests',
  approveFailed: 'Failed to approve request',
  createAccessLinkFailed: 'Failed to create magic link',
  regenerateFailed: 'Failed to regenerate magic link',
  deleteRequestFailed: 'Failed to delete magic link request',
  recordNotFound: 'Record not found',
  copyFailed: 'Failed to copy link',
} as const;

export const STARTUP_MESSAGES = {
  configurationError: 'Configuration Error',
  startupError: 'Startup Error',
} as const;

/** Every paged list's query (contracts/paging.ts). */
export const PAGING_MESSAGES = {
  invalidPage: 'The page must be a whole number from 1.',
  invalidPageSize: (max: number) => `The page size must be a whole number from 1 to ${max}.`,
} as const;

/** Messages of our own where the spec is silent: plain, short, and in the same voice. */
export const GENERAL_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  adminOnly: 'Only administrators can do that.',
  membersOnly: 'Please complete your registration to use the member area.',
  deactivated: LOGIN_MESSAGES.banned,
  archivedMember: 'Your membership is archived, so other members cannot see you or hear from you. Please contact the organisers to restore it.',
  /** When the wait is not known (the browser's fallback); the server says how long (tooManyRequestsFor). */
  tooManyRequests: 'Too many attempts. Please wait a little and try again.',
  invalidInput: 'Some of the details you entered are not valid.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  foreignOrigin: 'This request did not come from this site. Please reload the page and try again.',
  foreignRead: 'This address was opened from another site, so it was refused. Please open it from this site itself.',
  notJson: 'The request must be sent as JSON (Content-Type: application/json).',
} as const;

/** A wait of `seconds` in words, rounded up so it is never shorter than the real one: '45 seconds',
 * '2 minutes' (for 100 seconds), '1 hour'. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  return minutes < 60 ? plural(minutes, 'minute') : plural(Math.ceil(whole / 3600), 'hour');
}

/** The 429 text, from the same number of seconds as the Retry-After header beside it. */
export const tooManyRequestsFor = (seconds: number) => `Too many attempts. Please try again in ${waitInWords(seconds)}.`;

/** Every password, wherever it is set (sign-up link, reset, change, the admin command). */
export const PASSWORD_MESSAGES = {
  onlySpaces: 'Password must contain at least one character that is not a space',
  /** Changing a password from the profile (ours; the spec has no such form). */
  currentRequired: 'Please enter your current password',
  currentWrong: 'Your current password is not correct. Please try again.',
  sameAsCurrent: 'Please choose a new password that is different from your current one',
} as const;

/** What anyone is told about text the server will not take (decision 017), wherever it was sent. */
export const INPUT_MESSAGES = {
  unsupportedCharacter: 'This text contains a character that is not allowed (a null character or half of an emoji). Remove it and try again.',
  notOneLine: 'This must be one line of text: it contains a line break, a tab or a hidden character. Remove it and try again.',
  hiddenCharacter: 'This text contains a hidden character that is not allowed (a control character or one that changes the direction of text). Remove it and try again.',
  nothingVisible: 'This text has only invisible characters in it. Type it again, or leave it empty.',
  notText: 'This must be text.',
  tooLong: (max: number) => `This must be at most ${max} characters.`,
  linkInvalid: 'Enter a full http(s) address, or a path on this site starting with a single /.',
} as const;

/** Access-request texts the spec leaves unwritten, in its voice. */
export const ACCESS_REQUEST_EXTRA_MESSAGES = {
  deleted: 'Magic link request deleted',
  alreadyProcessed: 'This request has already been used to create an account.',
} as const;

/**
 * What the Members Log says after an action: the spec's text word for word, then who it was and what it
 * means in the dashboard's own words (the buttons say Deactivate and Reactivate, the spec says ban).
 */
export const MEMBER_ACTION_OUTCOMES = {
  deactivated: (name: string) => `${BAN_MESSAGES.banned}: ${name} is deactivated and can no longer log in.`,
  alreadyDeactivated: (name: string) => `${BAN_MESSAGES.alreadyBanned}: ${name} stays deactivated.`,
  reactivated: (name: string) => `${BAN_MESSAGES.unbanned}: ${name} is active again and can log in.`,
  archived: (name: string) => `${MEMBER_ARCHIVE_MESSAGES.archived}: ${name} is hidden from the main list.`,
  unarchived: (name: string) => `${MEMBER_ARCHIVE_MESSAGES.unarchived}: ${name} is back in the main list.`,
} as const;

/** Members Log texts the spec leaves unwritten (look-ups, input checks), in its voice. */
export const MEMBER_MESSAGES = {
  notFound: 'Member not found',
  unarchiveFailed: (reason: string) => `Failed to unarchive member: ${reason}`,
  emailRequired: 'Please enter an email address',
  invalidEmail: 'Please enter a valid email address',
  searchTooLong: 'The search must be at most 200 characters.',
  invalidArchivedFlag: 'Show Archived must be true or false.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
} as const;

/** Profile checks (spec 5: first and last name required; lengths are ours), one message per field. */
export const PROFILE_FIELD_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  firstNameTooLong: 'First name must be at most 80 characters',
  lastNameTooLong: 'Last name must be at most 80 characters',
  companyTooLong: 'Company must be at most 120 characters',
  jobTitleTooLong: 'Job title must be at most 120 characters',
  industryTooLong: 'Industry must be at most 120 characters',
  tooManyInterests: 'You can list at most 12 interests',
  interestRequired: 'Each interest needs a name',
  interestTooLong: 'Each interest must be at most 60 characters',
  summaryTooLong: 'Your summary must be at most 1000 characters',
} as const;

/** Recommended connections (spec 2.4). */
export const RECOMMENDATION_MESSAGES = {
  loading: 'Loading recommendations...',
  none: 'No recommendations available at this time.',
} as const;

/** Newsletter texts the spec leaves unwritten (field checks, the dashboard's actions), in its voice. */
export const POST_MESSAGES = {
  titleRequired: 'Please enter a newsletter title',
  titleTooLong: 'The title must be at most 200 characters',
  contentRequired: 'Please enter the content',
  contentTooLong: 'The content must be at most 50000 characters',
  descriptionTooLong: 'The description must be at most 500 characters',
  imageUrlInvalid: 'Enter an https address or a path on this site starting with /',
  imageUrlTooLong: 'The image address must be at most 1000 characters',
  tagsInvalid: 'Tags must be a list of words',
  tagInvalid: 'Each tag must be text',
  tagTooLong: 'Each tag must be at most 40 characters',
  tooManyTags: 'A newsletter can have at most 10 tags',
  statusInvalid: 'The status must be draft or published',
  duplicateTitle: (title: string) => `A newsletter titled “${title}” already exists.`,
  allowDuplicateTitleInvalid: 'allowDuplicateTitle must be true or false.',
  searchTooLong: 'The search must be at most 200 characters.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
  saved: 'Newsletter saved',
  saveFailed: 'Failed to save newsletter',
  draftSaved: 'Newsletter saved as a draft',
  publishedAgain: 'Newsletter published',
  unpublished: 'Newsletter unpublished',
  unpublishFailed: 'Failed to unpublish newsletter',
  deleted: 'Newsletter deleted',
  deleteFailed: 'Failed to delete newsletter',
  loadFailed: 'Failed to load newsletters',
} as const;

/** Events (spec 2.4, 5 'Events split'; administrators manage them per NOTES), in the same voice. */
export const EVENT_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: 'The title must be at most 200 characters',
  dateRequired: 'Please enter the date and time',
  dateInvalid: 'Please enter a real date and time',
  tooManySpeakers: 'You can list at most 20 speakers',
  speakerTooLong: "Each speaker's name must be at most 120 characters",
  locationTooLong: 'The location must be at most 200 characters',
  linkInvalid: 'Enter a full http(s) address, such as https://example.com/salon',
  linkTooLong: 'The link must be at most 500 characters',
  created: 'Event added',
  updated: 'Event updated',
  deleted: 'Event deleted',
  saveFailed: 'Failed to save event',
  deleteFailed: 'Failed to delete event',
  loadFailed: 'Failed to load events',
  noUpcoming: 'No upcoming events',
  noPast: 'No past events',
  invalidWhen: 'Choose which events: upcoming, past or all.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
  // Issue 18: answers, capacity, calendars, the attendee list, check-in.
  capacityInvalid: 'Enter a capacity of at least 1 (at most 100,000), or leave it empty for no limit',
  capacityBelowGoing: (going: number) =>
    `${going} ${going === 1 ? 'member is' : 'members are'} already going: the capacity cannot be below ${going}.`,
  onlineLinkTooLong: 'The online link must be at most 500 characters',
  eventNotFound: 'Event not found',
  rsvpInvalid: "Choose Going, Maybe or Can't go.",
  showOnListInvalid: 'Say whether to show you on the attendee list (true or false).',
  eventStarted: 'This event has already started: answers can no longer change.',
  eventCancelled: 'This event was cancelled.',
  alreadyCancelled: 'This event is already cancelled.',
  cancelPast: 'A past event cannot be cancelled.',
  rsvpGoing: "You're going",
  rsvpWaitlisted: 'The event is full: you are on the waitlist',
  rsvpMaybe: 'Saved: maybe',
  rsvpNotGoing: "Saved: you can't go",
  rsvpListed: 'You appear on the attendee list',
  rsvpUnlisted: 'You no longer appear on the attendee list',
  rsvpCancelled: 'Your answer was withdrawn',
  rsvpFailed: 'Could not save your answer',
  rsvpTooOften: (wait: string) => `You have changed your answer to this event many times in a short while. Please try again in ${wait}.`,
  eventCancelledByAdmin: 'Event cancelled; members who were going have been emailed',
  attendeeNotFound: 'This member has not answered this event',
  answerRemoved: (name: string) => `${name}'s answer was removed; a place they held went to the waitlist`,
  answerRemoveStarted: 'This event has already started: answers can no longer be removed.',
  attendedInvalid: 'Say whether the member attended (true or false).',
  checkInTooEarly: 'Members can be checked in once the event has started.',
  checkedIn: 'Marked as attended',
  checkInUndone: 'No longer marked as attended',
  invalidAttendeeFilter: 'Choose whose answers: all, going, maybe, not_going, waitlist or attended.',
  searchTooLong: 'The search must be at most 100 characters',
  noAttendeesToExport: 'Nobody to export: no member matches.',
  feedNotFound: 'This calendar address is not valid (it may have been revoked).',
  feedCreated: 'Your calendar address is ready',
  feedRegenerated: 'New calendar address made: the old one no longer works',
  feedRevoked: 'Calendar address revoked',
  feedFailed: 'Could not change your calendar address',
  replaceInvalid: 'Say whether to replace the address (true or false).',
  noMemberRecord: 'Your account has no member profile, so it cannot answer events.',
} as const;

/** Uploads (spec 5 'Spotlight form'): the spec's texts first, then ours for what the old product never checked. */
export const UPLOAD_MESSAGES = {
  selectImage: 'You must select an image to upload.',
  selectFile: 'You must select a file to upload.',
  badName: 'That file name is not allowed. Rename the file and try again.',
  unknownPurpose: 'Say what the upload is for.',
  notMultipart: 'Send the file as a form upload.',
  imageTypes: 'Only PNG, JPEG, GIF, WebP or AVIF images can be uploaded.',
  documentTypes: 'Only PDF, Word (.doc, .docx) or Excel (.xls, .xlsx) files can be uploaded.',
  tooLarge: (kind: 'image' | 'document', limit: string) => `${kind === 'image' ? 'Images' : 'Documents'} can be at most ${limit}.`,
  requestTooLarge: (documentLimit: string, imageLimit: string) => `Files can be at most ${documentLimit} (images ${imageLimit}).`,
  notReally: (label: string, extensions: string[]) =>
    `This file is not really a ${label}. Upload a ${extensions.map((e) => `.${e}`).join(', ')} file.`,
} as const;

export const SPOTLIGHT_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this spotlight item?',
  created: 'Spotlight item added',
  updated: 'Spotlight item updated',
  deleted: 'Spotlight item deleted',
} as const;

/** First run: the one-time setup link the server logs while no administrator exists. */
export const SETUP_MESSAGES = {
  alreadyDone:
    'Setup is already complete: this network has an administrator. Sign in, or add another administrator with npm run admin:create.',
  invalidLink:
    "This setup link is not valid or has expired. If this network has no administrator yet, restart the server to print a new one in its log, or create one with npm run admin:create.",
  missingLink: "This page opens from the setup link in the server's log (…/setup?token=…). Copy the whole link from there.",
  verifyFailed: 'Failed to check the setup link. Please try again.',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  accountExists:
    'An account with this email already exists. Choose another email, or make that account an administrator with npm run admin:create.',
  created: 'Your administrator account is ready.',
  createFailed: 'Failed to create the administrator. Please try again.',
  membersExist: 'This network already has members, so the demo content was not loaded.',
  demoLoaded: 'Demo content loaded',
  demoFailed: 'Failed to load the demo content. Please try again.',
} as const;

/** What pages say about an email when SMTP is not configured (public config `mail.delivery` is 'outbox'):
 * the message was only written to the server's outbox folder, so nobody should be told to check their inbox. */
export const EMAIL_DELIVERY_MESSAGES = {
  writtenToOutbox: 'Written to the outbox — email is not configured',
  linkNotEmailed: 'Email is not configured, so links are written to the server’s outbox instead of sent: copy each link and send it yourself.',
  newLinkNotEmailed: 'Email is not configured, so it will be written to the outbox: copy it and send it yourself.',
  resetNotEmailed:
    'Email is not configured on this server, so no reset link can reach you. Please ask the organisers to help you sign in.',
  accessLinkNotEmailed:
    'Email is not configured on this server, so your link will not arrive by email. Please ask the organisers for it once your request is approved.',
} as const;

/** The Activity tab (issue 20): its filters' refusals and its states. */
export const ACTIVITY_MESSAGES = {
  actorTooLong: 'The administrator’s email must be at most 254 characters.',
  unknownAction: 'Choose an action from the list.',
  searchTooLong: 'The search must be at most 200 characters.',
  invalidFrom: 'The start date must be a date like 2026-03-01.',
  invalidTo: 'The end date must be a date like 2026-03-31.',
  fromAfterTo: 'The start date must be on or before the end date.',
  invalidPage: PAGING_MESSAGES.invalidPage,
  invalidPageSize: PAGING_MESSAGES.invalidPageSize(100),
  nothingToExport: 'No activity matches these filters, so there is nothing to export.',
  loadFailed: 'The activity could not be loaded. Please try again.',
} as const;
