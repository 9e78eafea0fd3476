import { describe, expect, it } from 'vitest';
import { createLogger, formatPretty, runWithRequestId } from './logger';

function capture(level: 'info' | 'debug' = 'info') {
  const lines: Array<{ line: string; level: number }> = [];
  const { logger } = createLogger({ level, sink: (line, value) => lines.push({ line, level: value }) });
  return { logger, lines, json: () => lines.map(({ line }) => JSON.parse(line)) };
}

describe('the logger', () => {
  it('writes one JSON object a line, with its level, component and message', () => {
    const { logger, json } = capture();
    logger.child({ component: 'jobs' }).warn('the digest failed');
    expect(json()).toEqual([expect.objectContaining({ level: 40, component: 'jobs', msg: 'the digest failed' })]);
  });

  it('keeps lines under its level to itself', () => {
    const { logger, lines } = capture('info');
    logger.debug('details nobody asked for');
    logger.info('started');
    expect(lines.map(({ line }) => JSON.parse(line).msg)).toEqual(['started']);
  });

  it('gives every line written while a request is answered its id, through awaits and timers', async () => {
    const { logger, json } = capture();
    await runWithRequestId('req-1', async () => {
      logger.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      await Promise.resolve().then(() => logger.info('after a timer'));
    });
    logger.info('outside');
    expect(json().map((entry) => [entry.msg, entry.requestId])).toEqual([
      ['first', 'req-1'],
      ['after a timer', 'req-1'],
      ['outside', undefined],
    ]);
  });

  it('removes fields that would carry a secret, whatever a call passes', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: 'hunter22-hunter22',
        token: 'tok_abcdef',
        headers: { cookie: 'fmc.session_token=abc', authorization: 'Bearer x' },
      },
      'signed in',
    );
    const [{ line }] = lines;
    expect(line).not.toMatch(/hunter22|tok_abcdef|session_token|Bearer/);
    expect(JSON.parse(line).msg).toBe('signed in');
  });

  it('writes an error with its message and stack', () => {
    const { logger, json } = capture();
    logger.error({ err: new Error('disk full') }, 'could not save');
    expect(json()[0].err).toMatchObject({ message: 'disk full', stack: expect.stringContaining('Error: disk full') });
  });
});

describe('a line as a person reads it', () => {
  const line = (fields: Record<string, unknown>) =>
    JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 28, 9, 5, 1, 2), ...fields });

  it('puts the component first, then the message, the other fields and the request id', () => {
    expect(
      formatPretty(line({ component: 'http', msg: 'answered', status: 200, requestId: 'r1' }), { colour: false, time: false }),
    ).toBe('[http] answered status=200 (request r1)');
  });

  it('says a warning or an error, gives the time when asked, and the stack after', () => {
    expect(formatPretty(line({ level: 40, component: 'server', msg: 'no SMTP' }), { colour: false, time: true })).toBe(
      '09:05:01.002 warning: [server] no SMTP',
    );
    const error = formatPretty(line({ level: 50, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }), {
      colour: false,
      time: false,
    });
    expect(error).toBe('error: failed\nError: boom\n    at x');
    expect(formatPretty(line({ level: 50, component: 'jobs', msg: 'digest failed' }), { colour: false, time: false })).toBe(
      'error: [jobs] digest failed',
    );
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(formatPretty('plain text', { colour: true, time: true })).toBe('plain text');
  });
});
