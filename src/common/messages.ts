// The product's voice where several features speak alike: the sign-in decision's texts, what any route
// or page may answer, the paging and input checks, passwords, email delivery, start-up. Each feature keeps
// its own messages in its contract (src/common/contracts/<feature>.ts), so a feature's texts live with it
// and the public pages, which load this file whole, do not load them. Spec section 8 stays word for word
// wherever a text lives (messages.test.ts). Texts with the brand or a value in them are functions.

export const LOGIN_MESSAGES = {
  banned: 'Your account has been banned. Please contact support.',
  bannedToast: 'Your account has been banned',
  setupIncomplete: "Your account setup is incomplete. Please use the 'Request Access Link' button to complete your registration.",
  setupIncompleteToast: 'Account setup incomplete - please request access',
  accountNotFound:
    "Account not found. Please use the 'Request Access Link' button below to request approval from an administrator.",
  accountNotFoundToast: 'Account not approved - please request access',
  loginError: 'An error occurred during login. Please try again.',
  loginErrorToast: 'Login error occurred',
} as const;

/** Spec 8 'Admin toasts' that are not one tab's: the dashboard frame's, a record several tabs look up,
 * the image upload of two editors. Each tab's own are its feature's (MEMBER_TOASTS, INBOX_TOASTS…). */
export const ADMIN_TOASTS = {
  uploadImageFailed: 'Error uploading image!',
  logoutFailed: 'Error logging out',
  recordNotFound: 'Record not found',
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
  twoFactorSetupRequired: 'Please turn on two-factor sign-in to continue: the organisers ask it of your account.',
  membersOnly: 'Please complete your registration to use the member area.',
  deactivated: LOGIN_MESSAGES.banned,
  archivedMember:
    'Your membership is archived, so other members cannot see you or hear from you. Please contact the organisers to restore it.',
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
  unsupportedCharacter:
    'This text contains a character that is not allowed (a null character or half of an emoji). Remove it and try again.',
  notOneLine: 'This must be one line of text: it contains a line break, a tab or a hidden character. Remove it and try again.',
  hiddenCharacter:
    'This text contains a hidden character that is not allowed (a control character or one that changes the direction of text). Remove it and try again.',
  nothingVisible: 'This text has only invisible characters in it. Type it again, or leave it empty.',
  notText: 'This must be text.',
  tooLong: (max: number) => `This must be at most ${max} characters.`,
  linkInvalid: 'Enter a full http(s) address, or a path on this site starting with a single /.',
} as const;

/** What pages say about an email when SMTP is not configured (public config `mail.delivery` is 'outbox'):
 * the message was only written to the server's outbox folder, so nobody should be told to check their inbox. */
export const EMAIL_DELIVERY_MESSAGES = {
  writtenToOutbox: 'Written to the outbox — email is not configured',
  linkNotEmailed:
    'Email is not configured, so links are written to the server’s outbox instead of sent: copy each link and send it yourself.',
  newLinkNotEmailed: 'Email is not configured, so it will be written to the outbox: copy it and send it yourself.',
  resetNotEmailed:
    'Email is not configured on this server, so no reset link can reach you. Please ask the organisers to help you sign in.',
  accessLinkNotEmailed:
    'Email is not configured on this server, so your link will not arrive by email. Please ask the organisers for it once your request is approved.',
} as const;
