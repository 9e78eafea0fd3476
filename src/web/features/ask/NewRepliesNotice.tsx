// The member dashboard's word that the team has replied (issue 16): shown while the layout's reply poll
// counts unread replies, gone once they are read in the chat. A polite live region, so a reply that
// arrives while the dashboard is open is announced as well as shown.
import { ArrowRight, MessageSquareReply } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../common/routes';
import { buttonClasses } from '../../components/ui/Button';
import { useBrand } from '../../lib/config';
import { newRepliesLabel, useNewReplies } from '../../lib/new-replies';

export function NewRepliesNotice() {
  const count = useNewReplies() ?? 0;
  const { shortName } = useBrand();
  return (
    <div role="status" aria-live="polite">
      {count > 0 ? (
        <div className="mb-8 flex animate-rise flex-col gap-4 rounded-2xl border border-brand/40 bg-paper p-4 shadow-card sm:flex-row sm:items-center sm:gap-5 sm:p-5">
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <span className="relative grid size-12 shrink-0 place-items-center rounded-xl bg-ink text-brand-bright">
              <MessageSquareReply className="size-5" aria-hidden="true" />
              <span
                aria-hidden="true"
                className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-[0.68rem] leading-5 font-bold text-white tabular-nums ring-2 ring-paper"
              >
                {count}
              </span>
            </span>
            <p className="min-w-0">
              <span className="block font-semibold text-ink">
                {count === 1
                  ? `The ${shortName} team replied to your question`
                  : `The ${shortName} team replied to your questions`}
              </span>
              <span className="block text-sm leading-6 text-stone">{`${newRepliesLabel(count)} waiting in your conversations.`}</span>
            </p>
          </div>
          <Link to={ROUTES.chat} className={buttonClasses('dark', 'md', 'shrink-0 px-5')}>
            {count === 1 ? 'Read the reply' : 'Read the replies'}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </div>
  );
}
