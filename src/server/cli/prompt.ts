// Asking for a secret in a terminal without showing it: raw mode, so the terminal echoes nothing and no
// line of it reaches the shell's history or npm's log.

export class PromptCancelledError extends Error {
  constructor() {
    super('Cancelled.');
  }
}

/** Reads one line from a terminal with nothing echoed. Ctrl-C (or Ctrl-D on an empty line) cancels. */
export function promptHidden(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    // Arrow and function keys arrive as escape sequences (ESC [ … letter): skipped, never part of the value.
    let inEscape = false;
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString()) {
        if (inEscape) {
          if (/[A-Za-z~]/.test(ch)) inEscape = false;
          continue;
        }
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || (ch === '\u0004' && value === '')) return finish(new PromptCancelledError());
        if (ch === '\u001b') inEscape = true;
        else if (ch === '\u007f' || ch === '\b') value = Array.from(value).slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    // Echo goes off before the question shows: whatever is typed once it is on screen (or typed ahead) stays hidden.
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
    output.write(question);
  });
}
