// One logger for the server and its commands (decision 076): pino, with levels (LOG_LEVEL, info unless
// said), one JSON object a line for a log collector, or readable lines on a terminal (LOG_FORMAT: json or
// pretty; pretty when the output is a terminal, json otherwise). A line written while a request is answered
// carries that request's id, whichever module writes it: the request's scope travels with its async work.
// Lines name their part of the product (`component`), never a token, a password or a session id: what is
// logged is said by each call, and the fields most likely to carry one are removed whatever a call passes.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export type { Logger };

/** Fields removed from every line: what would be a secret if a call passed it, at the top of a line or in the
 * headers it logs. Named paths only: a wildcard path (`*.password`) costs every line three microseconds more. */
const REDACTED = [
  'password',
  'token',
  'secret',
  'cookie',
  'authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'user.password',
];

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with every line it logs (and its async continuations) carrying `requestId`. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/** The id of the request being answered, if any. */
export const currentRequestId = () => requestScope.getStore()?.requestId;

const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'component', 'err', 'requestId']);

/** A JSON line as a person reads it: `warning: [component] message key=value … (request id)`, the error's stack
 * after. */
export function formatPretty(line: string, options: { colour: boolean; time: boolean }): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const paint = (code: string, text: string) => (options.colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  const level = LEVEL_NAMES[entry.level as number] ?? 'info';
  const parts: string[] = [];
  if (options.time && typeof entry.time === 'number') parts.push(paint('2', new Date(entry.time).toISOString().slice(11, 23)));
  // The level first, then the part of the product and what it says: 'warning: [ai] recommendation text failed…'.
  if (level === 'warn') parts.push(paint('33', 'warning:'));
  else if (level === 'error' || level === 'fatal') parts.push(paint('31', `${level}:`));
  else if (level === 'debug' || level === 'trace') parts.push(paint('2', `${level}:`));
  if (entry.component) parts.push(`[${String(entry.component)}]`);
  if (entry.msg !== undefined) parts.push(String(entry.msg));
  for (const [key, value] of Object.entries(entry)) {
    if (OWN_FIELDS.has(key)) continue;
    parts.push(paint('2', `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`));
  }
  if (entry.requestId) parts.push(paint('2', `(request ${String(entry.requestId)})`));
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const text = parts.join(' ');
  return err ? `${text}\n${err.stack ?? err.message ?? ''}` : text;
}

/** Where finished lines go: each call gets one JSON line (with its newline) and its numeric level. */
export type LogSink = (jsonLine: string, level: number) => void;

export type LoggerOptions = {
  level?: LogLevel;
  format?: LogFormat;
  /** Where the lines go, as JSON (stdout in `format` unless said). */
  sink?: LogSink;
};

/** Standard output, in the format asked for: JSON as it is, or pretty (in colour on a terminal). */
export function stdoutSink(format: LogFormat = process.stdout.isTTY ? 'pretty' : 'json'): LogSink {
  if (format === 'json') {
    // Buffered: written 4 KB at a time, not a system call a line (a line a request cost the members' poll a
    // sixth of its speed written one by one). Warnings and errors go out at once, anything else within a
    // quarter of a second, and whatever is buffered when the process exits is written before it does.
    const out = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    let pending: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(pending);
      pending = undefined;
      out.flush();
    };
    process.once('exit', () => {
      try {
        out.flushSync();
      } catch {
        /* a write was still on its way: it ends with the process */
      }
    });
    return (line, level) => {
      out.write(line);
      if (level >= 40) flush();
      else pending ??= setTimeout(flush, 250).unref();
    };
  }
  const colour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  return (line) => process.stdout.write(`${formatPretty(line, { colour, time: colour })}\n`);
}

/** A logger whose lines go to `sink` (standard output unless said), or wherever setLogSink sends them later. */
export function createLogger(options: LoggerOptions = {}): { logger: Logger; setSink: (sink: LogSink) => void } {
  let sink = options.sink ?? stdoutSink(options.format);
  const destination: DestinationStream = {
    write(line: string) {
      sink(line, Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 30));
    },
  };
  const logger = pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      redact: { paths: REDACTED, remove: true },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
  return { logger, setSink: (next) => (sink = next) };
}

/** Under test, warnings and errors go through the console, where a test that logs one it did not expect
 * fails (tests/support/fail-on-console.ts); the rest is kept quiet (a test may add a sink of its own). */
export const consoleSink: LogSink = (line, level) => {
  if (level < 40) return;
  const text = formatPretty(line, { colour: false, time: false });
  if (level >= 50) console.error(text);
  else console.warn(text);
};

function fromEnvironment(env: NodeJS.ProcessEnv): LoggerOptions {
  // A wrong value is reported by the configuration (env.ts) before the server starts.
  const level = LOG_LEVELS.find((name) => name === env.LOG_LEVEL);
  const format = LOG_FORMATS.find((name) => name === env.LOG_FORMAT);
  if (env.VITEST) return { level: level ?? 'debug', sink: consoleSink };
  return { level, format };
}

const root = createLogger(fromEnvironment(process.env));

/** The process's logger. Modules take a child with their component: `log.child({ component: 'jobs' })`. */
export const log: Logger = root.logger;

/** Sends the process's lines somewhere else from now on (a test keeping them to read). */
export const setLogSink = root.setSink;

/** The logger for one part of the product: its lines say `[component]`. */
export const componentLog = (component: string): Logger => log.child({ component });
