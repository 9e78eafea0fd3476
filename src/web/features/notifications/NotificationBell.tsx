// The bell in the header of the member area and the dashboard (issue 34): how many notifications are
// unread, a link to /notifications. The count follows the live stream's 'notifications' event at once
// (decision 023); while the stream is not open it is read every 30 seconds, as the product's other
// counts. Small on purpose: it is on every page, the member home's included (decision 048's budget).
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { CountBadge } from '../../components/ui/CountBadge';
import { cn } from '../../components/ui/cn';
import { useLive, useLiveStatus } from '../../lib/live';
import { applyUnreadCount, refreshNotifications, unreadLabel, useUnreadCount } from './api';

export function NotificationBell({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  useLive((news) => {
    if (news.type === 'notifications') applyUnreadCount(queryClient, news.unread);
    else if (news.type === 'resync') void refreshNotifications(queryClient);
  });
  const live = useLiveStatus() === 'live';
  const unread = useUnreadCount({ live }).data?.unread ?? 0;
  return (
    <NavLink
      to={ROUTES.notifications}
      aria-label={unread > 0 ? `Notifications, ${unreadLabel(unread)}` : 'Notifications'}
      title="Notifications"
      className={({ isActive }) =>
        cn(
          'relative grid size-11 shrink-0 place-items-center rounded-full text-cream transition hover:bg-cream/10',
          isActive && 'bg-cream/10 text-brand-bright',
          className,
        )
      }
    >
      <Bell className="size-[1.35rem]" aria-hidden="true" />
      {/* Keyed by the count, so a new one pops in. */}
      {unread > 0 ? (
        <CountBadge key={unread} count={unread} className="absolute top-0.5 right-0 animate-pop ring-2 ring-ink" />
      ) : null}
    </NavLink>
  );
}
