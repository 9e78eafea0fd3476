// How many of the team's replies wait unread for the signed-in member. The member layout runs the
// 30-second reply poll once (spec 9) and provides its count here, so the sidebar, the floating Ask
// button, the dashboard's notice and the chat all show the same number without each polling.
import { createContext, useContext, type ReactNode } from 'react';

/** null: not known (signed out, not polled yet, or outside the member layout). */
const NewRepliesContext = createContext<number | null>(null);

export function NewRepliesProvider({ count, children }: { count: number | null; children: ReactNode }) {
  return <NewRepliesContext.Provider value={count}>{children}</NewRepliesContext.Provider>;
}

/** The unread replies the layout's poll last counted, or null when it has not counted any. */
export const useNewReplies = () => useContext(NewRepliesContext);

/** '1 new reply', '2 new replies'. */
export const newRepliesLabel = (count: number) => (count === 1 ? '1 new reply' : `${count} new replies`);
