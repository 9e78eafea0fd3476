// The admin lists' totals kept by triggers (migration 0006, docs/decisions/015): after every mix of
// writes — through the API and straight to the tables, one row or many in a statement, rolled back or
// truncated — each counter equals a real count(*) of its list's WHERE clause, and the lists answer it.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_ROUTES } from '../../../common/contracts/access-requests-routes';
import { endpointUrl } from '../../../common/contracts/endpoint';
import { MEMBER_ENDPOINTS as MEMBERS } from '../../../common/contracts/members';
import { attendees, accessRequests, users } from '../../db/schema';
import {
  createAccessRequest,
  createAdmin,
  createAttendeeRows,
  createMember,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  cookie = (await t.signIn(admin.email, admin.password)).cookie;
});
afterAll(() => t.close());

type Counts = {
  members_not_archived: number;
  members_archived: number;
  access_requests_open: number;
  access_requests_pending: number;
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function keptTotals(): Promise<Counts> {
  const rows = rowsOf<{ name: keyof Counts; value: string | number }>(
    await t.db.execute(sql`select name, value from list_totals`),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.value)])) as Counts;
}

/** The same four numbers, counted from the rows with the lists' own conditions. */
async function countedTotals(): Promise<Counts> {
  const [row] = rowsOf<Counts>(
    await t.db.execute(sql`select
      (select count(*)::int from attendees where archived = false) as members_not_archived,
      (select count(*)::int from attendees where archived = true) as members_archived,
      (select count(*)::int from access_requests where status <> 'signed_up') as access_requests_open,
      (select count(*)::int from access_requests where status = 'pending' and approved = false) as access_requests_pending`),
  );
  return row;
}

async function expectExact() {
  const counted = await countedTotals();
  expect(await keptTotals()).toEqual(counted);
  return counted;
}

async function listTotals() {
  const get = async (path: string) => {
    const response = await t.request(path, { cookie });
    expect(response.status).toBe(200);
    return response.body as { total: number; pendingCount?: number };
  };
  const members = (await t.call(MEMBERS.list, { query: { pageSize: 1 }, cookie, expect: 200 })).body;
  const withArchived = (await t.call(MEMBERS.list, { query: { pageSize: 1, archived: true }, cookie, expect: 200 })).body;
  const requests = await get(endpointUrl(ACCESS_REQUEST_ROUTES.adminList, {}, { pageSize: 1 }));
  return { members: members.total, withArchived: withArchived.total, requests: requests.total, pending: requests.pendingCount };
}

async function expectListsAnswer(counted: Counts) {
  expect(await listTotals()).toEqual({
    members: counted.members_not_archived,
    withArchived: counted.members_not_archived + counted.members_archived,
    requests: counted.access_requests_open,
    pending: counted.access_requests_pending,
  });
}

