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
          <Link to={ROUTES.home} className={buttonClasses('dark')}>
            Go to your home
          </Link>
          <Link to={ROUTES.chat} className={buttonClasses('outline')}>
            Ask the collective
          </Link>
        </>
      }
    >
      There is nothing at <span className="font-mono text-sm text-ink">{pathname}</span>. It may have moved, or the link may be
      mistyped.
    </MessagePage>
  );
}
