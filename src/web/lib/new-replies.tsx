// How many of the team's replies wait unread for the signed-in member. The member layout runs the
// 30-second reply poll once (spec 9) and provides its count here, so the sidebar, the Ask bar on
// phones, the home's notice and the chat all show the same number without each polling.
import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** null: not known (signed out, not polled yet, or outside the member layout). */
const NewRepliesContext = createContext<number | null>(null);

export function NewRepliesProvider({ count, children }: { count: number | null; children: ReactNode }) {
  return <NewRepliesContext.Provider value={count}>{children}</NewRepliesContext.Provider>;
}

/** The unread replies the layout's poll last counted, or null when it has not counted any. */
export const useNewReplies = () => useContext(NewRepliesContext);

/** '1 new reply', '2 new replies'. */
export const newRepliesLabel = (count: number) => (count === 1 ? '1 new reply' : `${count} new replies`);

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * Puts the unread count before the tab's title, '(2) Dashboard · FMC', as the admin dashboard does with
 * pending questions: a member with the tab in the background sees a reply arrive. Pages set their own
 * titles whenever they like (usePageTitle), so the count is put back each time the title changes.
 */
export function useNewRepliesInTitle(count: number | null) {
  useEffect(() => {
    const apply = () => {
      const bare = document.title.replace(COUNT_PREFIX, '');
      const wanted = count ? `(${count}) ${bare}` : bare;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const title = document.querySelector('title');
    const observer = title ? new MutationObserver(apply) : null;
    observer?.observe(title!, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}
