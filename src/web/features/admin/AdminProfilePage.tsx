// /admin/profile: the administrator's own account, read-only for now.
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useMe } from '../../lib/session';
import { AdminHeader } from './AdminHeader';

export function AdminProfilePage() {
  const me = useMe();
  useEffect(() => {
    document.title = 'Admin Profile';
  }, []);
  const name = [me.user?.firstName, me.user?.lastName].filter(Boolean).join(' ').trim();
  const rows: Array<[string, string]> = [
    ['Name', name || 'Not set'],
    ['Email', me.user?.email ?? ''],
    ['Role', 'Administrator'],
  ];
  return (
    <div className="min-h-dvh bg-cream">
      <AdminHeader />
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-10 pb-20 outline-none sm:px-8 sm:pt-14">
        <Link to={ROUTES.adminDashboard} className="inline-flex items-center gap-2 rounded-full text-xs font-semibold tracking-[0.16em] text-stone uppercase transition hover:text-ink">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin Dashboard
        </Link>
        <h1 className="mt-6 font-display text-4xl sm:text-5xl">Your Profile</h1>
        <Card className="mt-8 overflow-hidden">
          <div className="surface-dark flex items-center gap-5 bg-ink px-7 py-7 text-cream sm:px-9">
            <div className="grid size-16 shrink-0 place-items-center rounded-full bg-brand font-display text-2xl text-ink" aria-hidden="true">
              {(me.user?.email?.[0] ?? '?').toUpperCase()}
            </div>
            <div className="min-w-0">
              <p className="truncate font-display text-2xl">{name || me.user?.email}</p>
              <p className="mt-1 flex items-center gap-2 text-sm text-mist">
                <ShieldCheck className="size-4 text-brand-bright" aria-hidden="true" />
                Administrator
              </p>
            </div>
          </div>
          <dl className="divide-y divide-line">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 px-7 py-5 sm:grid-cols-[10rem_1fr] sm:px-9">
                <dt className="eyebrow self-center text-stone">{label}</dt>
                <dd className="break-all text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="border-t border-line bg-cream/60 px-7 py-5 text-sm text-stone sm:px-9">
            Editing your details and password arrives in a later release.
          </div>
        </Card>
        <Link to={ROUTES.adminDashboard} className={buttonClasses('outline', 'md', 'mt-8')}>
          Back to dashboard
        </Link>
      </main>
    </div>
  );
}
