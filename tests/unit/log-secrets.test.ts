import { describe, expect, it } from 'vitest';
import { cookieSecrets, findLeaks, linkSecrets } from '../support/log-secrets';

describe('finding a secret in the logs', () => {
  const token = 'Zt7qK2mW9xR4vB8nL3pD';
  it('finds a token anywhere in a line, and a password with spaces, masking each', () => {
    const leaks = findLeaks(
      [`{"msg":"GET /invite/${token}?x=1"}`, '{"msg":"fine"}', '{"msg":"password a long enough password"}'],
      [
        { kind: 'emailed link token', value: token },
        { kind: 'password', value: 'a long enough password' },
      ],
    );
    expect(leaks).toEqual([
      { kind: 'emailed link token', line: '{"msg":"GET /invite/…?x=1"}' },
      { kind: 'password', line: '{"msg":"password …"}' },
    ]);
  });

  it('does not mistake a longer run that contains a token for the token, nor count short values', () => {
    expect(
      findLeaks(
        [`{"msg":"${token}extra"}`, '{"msg":"abc"}'],
        [
          { kind: 'session token', value: token },
          { kind: 'password', value: 'abc' },
        ],
      ),
    ).toEqual([]);
  });

  it('takes the token and the signed value from a session cookie, and tokens from emailed links', () => {
    expect(cookieSecrets('fmc.session_token=abcdefghijklmnop.sig%2Bnature%3D; Path=/; HttpOnly')).toEqual([
      { kind: 'session cookie', value: 'abcdefghijklmnop.sig+nature=' },
      { kind: 'session token', value: 'abcdefghijklmnop' },
    ]);
    expect(
      linkSecrets(`Open http://localhost:3000/sign-up/${token}abc?token=qwertyuiop1234567890&tab=conversations now`),
    ).toEqual([
      { kind: 'emailed link token', value: 'qwertyuiop1234567890' },
      { kind: 'emailed link token', value: `${token}abc` },
    ]);
  });
});
