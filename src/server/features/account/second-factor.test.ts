// The second factor's check (the seam in second-factor.ts): the twoFactor plugin's verifyTOTP decides when the
// app has it; a code it refuses, or an app without it, is a refusal.
import { describe, expect, it } from 'vitest';
import type { Auth } from '../../auth/auth';
import { verifySecondFactor } from './second-factor';

const authWith = (verifyTOTP?: (input: { body: { code: string } }) => Promise<unknown>) =>
  ({ api: verifyTOTP ? { verifyTOTP } : {} }) as unknown as Pick<Auth, 'api'>;

describe('verifySecondFactor', () => {
  it('accepts the code the plugin accepts and refuses the one it refuses', async () => {
    const auth = authWith(async ({ body }) => {
      if (body.code !== '246810') throw new Error('INVALID_CODE');
      return { status: true };
    });
    expect(await verifySecondFactor(auth, new Headers(), '246810')).toBe(true);
    expect(await verifySecondFactor(auth, new Headers(), '000000')).toBe(false);
  });

  it('refuses every code when the app has no two-factor plugin', async () => {
    expect(await verifySecondFactor(authWith(), new Headers(), '246810')).toBe(false);
  });
});
