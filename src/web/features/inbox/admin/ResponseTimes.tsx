// The Conversations tab's response-time panel (issue 20): how soon questions get their first reply over
// the last weeks, who is waiting now, each organiser's replies, a weekly chart (chart.js, loaded only
// here) and the target administrators set.
import { Timer } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { z } from 'zod';
import {
  formatDuration,
  formatShare,
  MAX_RESPONSE_TARGET_HOURS,
  RESPONSE_TIME_MESSAGES,
  RESPONSE_TIME_WEEKS,
  responseTargetSchema,
  type ResponseTargetInput,
  type ResponseTimes as Figures,
} from '../../../../common/contracts/inbox';
import { Form, placeServerErrors, SubmitButton, useZodForm } from '../../../components/form';
import { PanelHeading } from '../../../components/ui/PanelHeading';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { FieldLabel, inputClasses } from '../../../components/ui/Field';
import { EmptyState, LoadFailed } from '../../../components/ui/ListStates';
import { errorMessage } from '../../../lib/api';
import { formatShortDate } from '../../../lib/format-date';
import { useResponseTimes, useSaveResponseTarget } from './api';
import { EmailAddress } from '../../../components/ui/EmailAddress';

const ResponseTimesChart = lazy(() => import('./response-times-chart'));

const duration = (seconds: number | null) => (seconds === null ? '–' : formatDuration(seconds));

function ChartSkeleton() {
  return <div aria-hidden="true" className="h-56 animate-pulse rounded-xl bg-cream-2/70" />;
}

function Tile({
  label,
  value,
  children,
  className,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 rounded-xl border border-line bg-cream/50 p-4', className)}>
      <dt className="eyebrow text-stone">{label}</dt>
      <dd className="mt-2 font-display text-2xl leading-tight break-words text-ink sm:text-3xl">{value}</dd>
      {children ? <dd className="mt-1 text-xs text-stone">{children}</dd> : null}
    </div>
  );
}

/** The server's schema, read from the number box's text: an empty or odd entry is refused with its message. */
const targetFormSchema = responseTargetSchema.extend({
  hours: z.preprocess((text) => (String(text).trim() === '' ? Number.NaN : Number(text)), responseTargetSchema.shape.hours),
});

function TargetForm({ targetHours }: { targetHours: number }) {
  const id = useId();
  const form = useZodForm(targetFormSchema, { defaultValues: { hours: String(targetHours) } });
  const save = useSaveResponseTarget();
  const error = form.formState.errors.hours?.message;
  const { onChange, ...registration } = form.register('hours');

  const submit = async (input: ResponseTargetInput) => {
    try {
      await save.mutateAsync(input);
    } catch (failure) {
      console.info('[response-times] target not saved', failure);
      if (!placeServerErrors(form, failure)) form.setError('hours', { type: 'server', message: errorMessage(failure) });
      form.setFocus('hours');
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col">
      <FieldLabel htmlFor={id}>Target (hours)</FieldLabel>
      <div className="flex items-center gap-2">
        <div className="w-28">
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_RESPONSE_TARGET_HOURS}
            step={1}
            {...registration}
            onChange={(event) => {
              if (error) form.clearErrors('hours');
              return onChange(event);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(inputClasses, 'h-11')}
          />
        </div>
        <SubmitButton busyLabel="Saving...">Save</SubmitButton>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 max-w-xs text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

function Organisers({ organisers }: { organisers: Figures['organisers'] }) {
  return (
    <section aria-labelledby="response-organisers" className="min-w-0">
      <h3 id="response-organisers" className="eyebrow text-stone">
        First replies by organiser
      </h3>
      {organisers.length === 0 ? (
        <p className="mt-3 text-sm text-stone">No first replies in this period yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
          {organisers.map((organiser) => (
            <li key={organiser.email} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
              <EmailAddress className="min-w-0 text-sm font-semibold text-ink" address={organiser.email} />
              <span className="text-sm text-stone tabular-nums">
                {organiser.answered} answered · median {duration(organiser.medianSeconds)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FigureSections({ figures }: { figures: Figures }) {
  const waitingLine =
    figures.waitingPastTarget > 0 ? (
      <span className="font-semibold text-danger">{figures.waitingPastTarget} past the target</span>
    ) : figures.waiting > 0 ? (
      'None past the target'
    ) : null;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 px-6 sm:px-8 lg:grid-cols-5">
        <Tile label="Median first reply" value={duration(figures.medianSeconds)} />
        <Tile label="90th percentile" value={duration(figures.p90Seconds)} />
        <Tile label={`Answered within ${figures.targetHours}\u00a0h`} value={formatShare(figures.withinTarget, figures.decided)}>
          {figures.withinTarget} of {figures.decided}
        </Tile>
        <Tile label="Waiting now" value={figures.waiting}>
          {waitingLine}
        </Tile>
        <Tile
          label="Oldest waiting"
          value={figures.oldestWaiting ? formatDuration(figures.oldestWaiting.waitingSeconds) : 'Nobody is waiting'}
          className="col-span-2 lg:col-span-1"
        >
          {figures.oldestWaiting ? figures.oldestWaiting.name : null}
        </Tile>
      </dl>
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="response-weeks" className="min-w-0">
          <h3 id="response-weeks" className="eyebrow text-stone">
            The last {RESPONSE_TIME_WEEKS} weeks
          </h3>
          <div className="mt-3">
            <Suspense fallback={<ChartSkeleton />}>
              <ResponseTimesChart weeks={figures.weeks} />
            </Suspense>
          </div>
        </section>
        <Organisers organisers={figures.organisers} />
      </div>
    </>
  );
}

function Skeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6 px-6 pb-6 sm:px-8 sm:pb-8">
      <span className="sr-only">Loading response times...</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <div
            key={index}
            className={cn('h-24 animate-pulse rounded-xl bg-cream-2/70', index === 4 && 'col-span-2 lg:col-span-1')}
          />
        ))}
      </div>
      <ChartSkeleton />
    </div>
  );
}

export function ResponseTimes() {
  const query = useResponseTimes();
  const figures = query.data;
  const waitingOnly =
    figures && figures.waiting > 0
      ? ` ${figures.waiting} older ${figures.waiting === 1 ? 'question is' : 'questions are'} still waiting for a first reply.`
      : '';

  return (
    <Card className="overflow-hidden" aria-labelledby="response-times-title" role="region">
      <div className="flex flex-col gap-6 p-6 sm:p-8 lg:flex-row lg:items-end lg:justify-between">
        <PanelHeading
          icon={Timer}
          id="response-times-title"
          title="Response times"
          summary={
            figures ? `Questions asked since ${formatShortDate(figures.since)}` : 'How soon members’ questions get a first reply.'
          }
        />
        {figures ? <TargetForm key={figures.targetHours} targetHours={figures.targetHours} /> : null}
      </div>

      {query.isPending ? (
        <Skeleton />
      ) : query.isError && !figures ? (
        <div className="px-6 pb-6 sm:px-8 sm:pb-8">
          <LoadFailed message={RESPONSE_TIME_MESSAGES.loadFailed} read={query} />
        </div>
      ) : figures && figures.asked === 0 ? (
        <div className="px-6 pb-6 sm:px-8 sm:pb-8">
          <EmptyState icon={Timer} title={`No questions in the last ${RESPONSE_TIME_WEEKS} weeks`} boxed>
            {`The figures appear here once members ask questions.${waitingOnly}`}
          </EmptyState>
        </div>
      ) : figures ? (
        <FigureSections figures={figures} />
      ) : null}
    </Card>
  );
}
