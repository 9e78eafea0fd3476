// The profile's way to the notification settings (issue 34): what reaches the member, and where, is
// chosen on its own page; the profile says so and links there.
import { BellRing } from 'lucide-react';
import { ROUTES } from '../../../common/routes';
import { ArrowLink } from '../../components/ui/ArrowLink';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { IconTile } from '../../components/ui/IconTile';

export function NotificationSettingsLink({ className }: { className?: string }) {
  return (
    <Card className={cn('flex items-start gap-3 p-6 sm:p-8', className)}>
      <IconTile icon={BellRing} className="size-10 rounded-xl bg-brand-soft text-brand-deep" iconClassName="size-5" />
      <div>
        <h2 className="font-display text-2xl">Notifications</h2>
        <p className="mt-1 text-sm leading-6 text-stone">
          Choose what reaches you by email or push, a daily or weekly digest instead, and quiet hours.
        </p>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <ArrowLink to={ROUTES.notificationSettings}>Notification settings</ArrowLink>
          {/* The members blocked, to unblock them (decision 055): a setting about who reaches you too. */}
          <ArrowLink to={ROUTES.blockedMembers}>Blocked members</ArrowLink>
          {/* Download my data, Delete my account (decision 059). */}
          <ArrowLink to={ROUTES.accountSettings}>Your data and account</ArrowLink>
          {/* Two-factor sign-in, passkeys and the devices signed in (decision 060). */}
          <ArrowLink to={ROUTES.security}>Sign-in &amp; security</ArrowLink>
        </div>
      </div>
    </Card>
  );
}