describe('members: the kept totals stay exact', () => {
  it('through sign-ups, bulk inserts, archive and unarchive, bulk updates, deletes and rollbacks', async () => {
    await expectListsAnswer(await expectExact());

    // Members one at a time (sign-up path) and many in one statement, some archived from the start.
    const signedUp = await createMember(t, { firstName: 'Tally' });
    const rows = await createAttendeeRows(
      t,
      Array.from({ length: 12 }, (_, i) => ({ firstName: `Counted${i}`, archived: i % 4 === 0 })),
    );
    await expectListsAnswer(await expectExact());

    // Archive and unarchive through the API, twice each (the second changes nothing).
    for (const action of ['archive', 'archive', 'unarchive', 'archive', 'unarchive', 'unarchive'] as const) {
      const response = await t.call(MEMBERS[action], { cookie, body: { email: signedUp.email } });
      expect(response.status).toBe(200);
      await expectExact();
    }
    await t.call(MEMBERS.archive, { cookie, body: { email: rows[1].email }, expect: 200 });

    // One statement that moves rows both ways, and one that changes no counted state.
    await t.db
      .update(attendees)
      .set({ archived: sql`not ${attendees.archived}` })
      .where(
        inArray(
          attendees.id,
          rows.slice(0, 6).map((row) => row.id),
        ),
      );
    await expectExact();
    await t.db
      .update(attendees)
      .set({ lastLogin: new Date() })
      .where(
        inArray(
          attendees.id,
          rows.map((row) => row.id),
        ),
      );
    await expectListsAnswer(await expectExact());

    // Deletes: one archived and one not, in one statement; then a user deleted (the member stays, unlinked).
    await t.db.delete(attendees).where(inArray(attendees.id, [rows[0].id, rows[2].id]));
    await t.db.delete(users).where(eq(users.id, signedUp.userId));
    await expectListsAnswer(await expectExact());

    // A transaction that inserts, archives and deletes, then fails: the counters roll back with the rows.
    const before = await keptTotals();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(attendees).values({ email: uniqueEmail('rolled'), archived: true });
        await tx.update(attendees).set({ archived: true }).where(eq(attendees.id, rows[3].id));
        await tx.delete(attendees).where(eq(attendees.id, rows[4].id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await keptTotals()).toEqual(before);
    await expectExact();
  });

  it('still counts a search by its matches', async () => {
    await createAttendeeRows(t, [{ firstName: 'Zanzibarine' }, { firstName: 'Zanzibarine', archived: true }]);
    const search = async (query: { search: string; archived?: boolean }) =>
      (await t.call(MEMBERS.list, { query, cookie, expect: 200 })).body.total;
    expect(await search({ search: 'zanzibarine' })).toBe(1);
    expect(await search({ search: 'zanzibarine', archived: true })).toBe(2);
  });
});

describe('access requests: the kept totals stay exact', () => {
  it('through requests, approvals, links, regeneration, sign-up, deletes and bulk changes', async () => {
    const submit = async (email: string) => {
      const response = await t.request(ACCESS_REQUEST_ROUTES.submit.path, {
        json: { email, firstName: 'Ada', lastName: 'Count' },
      });
      expect(response.status).toBe(201);
    };
    const emails = [uniqueEmail('asks'), uniqueEmail('asks'), uniqueEmail('asks')];
    for (const email of emails) await submit(email);
    await submit(emails[0]); // an open request is not duplicated
    await createAccessRequest(t, { approved: false });
    await createAccessRequest(t, { status: 'signed_up', used: true });
    await expectListsAnswer(await expectExact());

    const pending = await t.db.select().from(accessRequests).where(inArray(accessRequests.email, emails));
    const approve = await t.request(endpointUrl(ACCESS_REQUEST_ROUTES.adminApprove, { id: pending[0].id }), {
      method: 'POST',
      cookie,
    });
    expect(approve.status).toBe(200);
    await expectExact();
    const regenerate = await t.request(endpointUrl(ACCESS_REQUEST_ROUTES.adminRegenerate, { id: pending[1].id }), {
      method: 'POST',
      cookie,
    });
    expect(regenerate.status).toBe(200);
    const created = await t.request(ACCESS_REQUEST_ROUTES.adminCreate.path, {
      cookie,
      json: { email: uniqueEmail('linked'), firstName: 'Lin' },
    });
    expect(created.status).toBe(201);
    await expectListsAnswer(await expectExact());

    // Signed up: leaves the list. Deleted: leaves it too.
    await t.db.update(accessRequests).set({ status: 'signed_up', used: true }).where(eq(accessRequests.id, pending[0].id));
    const removed = await t.request(endpointUrl(ACCESS_REQUEST_ROUTES.adminDelete, { id: pending[2].id }), {
      method: 'DELETE',
      cookie,
    });
    expect(removed.status).toBe(200);
    await expectListsAnswer(await expectExact());

    // Many rows in one statement, in and out of every counted state.
    await t.db.insert(accessRequests).values(
      Array.from({ length: 9 }, (_, i) => ({
        email: uniqueEmail('bulk'),
        status: (['pending', 'approved', 'signed_up'] as const)[i % 3],
        approved: i % 3 !== 0,
      })),
    );
    await expectExact();
    await t.db
      .update(accessRequests)
      .set({
        status: sql`case ${accessRequests.status} when 'pending' then 'approved' when 'approved' then 'signed_up' else 'pending' end`,
        approved: sql`${accessRequests.status} = 'pending'`,
      })
      .where(sql`${accessRequests.email} like 'bulk.%'`);
    await expectExact();
    await t.db
      .delete(accessRequests)
      .where(sql`${accessRequests.email} like 'bulk.%' and ${accessRequests.status} <> 'approved'`);
    await expectListsAnswer(await expectExact());
  });
});

describe('truncate', () => {
  it('sets the counters of a truncated table to zero', async () => {
    await t.db.execute(sql`truncate access_requests, attendees cascade`);
    const counted = await expectExact();
    expect(counted).toEqual({
      members_not_archived: 0,
      members_archived: 0,
      access_requests_open: 0,
      access_requests_pending: 0,
    });
    await createAttendeeRows(t, [{ archived: false }, { archived: true }]);
    await createAccessRequest(t, { approved: false });
    await expectExact();
  });
});
