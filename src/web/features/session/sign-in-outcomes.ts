// Every outcome of the server's sign-in decision (spec 4.2), as the message on the page and the toast.
import { GENERAL_MESSAGES, LOGIN_MESSAGES } from '../../../common/messages';
import { REQUEST_ACCESS_MESSAGES } from '../../../common/contracts/access-requests';
import { ApiError } from '../../lib/api';

export type SignInFailure = { message: string; toast?: string };

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password. Please check them and try again.';

const BY_CODE: Record<string, SignInFailure> = {
  BANNED_USER: { message: LOGIN_MESSAGES.banned, toast: LOGIN_MESSAGES.bannedToast },
  SETUP_INCOMPLETE: { message: LOGIN_MESSAGES.setupIncomplete, toast: LOGIN_MESSAGES.setupIncompleteToast },
  ACCOUNT_NOT_FOUND: { message: LOGIN_MESSAGES.accountNotFound, toast: LOGIN_MESSAGES.accountNotFoundToast },
  LOGIN_ERROR: { message: LOGIN_MESSAGES.loginError, toast: LOGIN_MESSAGES.loginErrorToast },
};

const LOGIN_ERROR: SignInFailure = BY_CODE.LOGIN_ERROR;

/** For a failed POST /api/auth/sign-in/email. */
export function describeSignInFailure(error: unknown): SignInFailure {
  if (!(error instanceof ApiError)) return LOGIN_ERROR;
  const known = BY_CODE[error.code];
  if (known) return known;
  if (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD') return { message: INVALID_CREDENTIALS_MESSAGE };
  if (error.code === 'INVALID_EMAIL') return { message: REQUEST_ACCESS_MESSAGES.invalidEmail };
  // The server's text says how long to wait (the same number as its Retry-After).
  if (error.status === 429) return { message: error.message || GENERAL_MESSAGES.tooManyRequests };
  return LOGIN_ERROR;
}

/** For /login?error=CODE, where a social sign-in comes back when it fails. */
export function describeSignInErrorCode(code: string): SignInFailure {
  return BY_CODE[code] ?? BY_CODE[code.toUpperCase()] ?? LOGIN_ERROR;
}
