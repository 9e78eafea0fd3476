// 'Who can read your messages', said plainly where members write them (issue 35): the two of them; the
// organisers only a message reported to them; and whoever runs the server's database and its backups,
// as with any email provider. The Privacy Policy says the same (its 'Private messages' part, linked here).
import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { cn } from '../../components/ui/cn';

export const WHO_CAN_READ_ID = 'who-can-read';

export function WhoCanRead({ className }: { className?: string }) {
  return (
    <section
      id={WHO_CAN_READ_ID}
      aria-labelledby={`${WHO_CAN_READ_ID}-heading`}
      className={cn('rounded-[var(--radius-card)] border border-line bg-paper/70 p-5 sm:p-6', className)}
    >
      <h2 id={`${WHO_CAN_READ_ID}-heading`} className="flex items-center gap-2.5 font-display text-xl text-ink">
        <span className="grid size-8 place-items-center rounded-lg bg-brand-soft text-brand-deep">
          <LockKeyhole className="size-4" aria-hidden="true" />
        </span>
        Who can read your messages
      </h2>
      <ul className="mt-3 space-y-2 text-sm leading-6 text-stone">
        <li>
          <strong className="font-semibold text-ink">The two of you.</strong> No one else in the community sees a conversation.
        </li>
        <li>
          <strong className="font-semibold text-ink">The organisers, only what is reported to them:</strong> a reported message
          and the few just before it. They have no other way to read messages.
        </li>
        <li>
          <strong className="font-semibold text-ink">Whoever operates the server’s database and its backups</strong>, as with any
          email provider.
        </li>
      </ul>
      <p className="mt-3 text-sm text-stone">
        More in the{' '}
        <Link
          to={`${ROUTES.privacyPolicy}#private-messages`}
          className="font-semibold text-ink underline decoration-brand underline-offset-4"
        >
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  );
}
