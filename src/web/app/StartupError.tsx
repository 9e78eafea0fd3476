import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { STARTUP_MESSAGES } from '../../common/messages';
import { Button } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';

/** Shown while the configuration and the session load, before the brand is known. */
export function Splash() {
  return (
    <div className="surface-dark grid min-h-dvh place-items-center bg-ink text-cream">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-6">
        <div className="size-16 animate-pulse rounded-2xl border border-brand/40" aria-hidden="true" />
        <div className="flex items-center gap-3 text-mist">
          <Spinner className="size-4" />
          <span className="eyebrow">Loading...</span>
        </div>
      </div>
    </div>
  );
}

type StartupErrorScreenProps = {
  title: string;
  detail?: string;
  error?: string;
  onRetry?: () => void;
  retrying?: boolean;
};

/** Replaces the page when the app cannot start. */
export function StartupErrorScreen({ title, detail, error, onRetry, retrying }: StartupErrorScreenProps) {
  return (
    <main className="surface-dark grid min-h-dvh place-items-center bg-ink px-6 py-16 text-cream">
      <div className="w-full max-w-lg text-center">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl border border-brand/40 text-brand-bright">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-8 font-display text-4xl">{title}</h1>
        {detail ? <p className="mt-4 leading-7 text-mist">{detail}</p> : null}
        {error ? (
          <pre className="mt-6 overflow-x-auto rounded-xl border border-ink-line bg-ink-2 px-4 py-3 text-left font-mono text-sm whitespace-pre-wrap text-brand-bright">
            {error}
          </pre>
        ) : null}
        <div className="mt-8 flex justify-center">
          {onRetry ? (
            <Button variant="primary" onClick={onRetry} busy={retrying} busyLabel="Retrying...">
              Try again
            </Button>
          ) : (
            <Button variant="primary" onClick={() => window.location.reload()}>
              Reload
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}

type BoundaryState = { error: Error | null };

/** Catches anything that throws while the app starts and shows 'Startup Error' with the error text. */
export class StartupErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[startup] the app failed to start', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <StartupErrorScreen title={STARTUP_MESSAGES.startupError} error={this.state.error.message || String(this.state.error)} />
      );
    }
    return this.props.children;
  }
}
