// The admin area's bar: brand, the notifications bell, Profile (to /admin/profile), Security (two-factor sign-in,
// passkeys, devices and the organisers' settings at /admin/security; decision 060) and Logout (ends at /login).
import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_TOASTS } from '../../../common/messages';
import { ROUTES } from '../../../common/routes';
import { BrandLockup } from '../../components/BrandLockup';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { SkipLink } from '../../components/ui/SkipLink';
import { useSession } from '../../lib/session';

export function AdminHeader() {
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <SkipLink />
      <header className="surface-dark sticky top-0 z-40 border-b border-ink-line bg-ink text-cream">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-8">
          <BrandLockup className="mr-auto" compact to={ROUTES.adminDashboard} />
          <NotificationBell />
          <Link to={ROUTES.adminProfile} className={buttonClasses('ghost-light', 'sm', 'px-3 sm:px-4')} aria-label="Profile">
            <UserRound className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Profile</span>
          </Link>
          <Link
            to={ROUTES.adminSecurity}
            className={buttonClasses('ghost-light', 'sm', 'px-3 sm:px-4')}
            aria-label="Sign-in & security"
          >
            <ShieldCheck className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Security</span>
          </Link>
          <Button
            variant="outline-light"
            size="sm"
            className="px-3 sm:px-4"
            busy={busy}
            busyLabel={<span className="hidden sm:inline">Logging out...</span>}
            aria-label="Logout"
            onClick={async () => {
              setBusy(true);
              await signOut(ROUTES.login, { errorToast: ADMIN_TOASTS.logoutFailed });
            }}
          >
            <LogOut className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Logout</span>
          </Button>
        </div>
      </header>
    </>
  );
}
