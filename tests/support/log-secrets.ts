// The check that no log line carries a secret (decision 076), over every line the API suite logged. Each
// test worker keeps its lines and the secrets its tests made (session cookies, passwords sent, tokens in
// emailed links) in the run's folder (tests/support/log-capture.ts); the suite's global teardown reads
// them all and fails the run on a leak (tests/support/global-setup.ts).
export type Secret = { kind: string; value: string };

/** Tokens as they appear in a line: runs of the characters random tokens are made of (hex, base64url). */
const TOKEN_RUN = /[A-Za-z0-9_-]{12,}/g;

/** The secrets found in `lines`, each with the line it is in (the secret itself masked). */
export function findLeaks(lines: readonly string[], secrets: readonly Secret[]): Array<{ kind: string; line: string }> {
  const tokens = new Map<string, string>();
  const phrases = new Map<string, string>();
  for (const { kind, value } of secrets) {
    if (value.length < 8) continue;
    if (/^[A-Za-z0-9_-]+$/.test(value) && value.length >= 12) tokens.set(value, kind);
    else phrases.set(value, kind);
  }
  const leaks: Array<{ kind: string; line: string }> = [];
  for (const line of lines) {
    for (const run of line.match(TOKEN_RUN) ?? []) {
      const kind = tokens.get(run);
      if (kind) leaks.push({ kind, line: line.replaceAll(run, '…') });
    }
    for (const [phrase, kind] of phrases) if (line.includes(phrase)) leaks.push({ kind, line: line.replaceAll(phrase, '…') });
  }
  return leaks;
}

/** The secrets in a Set-Cookie header's value: the whole value and its token (before the signature). */
export function cookieSecrets(setCookie: string): Secret[] {
  const value = /^[^=]+=([^;]*)/.exec(setCookie)?.[1];
  if (!value) return [];
  const decoded = decodeURIComponent(value);
  const token = decoded.split('.')[0];
  return [
    { kind: 'session cookie', value: decoded },
    { kind: 'session token', value: token },
  ];
}

/** Random tokens are long (ours and Better Auth's are 32 characters or more); shorter values in a link are
 * words (a tab's name, a page number). */
const TOKEN_LENGTH = 20;

/** The tokens in an email's links: each long query value and path segment. */
export function linkSecrets(text: string): Secret[] {
  const secrets: Secret[] = [];
  for (const match of text.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
    let url: URL;
    try {
      url = new URL(match);
    } catch {
      continue;
    }
    const values = [...url.searchParams.values(), ...url.pathname.split('/')];
    for (const value of values) if (value.length >= TOKEN_LENGTH) secrets.push({ kind: 'emailed link token', value });
  }
  return secrets;
}
