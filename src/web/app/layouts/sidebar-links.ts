// The sidebar's targets: the defaults of spec 2.2, each overridable by the sidebar links record. Until the
// server offers GET /api/sidebar-links (any answer other than 200 with the record), the defaults stand.
// An override is followed only if it passes the link rule (decision 017): a `/\host` path would leave the site.
import { useQuery } from '@tanstack/react-query';
import { isAllowedLink, LINK_RULES } from '../../../common/contracts/links';
import { CONTENT_ROUTES } from '../../../common/contracts/content-routes';
import type { SuccessBody } from '../../../common/contracts/endpoint';
import { DEFAULT_SIDEBAR_LINKS, type SidebarLinkKey } from '../../../common/routes';
import { call } from '../../lib/call';

export type SidebarLinks = Record<SidebarLinkKey, string>;

async function fetchSidebarLinks(): Promise<SidebarLinks> {
  try {
    const record: Partial<SuccessBody<typeof CONTENT_ROUTES.sidebarLinks>> = await call(CONTENT_ROUTES.sidebarLinks);
    const merged = { ...DEFAULT_SIDEBAR_LINKS } as SidebarLinks;
    for (const key of Object.keys(DEFAULT_SIDEBAR_LINKS) as SidebarLinkKey[]) {
      const value = record?.[key]?.trim();
      if (value && isAllowedLink(value, LINK_RULES.sidebarTarget)) merged[key] = value;
    }
    return merged;
  } catch {
    return { ...DEFAULT_SIDEBAR_LINKS };
  }
}

export function useSidebarLinks(): SidebarLinks {
  const query = useQuery({ queryKey: ['sidebar-links'], queryFn: fetchSidebarLinks, staleTime: 5 * 60_000, retry: false });
  return query.data ?? { ...DEFAULT_SIDEBAR_LINKS };
}
