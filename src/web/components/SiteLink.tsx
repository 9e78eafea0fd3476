// A link that works with or without the app's router. Inside the single-page app, Root provides
// `navigate` and the current path, so a plain click moves in-app. The light public site (site.html) has
// no router: the same link is an ordinary <a> and loads the next page. Public pages and the brand
// lockup use it so that they can be served without React Router (issue 8's public-home budget).
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type SiteNavigation = { pathname: string; navigate?: (to: string) => void };

export const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/** The current path, from the router when there is one, else from the address bar. */
export function useSitePathname(): string {
  return useContext(SiteNavigationContext)?.pathname ?? window.location.pathname;
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: string;
  /** A class, or one chosen by whether the link points at the current page. */
  className?: string | ((active: boolean) => string);
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function SiteLink({ to, className, onClick, target, ...rest }: SiteLinkProps) {
  const navigation = useContext(SiteNavigationContext);
  const active = (navigation?.pathname ?? window.location.pathname) === to;
  return (
    <a
      {...rest}
      href={to}
      target={target}
      aria-current={active ? 'page' : undefined}
      className={typeof className === 'function' ? className(active) : className}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigation?.navigate || target || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigation.navigate(to);
      }}
    />
  );
}
