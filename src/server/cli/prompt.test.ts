import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { PromptCancelledError, promptHidden } from './prompt';

/** A terminal stand-in that records, in order, when echo went off and on and what was shown. */
function fakeTerminal() {
  const events: string[] = [];
  const input = Object.assign(new EventEmitter(), {
    setRawMode: (raw: boolean) => events.push(raw ? 'echo off' : 'echo on'),
    resume: () => undefined,
    pause: () => undefined,
  }) as unknown as NodeJS.ReadStream;
  const output = { write: (text: string) => events.push(`shown ${JSON.stringify(text)}`) } as unknown as NodeJS.WriteStream;
  return { input, output, events, type: (text: string) => input.emit('data', Buffer.from(text)) };
}

describe('promptHidden', () => {
  it('turns echo off before the question shows, so nothing typed from then on is echoed', async () => {
    const terminal = fakeTerminal();
    const answer = promptHidden('Password: ', terminal.input, terminal.output);
    terminal.type('secret\r');
    expect(await answer).toBe('secret');
    expect(terminal.events).toEqual(['echo off', 'shown "Password: "', 'echo on', 'shown "\\n"']);
  });

  it('skips arrow keys, honours backspace and cancels on Ctrl-C', async () => {
    const terminal = fakeTerminal();
    const answer = promptHidden('Password: ', terminal.input, terminal.output);
    terminal.type('ab\u001b[Dc\u007fd\n');
    expect(await answer).toBe('abd');

    const cancelled = fakeTerminal();
    const refused = promptHidden('Password: ', cancelled.input, cancelled.output);
    cancelled.type('x\u0003');
    await expect(refused).rejects.toBeInstanceOf(PromptCancelledError);
    expect(cancelled.events.at(-2)).toBe('echo on');
  });
});
