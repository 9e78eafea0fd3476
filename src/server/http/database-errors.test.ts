// Which failures are 'the database is down or restarting' (503, recovers by itself) rather than a bug
// (500). The shapes below are the ones bench/faults.ts met with PostgreSQL stopping, restarting and
// killing connections under the app (bench/FAULTS.md).
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation, isUnstorableText } from './database-errors';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
/** Better Auth's get-session: its own error, the database's as the cause of the query's. */
const failedToGetSession = (cause: Error) =>
  Object.assign(new Error('Failed to get session'), { status: 'INTERNAL_SERVER_ERROR', cause: failedQuery(cause) });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a fast shutdown ending a connection (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['an immediate shutdown (57P02)', pgError('57P02', 'terminating connection due to unexpected postmaster exit')],
    ['connecting while it shuts down or starts (57P03)', pgError('57P03', 'the database system is shutting down')],
    ['connecting while it is stopped', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection lost mid-statement', new Error('Connection terminated unexpectedly')],
    [
      'a statement on a connection that was lost (the rollback after a failure)',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect')],
    ['the pool closed during shutdown', new Error('Cannot use a pool after calling end on the pool')],
    ['the embedded database closed', new Error('PGlite is closed')],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
    expect(isDatabaseUnavailable(failedToGetSession(error))).toBe(true);
  });

  it('is false for bugs and for the database refusing bad data', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(pgError('23505', 'duplicate key value violates unique constraint')))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(pgError('42P01', 'relation "x" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  const duplicate = () => pgError('23505', 'duplicate key value violates unique constraint "users_email_lower_key"');
  it('finds the unique violation however deep the libraries wrapped it', () => {
    expect(isUniqueViolation(duplicate())).toBe(true);
    expect(isUniqueViolation(failedQuery(duplicate()))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('Failed to create user'), { cause: failedQuery(duplicate()) }))).toBe(true);
  });
  it('is not fooled by other failures', () => {
    expect(isUniqueViolation(pgError('23503', 'violates foreign key constraint'))).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key value'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe('isUnstorableText', () => {
  // The codes and texts PostgreSQL 15 (pg) and PGlite answered for each, seen on both.
  it.each([
    ['a NUL in text', pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    ['\\u0000 in jsonb', pgError('22P05', 'unsupported Unicode escape sequence')],
    [
      'a lone surrogate in jsonb',
      Object.assign(pgError('22P02', 'invalid input syntax for type json'), {
        detail: 'Unicode low surrogate must follow a high surrogate.',
      }),
    ],
    ['chr(0)', pgError('54000', 'null character not permitted')],
  ])('%s', (_, error) => {
    expect(isUnstorableText(error)).toBe(true);
    expect(isUnstorableText(failedQuery(error))).toBe(true);
  });

  it('is false for other refusals, bugs and the database being down', () => {
    expect(isUnstorableText(failedQuery(pgError('22P02', 'invalid input syntax for type uuid: "x"')))).toBe(false);
    expect(isUnstorableText(failedQuery(pgError('54000', 'index row size exceeds maximum')))).toBe(false);
    expect(isUnstorableText(failedQuery(pgError('23505', 'duplicate key value violates unique constraint')))).toBe(false);
    expect(isUnstorableText(pgError('57P01', 'terminating connection due to administrator command'))).toBe(false);
    expect(isUnstorableText(new Error('boom'))).toBe(false);
    expect(isUnstorableText(undefined)).toBe(false);
  });
});
