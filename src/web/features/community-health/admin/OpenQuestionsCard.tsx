// The Health tab's open questions (issue 36 item 4): over the tab's window, the share of open questions a
// member answered (not the team, not the asker), the median time to that first member answer, and this
// month's members whose answers the askers marked helpful most.
import { HandHeart, MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { COMMUNITY_HEALTH_MESSAGES as M } from '../../../../common/contracts/community-health';
import { AdminPanel } from '../../../components/ui/AdminPanel';
import { EmailAddress } from '../../../components/ui/EmailAddress';
import { EmptyState, ReadStates } from '../../../components/ui/ListStates';
import { useOpenQuestionHealth } from './api';
import { readDays } from './CommunityHealthTab';

/** Minutes as a person says them: '45 min', '3 h 20 min', '2 days 4 h'. */
export function durationInWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`;
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-xl border border-line bg-cream/40 px-4 py-3">
      <dt className="text-xs font-semibold tracking-[0.12em] text-stone uppercase">{label}</dt>
      <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-sm text-stone">{detail}</dd>
    </div>
  );
}

export function OpenQuestionsCard() {
  const [searchParams] = useSearchParams();
  const days = readDays(searchParams);
  const query = useOpenQuestionHealth(days);
  return (
    <AdminPanel
      compact
      icon={MessagesSquare}
      title="Open questions"
      summary={`How members answered each other’s questions in the last ${days} days.`}
    >
      <ReadStates read={query} loadingLabel="Loading the open questions’ figures..." failedMessage={M.openQuestionsFailed} inset>
        {(data) =>
          data.asked === 0 && data.topHelpersThisMonth.length === 0 ? (
            <EmptyState icon={MessagesSquare} title="No open questions yet">
              {M.noOpenQuestions}
            </EmptyState>
          ) : (
            <div className="space-y-6 px-5 py-5 sm:px-7">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Figure
                  label="Answered by members"
                  value={data.asked === 0 ? '–' : `${Math.round((data.answeredByMembers / data.asked) * 100)}%`}
                  detail={`${data.answeredByMembers.toLocaleString('en-US')} of ${data.asked.toLocaleString('en-US')} ${data.asked === 1 ? 'question' : 'questions'}`}
                />
                <Figure
                  label="First member answer"
                  value={
                    data.medianMinutesToFirstMemberAnswer === null ? '–' : durationInWords(data.medianMinutesToFirstMemberAnswer)
                  }
                  detail={data.medianMinutesToFirstMemberAnswer === null ? 'No member answer yet' : 'Median time after asking'}
                />
              </dl>
              <div>
                <h4 className="text-sm font-semibold text-ink">Helped most this month</h4>
                {data.topHelpersThisMonth.length === 0 ? (
                  <p className="mt-2 flex items-center gap-2 text-sm text-stone">
                    <HandHeart className="size-4" aria-hidden="true" />
                    {M.noHelpersYet}
                  </p>
                ) : (
                  <ol className="mt-2 divide-y divide-line rounded-xl border border-line">
                    {data.topHelpersThisMonth.map((helper, index) => (
                      <li key={helper.email} className="flex items-center gap-3 px-4 py-2.5">
                        <span className="w-5 text-sm font-semibold text-stone tabular-nums">{index + 1}</span>
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold break-words text-ink">{helper.name}</span>
                          <EmailAddress address={helper.email} className="block text-xs text-stone" />
                        </span>
                        <span className="shrink-0 text-sm text-stone tabular-nums">
                          helped {helper.helped} {helper.helped === 1 ? 'member' : 'members'}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </div>
          )
        }
      </ReadStates>
    </AdminPanel>
  );
}
