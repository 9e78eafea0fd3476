// Work a request starts and leaves to finish after its answer has gone: an email whose sending must not
// show in how long the answer took (a password reset, the 'you already have an account' note), and Better
// Auth's own background tasks. The instance that answered does the work; nothing is shared with other
// app servers, so any number of them behave alike. `settled()` waits for everything started so far: the
// server waits for it before closing the database, and tests wait for it before reading the outbox.
import { componentLog } from '../log/logger';

const log = componentLog('after-answer');

export type AfterAnswer = {
  /** Runs `task` once the current request has had its answer; a failure is logged, never thrown. */
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished, however it ended. */
  settled(): Promise<void>;
};

export function createAfterAnswer(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      // setImmediate: on the embedded database a request can finish without the event loop turning, so
      // the work starts after the answer is handed to the client, not inside the request's own time.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error(`${label} failed: ${(error as Error)?.message ?? String(error)}`),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
