// What a list shows when it has nothing to show: no rows yet (or none matching), or a load that failed,
// with a way to try again (the waiting state is LoadingState, beside the Spinner); and ReadStates, which
// picks between waiting, failed and what was read.
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { isNotFound } from '../../lib/api';
import { Button } from './Button';
import { cn } from './cn';
import { LoadingState } from './Spinner';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  /** A line on what will appear here, or how to add the first one. */
  children?: ReactNode;
  /** A dashed frame of its own, for a list that is not already inside a card. */
  boxed?: boolean;
};

export function EmptyState({ icon: Icon, title, children, boxed = false }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center px-6 py-14 text-center',
        boxed && 'rounded-xl border border-dashed border-ink/20 bg-cream-2/40',
      )}
    >
      <div className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand-deep">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <p className="mt-4 font-display text-xl text-ink">{title}</p>
      {children ? <p className="mt-1 max-w-sm text-sm text-stone">{children}</p> : null}
    </div>
  );
}

type NotFoundStateProps = {
  icon: LucideIcon;
  /** The spec's words: 'This conversation is not here'. */
  title: string;
  /** The way to the list it would have been in: 'See the questions'. */
  back: { to: To; label: string };
  /** What may have happened to it. */
  children: ReactNode;
};

/** One thing read by its address that the server does not have (a 404): what may have happened, and the way
 * to its list. ReadStates' `notFound` for a detail page. */
export function NotFoundState({ icon, title, back, children }: NotFoundStateProps) {
  return (
    <EmptyState icon={icon} title={title} boxed>
      {children}{' '}
      <Link to={back.to} className="font-semibold text-ink underline decoration-brand underline-offset-4">
        {back.label}
      </Link>
      .
    </EmptyState>
  );
}

/** The read that failed: Try again reads it again, and is busy while it does. */
type FailedRead = { refetch: () => unknown; isFetching: boolean };

type LoadFailedProps = {
  /** The spec's text for this list's failure. */
  message: string;
  read: FailedRead;
  /** Where it sits (a margin under the page's heading). */
  className?: string;
};

export function LoadFailed({ message, read, className }: LoadFailedProps) {
  return (
    <div role="alert" className={cn('rounded-xl border border-danger/25 bg-danger-soft p-6', className)}>
      <p className="font-medium text-danger">{message}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-4"
        onClick={() => void read.refetch()}
        busy={read.isFetching}
        busyLabel="Trying again..."
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

type ReadStatesProps<Data> = {
  read: UseQueryResult<Data>;
  /** Said under the spinner: 'Loading topics...'. */
  loadingLabel: string;
  /** The spec's text for this read's failure. */
  failedMessage: string;
  /** The failure inside a card's padding, for a read that fills a card's body. */
  inset?: boolean;
  /** What a read of one thing by its address shows when the server has no such thing (a 404): said instead of
   * the failure, with no Try again. */
  notFound?: ReactNode;
  /** What was read: kept on screen when a later read fails, or while the next page loads. */
  children: (data: Data) => ReactNode;
};

/** A read's three states: waiting, failed with Try again (only when there is nothing to show), or its data. */
export function ReadStates<Data>({
  read,
  loadingLabel,
  failedMessage,
  inset = false,
  notFound,
  children,
}: ReadStatesProps<Data>) {
  if (read.data !== undefined) return children(read.data);
  if (!read.isError) return <LoadingState label={loadingLabel} />;
  if (notFound !== undefined && isNotFound(read.error)) return notFound;
  const failed = <LoadFailed message={failedMessage} read={read} />;
  return inset ? <div className="p-5 sm:p-7">{failed}</div> : failed;
}
