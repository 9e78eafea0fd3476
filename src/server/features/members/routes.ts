import { Hono } from 'hono';
import {
  archiveMemberSchema,
  MEMBER_MESSAGES,
  memberByEmailSchema,
  memberExportQuerySchema,
  memberIdSchema,
  memberListQuerySchema,
} from '../../../common/contracts/members';
import { requireAdmin, type AppEnv } from '../../auth/caller';
import { csvDownloadHeaders } from '../../http/csv';
import { notFound } from '../../http/errors';
import { parseInput, parseParam, readJson } from '../../http/validation';
import { exportMembersCsv, getMemberDetail, listMembers, type MemberDeps } from './service';
import { archiveMember, banMember, unarchiveMember, unbanMember } from './status';

/** Unknown and malformed ids are the same 404. */
const attendeeId = (raw: string) => parseParam(memberIdSchema, raw, () => notFound(MEMBER_MESSAGES.notFound));

export function memberAdminRoutes(deps: MemberDeps) {
  const { db, now } = deps;
  return (
    new Hono<AppEnv>()
      .get('/admin/members', async (c) => {
        requireAdmin(c);
        const query = parseInput(memberListQuerySchema, c.req.query());
        c.header('Cache-Control', 'no-store');
        return c.json(await listMembers(deps, query));
      })
      // Before '/admin/members/:id', so 'export' is never taken for an id.
      .get('/admin/members/export', async (c) => {
        const actor = requireAdmin(c);
        const query = parseInput(memberExportQuerySchema, c.req.query());
        const { fileName, stream } = await exportMembersCsv(deps, actor, query);
        return c.body(stream, 200, csvDownloadHeaders(fileName));
      })
      .get('/admin/members/:id', async (c) => {
        requireAdmin(c);
        c.header('Cache-Control', 'no-store');
        return c.json(await getMemberDetail(deps, attendeeId(c.req.param('id'))));
      })
      .post('/admin/members/ban', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await banMember(deps, actor, await readJson(c, memberByEmailSchema)));
      })
      .post('/admin/members/unban', async (c) => {
        const actor = requireAdmin(c);
        return c.json(await unbanMember(db, actor, await readJson(c, memberByEmailSchema), now()));
      })
      .post('/admin/members/archive', async (c) => {
        const actor = requireAdmin(c);
        const { email } = await readJson(c, archiveMemberSchema);
        return c.json(await archiveMember(deps, actor, email));
      })
      .post('/admin/members/unarchive', async (c) => {
        const actor = requireAdmin(c);
        const { email } = await readJson(c, archiveMemberSchema);
        return c.json(await unarchiveMember(deps, actor, email));
      })
  );
}
