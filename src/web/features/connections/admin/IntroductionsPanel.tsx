// The dashboard's Introductions tab (issue 17): requests between members this month and overall, how
// many were accepted or ran out, and the acceptance rate. Counts only: what members wrote to each other
// stays theirs.
import { UserPlus, RefreshCw } from 'lucide-react';
import type { IntroductionFigures } from '../../../../common/contracts/connections';
import { CONNECTION_MESSAGES as M } from '../../../../common/contracts/connections';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LoadFailed } from '../../../components/ui/ListStates';
import { PanelHeading } from '../../../components/ui/PanelHeading';
import { LoadingState } from '../../../components/ui/Spinner';
import { useConfig } from '../../../lib/config';
import { useIntroductionSummary } from './api';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
const monthName = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone }).format(new Date(iso));

function Figures({ title, figures, id }: { title: string; figures: IntroductionFigures; id: string }) {
  const items: Array<[string, string, string]> = [
    ['Requested', String(figures.requested), 'Requests members sent'],
    ['Accepted', String(figures.accepted), 'Introductions made'],
    ['Expired', String(figures.expired), 'Not accepted within 30 days'],
    ['Acceptance rate', percent(figures.acceptanceRate), 'Of those accepted or expired'],
  ];
  return (
    <Card className="p-6 sm:p-7">
      <h3 id={id} className="font-display text-2xl">
        {title}
      </h3>
      <dl aria-labelledby={id} className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map(([label, value, note]) => (
          <div key={label} className="rounded-xl border border-line bg-cream/60 p-4">
            <dt className="eyebrow text-stone">{label}</dt>
            <dd className="mt-2">
              <span className="block font-display text-4xl leading-none text-ink tabular-nums">{value}</span>
              <span className="mt-2 block text-xs leading-5 text-stone">{note}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function IntroductionsPanel() {
  const summary = useIntroductionSummary();
  const { timeZone } = useConfig();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PanelHeading icon={UserPlus} title="Introductions" summary="Members asking to meet, and how often both agree." />
        <Button
          variant="outline"
          size="sm"
          className="bg-paper"
          busy={summary.isFetching && !summary.isPending}
          busyLabel="Refreshing..."
          onClick={() => void summary.refetch()}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {summary.isPending ? (
        <LoadingState label="Loading introductions..." />
      ) : summary.isError ? (
        <LoadFailed message={M.figuresLoadFailed} read={summary} />
      ) : (
        <>
          <Figures
            id="introductions-month"
            title={`This month (${monthName(summary.data.monthStart, timeZone)})`}
            figures={summary.data.thisMonth}
          />
          <Figures id="introductions-overall" title="Overall" figures={summary.data.overall} />
          <p className="max-w-3xl text-sm leading-6 text-stone">
            A request expires when it has not been accepted within 30 days, including those a member set aside with ‘Not now’. The
            acceptance rate counts the requests that were accepted or expired in the period. Notes between members are private and
            never shown here.
          </p>
        </>
      )}
    </div>
  );
}
