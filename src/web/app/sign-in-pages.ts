// The sign-in pages' chunk (app/router.tsx loads it for /login, /reset-password, /magic-link and
// /auth/continue): the session's pages and the access link's sign-up page share their form code, and
// neither home page needs it. /auth/continue is where Google sign-in returns, from /login, whose visit
// has already cached this chunk.
export { AccessLinkPage } from '../features/access-requests/AccessLinkPage';
export { AuthContinuePage } from '../features/session/AuthContinuePage';
export { LoginPage } from '../features/session/LoginPage';
export { ResetPasswordPage } from '../features/session/ResetPasswordPage';
