// Password hashing for the test suite only (config.env 'test', which NODE_ENV=test sets): Node's own
// scrypt at a low cost instead of Better Auth's default (scrypt in JavaScript at N=16384, about 200 ms a
// hash on this machine). The API tests create and sign in over a thousand accounts per run; at full cost
// that is minutes of CI doing nothing but hashing (decision 027). Production, development and the browser
// tests (which run the production build) keep Better Auth's default. The stored form says what made it,
// so a hash of one kind is never checked as the other.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const PREFIX = 'test-scrypt';
const COST = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;

export const testPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}:${salt}:${scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, COST).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [prefix, salt, key] = hash.split(':');
    if (prefix !== PREFIX || !salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, COST);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
