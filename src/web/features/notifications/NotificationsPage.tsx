// /notifications (issue 34): everything the product told the member in the last 90 days, newest first, a
// page at a time (?page=n). A row says what arrived, when, and whether it is read; opening it marks it read
// and goes where to act. 'Mark all read' clears the bell. The settings are one link away.
import { BellOff, CheckCheck, Settings2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { NOTIFICATION_KEEP_DAYS } from '../../../common/contracts/notification-kinds';
import { NOTIFICATION_MESSAGES as M, type Notification } from '../../../common/contracts/notifications';
import { ROUTES } from '../../../common/routes';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { EmptyListCard } from '../../components/ui/EmptyListCard';
import { IconTile } from '../../components/ui/IconTile';
import { LoadFailed } from '../../components/ui/ListStates';
import { ServedPager } from '../../components/ui/RangePager';
import { LoadingState } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatDateTime, formatTimeAgo } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useAddressPage } from '../../lib/use-address-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationList } from './api';
import { KIND_ICONS } from './kind-icons';

/** Only a path of this site: a row never sends the member elsewhere. */
const inProduct = (link: string) =>
  link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : ROUTES.home;

export function NotificationsPage() {
  usePageTitle('Notifications');
  const [page, goTo] = useAddressPage();
  const list = useNotificationList(page);
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;

  const markAllRead = async () => {
    try {
      await markAll.mutateAsync();
      notify.success(M.allRead);
    } catch (error) {
      notify.error(errorMessage(error, M.loadFailed));
    }
  };

  return (
    <div className="animate-rise">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-5">
        <div>
          <p className="eyebrow text-brand-deep">Your space</p>
          <h1 className="mt-3 font-display text-4xl leading-tight sm:text-5xl">Notifications</h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-stone">
            Replies, introductions and event news from the last {NOTIFICATION_KEEP_DAYS} days.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="dark"
            size="sm"
            onClick={markAllRead}
            busy={markAll.isPending}
            busyLabel="Marking..."
            disabled={unread === 0}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            Mark all read
          </Button>
          <Link to={ROUTES.notificationSettings} className={buttonClasses('outline', 'sm')}>
            <Settings2 className="size-4" aria-hidden="true" />
            Settings
          </Link>
        </div>
      </div>

      {list.isPending ? (
        <LoadingState label="Loading your notifications..." />
      ) : list.isError ? (
        <div className="mt-8">
          <LoadFailed message={M.loadFailed} read={list} />
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyListCard
          icon={BellOff}
          message={page > 1 ? 'There are no notifications on this page.' : M.empty}
          backToFirstPage={page > 1 ? () => goTo(1) : undefined}
        />
      ) : (
        <div className={cn('mt-8 space-y-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
          <p className="text-sm text-stone" aria-live="polite">
            {unread === 0 ? 'All read.' : `${unread} unread.`}
          </p>
          <Card className="overflow-hidden">
            <ul aria-label="Notifications" aria-busy={list.isFetching || undefined} className="divide-y divide-line/80">
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} />
                </li>
              ))}
            </ul>
          </Card>
          <ServedPager
            label="Notification pages"
            noun="notifications"
            placement="plain"
            served={list.data}
            busy={list.isPlaceholderData}
            onPage={goTo}
          />
        </div>
      )}
    </div>
  );
}

function NotificationRow({ item }: { item: Notification }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const unread = item.readAt === null;
  const Icon = KIND_ICONS[item.kind];
  const to = inProduct(item.link);
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (!unread || event.metaKey || event.ctrlKey || event.shiftKey) return;
        // Marked read before the page it leads to opens, so the bell there already counts one fewer; a
        // failure to mark it does not keep the member from going there.
        event.preventDefault();
        markRead.mutateAsync(item.id).then(
          () => void navigate(to),
          () => void navigate(to),
        );
      }}
      aria-busy={markRead.isPending || undefined}
      className={cn(
        'group relative flex gap-4 px-5 py-5 outline-none transition-colors sm:gap-5 sm:px-7',
        'hover:bg-cream-2/50 focus-visible:bg-cream-2/60 focus-visible:ring-2 focus-visible:ring-[var(--focus-ring)] focus-visible:ring-inset',
        unread && 'bg-brand-soft/35',
      )}
    >
      <IconTile
        icon={Icon}
        className={cn('size-11 rounded-2xl', unread ? 'bg-ink text-brand-bright' : 'bg-cream-2 text-stone')}
        iconClassName="size-5"
      />
      <span className="min-w-0 flex-1">
        {/* The time under the title on a phone, beside it from `sm`. */}
        <span className="flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <span className={cn('leading-6', unread ? 'font-semibold text-ink' : 'text-ink/85')}>{item.title}</span>
          <time
            dateTime={item.createdAt}
            title={formatDateTime(item.createdAt)}
            className="shrink-0 text-xs text-stone sm:pt-0.5"
          >
            {formatTimeAgo(item.createdAt)}
          </time>
        </span>
        {item.body ? <span className="mt-1 line-clamp-2 block text-sm leading-6 text-stone">{item.body}</span> : null}
      </span>
      {unread ? (
        // Level with the middle of the icon (the row's top padding and half the icon's 44 px).
        <span className="absolute top-[2.625rem] left-2 -translate-y-1/2 sm:left-3">
          <span aria-hidden="true" className="block size-2 rounded-full bg-brand-deep" />
          <span className="sr-only">Unread</span>
        </span>
      ) : null}
    </Link>
  );
}
