// The sign-in pages' chunk (app/router.tsx loads it for /login, /reset-password and /magic-link).
export { LoginPage } from './LoginPage';
export { MagicLinkPage } from './MagicLinkPage';
export { ResetPasswordPage } from './ResetPasswordPage';
