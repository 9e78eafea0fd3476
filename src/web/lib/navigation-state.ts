// What one page passes to /login through navigation state (spec 2.3: a message passed this way is shown
// once, then the state is cleared).
export type Notice = { tone: 'error' | 'success'; text: string };

export type LoginLocationState = {
  /** Where the visitor was going; they land there after signing in. */
  from?: string;
  /** A banner to show once. */
  notice?: Notice;
  /** The caller holds a session that may not enter (deactivated, setup incomplete): end it quietly. */
  signOut?: boolean;
  /** Open the login card on this view. */
  view?: 'forgotten_password';
  /** Fill the email field (an account was just made for it). */
  email?: string;
};

export function readLoginState(state: unknown): LoginLocationState {
  if (!state || typeof state !== 'object') return {};
  const raw = state as Record<string, unknown>;
  const notice = raw.notice as Notice | undefined;
  return {
    from: typeof raw.from === 'string' ? raw.from : undefined,
    notice:
      notice && typeof notice.text === 'string' && (notice.tone === 'error' || notice.tone === 'success') ? notice : undefined,
    signOut: raw.signOut === true,
    view: raw.view === 'forgotten_password' ? 'forgotten_password' : undefined,
    email: typeof raw.email === 'string' ? raw.email : undefined,
  };
}
