// /magic-link/{token}: account creation from an approved access link arrives in a later release. The
// page says so plainly instead of pretending to work.
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../lib/use-page-title';

export function MagicLinkPage() {
  usePageTitle('Set Your Password');
  return (
    <Card className="p-6 text-center sm:p-10">
      <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ink text-brand-bright">
        <Hourglass className="size-7" aria-hidden="true" />
      </div>
      <p className="eyebrow mt-6 text-brand-deep">Your access link</p>
      <h1 className="mt-3 font-display text-[2.1rem] leading-tight text-ink sm:text-[2.5rem]">Set Your Password</h1>
      <p className="mt-4 leading-7 text-stone">
        Creating your account from an access link is coming in a later release. Your link has not been used and stays valid until
        it expires, so please keep the email.
      </p>
      <Link to={ROUTES.login} className={buttonClasses('dark', 'lg', 'mt-8 w-full')}>
        Back to Login
      </Link>
    </Card>
  );
}
