// Blocking (issue 35, item 5; decision 055): a member stops another from writing to them, from seeing their
// profile beyond their name, from finding them in the directory or recommendations, and from asking to be
// introduced. The blocked member is not told: every answer they get is one a member who is simply not
// reachable would get. Blocking is the member's own, private act: the organisers' Activity log does not
// record it. The route table is blocks-routes.ts.
import { z } from 'zod';
import { BLOCK_ROUTES, BLOCKS_PAGE_SIZE } from './blocks-routes';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import { pageQuery, pageSizeQuery } from './paging';
import { recordId } from './text';

export { BLOCKS_PAGE_SIZE } from './blocks-routes';

export const BLOCK_MESSAGES = {
  blocked: (name: string) => `${name} is blocked. They can no longer write to you, and they are not told.`,
  alreadyBlocked: (name: string) => `${name} is already blocked.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  notBlocked: (name: string) => `${name} was not blocked.`,
  blockSelf: 'You cannot block yourself.',
  blockOrganiser: 'The organisers cannot be blocked. If one of them troubles you, tell the others.',
  organiserBlocks:
    'Organisers do not block members. If a member breaks the community’s rules, deactivate them in the Members Log.',
  memberNotFound: 'Member not found',
  /** What blocking does, in the confirmation and on the settings page. */
  explained: (name: string) =>
    `${name} will no longer be able to write to you, see your profile beyond your name, find you in the directory or ask to be introduced. They are not told. Your messages so far stay readable to both of you.`,
  loadFailed: 'Failed to load the members you blocked',
  empty: 'You have not blocked anyone.',
} as const;
const M = BLOCK_MESSAGES;

/** A member's id in a path. */
const params = z.object({ attendeeId: recordId(M.memberNotFound) });

/** GET /api/blocks */
export const blockListQuerySchema = z.object({ page: pageQuery, pageSize: pageSizeQuery(BLOCKS_PAGE_SIZE) });
export type BlockListQuery = z.output<typeof blockListQuerySchema>;

const blockStatusSchema = z.strictObject({
  /** The caller blocks this member. (Whether the member blocks the caller is never said.) */
  blocked: z.boolean(),
});
export type BlockStatus = z.infer<typeof blockStatusSchema>;

const blockResultSchema = z.strictObject({
  message: z.string(),
  /** Whether the caller blocks the member now. */
  blocked: z.boolean(),
  /** False when nothing changed (blocked or unblocked already). */
  changed: z.boolean(),
});
export type BlockResult = z.infer<typeof blockResultSchema>;

/** A member the caller blocked: the name only (they may have hidden the rest from the caller). */
const blockedMemberSchema = z.strictObject({
  attendeeId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  blockedAt: z.iso.datetime({ offset: true }),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

const blockedPageSchema = z.strictObject({
  items: z.array(blockedMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BlockedPage = z.infer<typeof blockedPageSchema>;

const unknownMember = { status: 404, message: M.memberNotFound } as const;
const noSuchMember = { 404: { description: `No member has this id: "${M.memberNotFound}".` } };

export const BLOCK_SCHEMAS = {
  status: {
    summary: 'Whether the caller blocks a member (for the Block or Unblock button)',
    params,
    paramRefused: unknownMember,
    responses: { 200: { description: 'The caller’s block, if any.', schema: blockStatusSchema }, ...noSuchMember },
  },
  block: {
    summary: 'Block a member: they can no longer write to the caller, see their profile beyond the name, or ask to connect',
    description:
      'Idempotent. Open connection requests between the two are closed (the other side sees nothing change). The blocked member is not told, and no audit row is written: it is the member’s own act.',
    params,
    paramRefused: unknownMember,
    responses: {
      200: { description: 'Blocked (or already blocked).', schema: blockResultSchema },
      400: { description: `The caller named themself ("${M.blockSelf}"), an organiser, or is an organiser.` },
      ...noSuchMember,
    },
  },
  unblock: {
    summary: 'Unblock a member',
    description: 'Idempotent. Nothing the block closed is reopened: a request withdrawn or set aside stays so.',
    params,
    paramRefused: unknownMember,
    responses: { 200: { description: 'Unblocked (or not blocked).', schema: blockResultSchema }, ...noSuchMember },
  },
  list: {
    summary: 'The members the caller blocked, newest first',
    query: blockListQuerySchema,
    responses: { 200: { description: 'One page and the total.', schema: blockedPageSchema } },
  },
} satisfies Record<string, EndpointSchemas>;

export const BLOCK_ENDPOINTS = defineEndpoints('blocks', BLOCK_ROUTES, BLOCK_SCHEMAS);
