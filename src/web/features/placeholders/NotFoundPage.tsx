// An unknown path inside the member area.
import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { MessagePage } from '../../components/ui/MessagePage';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <MessagePage
      icon={Compass}
      eyebrow="Error 404"
      title="Page not found"
      className="min-h-[calc(100dvh-14rem)]"
      actions={
        <>
          <Link to={ROUTES.userDashboard} className={buttonClasses('dark')}>
            Go to dashboard
          </Link>
          <Link to={ROUTES.home} className={buttonClasses('outline')}>
            Home
          </Link>
        </>
      }
    >
      There is nothing at <span className="font-mono text-sm text-ink">{pathname}</span>. It may have moved, or the link may be
      mistyped.
    </MessagePage>
  );
}
