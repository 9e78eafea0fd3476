// Open roles (issue 39, decision 069). The same words everywhere: a **role** is what a member is hiring
// for (full-time, contract, advisory, board); it is **open** until 30 days after it was posted or last
// **renewed**, unless its poster **closed** it or an organiser **removed** it (with a reason the poster
// reads). 'I'm interested' is an **interest**: it asks the poster for an introduction that carries the role
// (the connections' double opt-in, so no address travels before the poster accepts), or, when the two are
// connected already, opens their conversation with a draft about the role. The route table is
// open-roles-routes.ts.
import { z } from 'zod';
import { isWebAddress } from './links';
import { defineEndpoints, type EndpointSchemas } from './endpoint';
import {
  OPEN_ROLE_ROUTES,
  ROLE_APPLY_WAYS,
  ROLE_COMPANY_MAX_LENGTH,
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_KINDS,
  ROLE_LINK_MAX_LENGTH,
  ROLE_OPEN_DAYS,
  ROLE_PLACE_MAX_LENGTH,
  ROLE_REMOVE_REASON_MAX_LENGTH,
  ROLE_SEARCH_MAX_LENGTH,
  ROLE_TITLE_MAX_LENGTH,
  ROLE_TOPICS_MAX,
  ROLES_PAGE,
  ROLES_PER_DAY,
} from './open-roles-routes';
import { recordId, text, UUID_PATTERN } from './text';

export * from './open-roles-routes';

export const OPEN_ROLES_TEXTS = {
  roleNotFound: 'Role not found',
  noProfile: 'Open roles are for members: your account has no member profile.',
  titleRequired: 'Name the role.',
  titleTooLong: `A title can be at most ${ROLE_TITLE_MAX_LENGTH} characters.`,
  companyRequired: 'Name the company or organisation.',
  companyTooLong: `A company name can be at most ${ROLE_COMPANY_MAX_LENGTH} characters.`,
  placeTooLong: `A place can be at most ${ROLE_PLACE_MAX_LENGTH} characters.`,
  placeRequired: 'Say where the role is, or that it is remote.',
  kindInvalid: 'Choose full-time, contract, advisory or board.',
  descriptionRequired: 'Describe the role in a few lines.',
  descriptionTooLong: `A description can be at most ${ROLE_DESCRIPTION_MAX_LENGTH.toLocaleString('en-GB')} characters.`,
  applyInvalid: 'Choose how members apply: through an introduction to you, or a link.',
  linkRequired: 'Enter the address where members apply.',
  linkInvalid: 'Enter a full https:// address.',
  linkTooLong: `An address can be at most ${ROLE_LINK_MAX_LENGTH} characters.`,
  topicInvalid: 'Choose topics from the list.',
  tooManyTopics: `Choose at most ${ROLE_TOPICS_MAX} topics.`,
  searchTooLong: `A search can be at most ${ROLE_SEARCH_MAX_LENGTH} characters.`,
  cursorInvalid: 'That page of roles does not exist.',
  reasonRequired: 'Say why, in a few words: the poster reads it.',
  reasonTooLong: `A reason can be at most ${ROLE_REMOVE_REASON_MAX_LENGTH} characters.`,
  tooManyRoles: `You can post at most ${ROLES_PER_DAY} roles a day. Try again tomorrow.`,
  posted: `Your role is open for ${ROLE_OPEN_DAYS} days. Members whose Looking for matches it are told.`,
  onlyPoster: 'Only the member who posted this role can do that.',
  renewed: `Renewed: open for another ${ROLE_OPEN_DAYS} days.`,
  closedDone: 'Closed. Members no longer see it.',
  notOpen: 'This role is no longer open.',
  removedRole: 'The organisers removed this role.',
  ownRole: 'This is your role: members who are interested appear under it.',
  applyByLink: 'This role takes applications through its link.',
  requested: (firstName: string) =>
    `Introduction requested. ${firstName} sees your interest in this role; your addresses are shared only if they accept.`,
  attached: (firstName: string) =>
    `Added to the introduction already open between you and ${firstName}: they see this role with it.`,
  message: (firstName: string) => `You are connected with ${firstName}: write to them about the role.`,
  alreadyInterested: 'You said you are interested already.',
  /** The note an introduction request carries (the poster reads it in the request and its email). */
  requestNote: (title: string, company: string) => `I’m interested in your role “${title}” at ${company} (Open Roles).`,
  /** The draft a connected member starts from. */
  messageDraft: (title: string, company: string, url: string) =>
    `Hello, I’m interested in your role “${title}” at ${company}: ${url}`,
  pinned: 'Pinned to the top of the list.',
  unpinned: 'No longer pinned.',
  saved: 'Saved',
  removed: 'Removed. Its poster is told why.',
  /** The notification of a matching role, and of a removal. */
  matchTitle: (title: string, company: string) => `A new role matches what you are looking for: ${title} at ${company}`,
  removedTitle: (title: string) => `The organisers removed your role “${title}”`,
} as const;
const T = OPEN_ROLES_TEXTS;

// ---------------------------------------------------------------------------------------------------
// Requests

const roleIdSchema = recordId(T.roleNotFound);
const topicName = text({ max: 80, tooLong: T.topicInvalid, required: T.topicInvalid });
const kindSchema = z.enum(ROLE_KINDS, { error: T.kindInvalid });

/** ?cursor: where the previous page ended, as the server wrote it (`<pinned 0|1>~<ms>~<role id>`). */
const cursorText = text({ max: 70, tooLong: T.cursorInvalid }).refine((value) => {
  const [pinned, at, id, ...rest] = value.split('~');
  return rest.length === 0 && /^[01]$/.test(pinned ?? '') && /^\d{1,15}$/.test(at ?? '') && UUID_PATTERN.test(id ?? '');
}, T.cursorInvalid);

/** GET /api/roles: search words, a kind, a place (or remote), a topic, the caller's own, and the page. */
export const roleListQuerySchema = z.object({
  q: text({ max: ROLE_SEARCH_MAX_LENGTH, tooLong: T.searchTooLong }).optional(),
  kind: kindSchema.optional(),
  /** A place's beginning ('lis' finds Lisbon), or `remote` for the roles that are remote. */
  place: text({ max: ROLE_PLACE_MAX_LENGTH, tooLong: T.placeTooLong }).optional(),
  topic: topicName.optional(),
  /** `mine`: the caller's own roles, open or not (to renew or close them). */
  show: z.enum(['open', 'mine'], { error: 'Choose open roles or your own.' }).optional(),
  cursor: cursorText.optional(),
});
export type RoleListQuery = z.input<typeof roleListQuerySchema>;

const applyLink = text({ max: ROLE_LINK_MAX_LENGTH, tooLong: T.linkTooLong, required: T.linkRequired }).refine(
  (value) => isWebAddress(value, true),
  T.linkInvalid,
);

/** A role as its poster writes it (and an organiser edits it). */
export const roleInputSchema = z
  .object({
    title: text({ max: ROLE_TITLE_MAX_LENGTH, tooLong: T.titleTooLong, required: T.titleRequired }),
    company: text({ max: ROLE_COMPANY_MAX_LENGTH, tooLong: T.companyTooLong, required: T.companyRequired }),
    place: text({ max: ROLE_PLACE_MAX_LENGTH, tooLong: T.placeTooLong }).default(''),
    remote: z.boolean({ error: 'Say whether the role is remote.' }),
    kind: kindSchema,
    description: text({
      max: ROLE_DESCRIPTION_MAX_LENGTH,
      tooLong: T.descriptionTooLong,
      required: T.descriptionRequired,
      shape: 'multi-line',
    }),
    apply: z.enum(ROLE_APPLY_WAYS, { error: T.applyInvalid }),
    /** Required when `apply` is `link`; ignored otherwise. */
    applyUrl: z.union([z.literal(''), applyLink]).default(''),
    topics: z.array(topicName, { error: T.topicInvalid }).max(ROLE_TOPICS_MAX, T.tooManyTopics).default([]),
  })
  .superRefine((role, ctx) => {
    if (!role.remote && role.place === '') ctx.addIssue({ code: 'custom', path: ['place'], message: T.placeRequired });
    if (role.apply === 'link' && role.applyUrl === '')
      ctx.addIssue({ code: 'custom', path: ['applyUrl'], message: T.linkRequired });
  });
export type RoleInput = z.input<typeof roleInputSchema>;
export type RoleFields = z.output<typeof roleInputSchema>;

export const pinRoleSchema = z.object({ pinned: z.boolean({ error: 'Say whether to pin it.' }) });
export type PinRole = z.input<typeof pinRoleSchema>;

export const removeRoleSchema = z.object({
  reason: text({
    max: ROLE_REMOVE_REASON_MAX_LENGTH,
    tooLong: T.reasonTooLong,
    required: T.reasonRequired,
    shape: 'multi-line',
  }),
});
export type RemoveRole = z.input<typeof removeRoleSchema>;

// ---------------------------------------------------------------------------------------------------
// Answers (strict: checked against the server's answers in tests and development, decision 037)

const personSchema = z.strictObject({ id: z.string(), name: z.string() });

/** A member who said they are interested, as the poster sees them: a name and the way they were put in touch. */
const interestSchema = z.strictObject({
  member: personSchema,
  at: z.string(),
  /** The introduction request it travels with (its page), or null when they were connected already. */
  requestId: z.string().nullable(),
});
export type RoleInterest = z.infer<typeof interestSchema>;

const roleSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  place: z.string(),
  remote: z.boolean(),
  kind: kindSchema,
  description: z.string(),
  apply: z.enum(ROLE_APPLY_WAYS),
  /** The https address to apply at; null when members apply through an introduction. */
  applyUrl: z.string().nullable(),
  topics: z.array(z.string()),
  poster: personSchema,
  mine: z.boolean(),
  pinned: z.boolean(),
  createdAt: z.string(),
  renewedAt: z.string().nullable(),
  expiresAt: z.string(),
  state: z.enum(['open', 'closed', 'expired', 'removed']),
  /** Why an organiser removed it: only its poster and the organisers see this. */
  removedReason: z.string().nullable(),
  /** The caller said 'I'm interested' already. */
  interested: z.boolean(),
  /** Who is interested: its poster and the organisers see them; empty for everyone else. */
  interests: z.array(interestSchema),
});
export type OpenRole = z.infer<typeof roleSchema>;

const roleListSchema = z.strictObject({ items: z.array(roleSchema), nextCursor: z.string().nullable() });
export type RoleList = z.infer<typeof roleListSchema>;

const roleDoneSchema = z.strictObject({ message: z.string(), role: roleSchema });
export type RoleDone = z.infer<typeof roleDoneSchema>;

const interestResultSchema = z.strictObject({
  /** `requested`: a new introduction request; `attached`: added to the one open between them (no second
   * email); `message`: connected already, so their conversation, with a draft about the role. */
  outcome: z.enum(['requested', 'attached', 'message']),
  message: z.string(),
  created: z.boolean(),
  requestId: z.string().nullable(),
  conversationId: z.string().nullable(),
  draft: z.string().nullable(),
});
export type RoleInterestResult = z.infer<typeof interestResultSchema>;

// ---------------------------------------------------------------------------------------------------
// The endpoints

const idParams = z.object({ id: roleIdSchema });
const unknownRole = { status: 404, message: T.roleNotFound } as const;
const noSuchRole = { 404: { description: `No role the caller may see has this id: "${T.roleNotFound}".` } } as const;

export const OPEN_ROLE_SCHEMAS = {
  list: {
    summary: 'Open roles, pinned first then newest, by search words, kind, place or remote, and topic; or the caller’s own',
    query: roleListQuerySchema,
    responses: { 200: { description: `Up to ${ROLES_PAGE} roles and the next page's cursor.`, schema: roleListSchema } },
  },
  post: {
    summary: 'Post a role, open for 30 days',
    description: 'Members whose Looking for matches it are told, as each chose (notification kind role-match).',
    body: roleInputSchema,
    responses: {
      201: { description: 'Posted.', schema: roleDoneSchema },
      400: { description: `UNKNOWN_TOPIC: a topic not in the directory's list.` },
      429: { description: `TOO_MANY_ROLES: more than ${ROLES_PER_DAY} in a day.` },
    },
  },
  role: {
    summary: 'One role: open ones for every member, any of their own for its poster, every one for organisers',
    params: idParams,
    paramRefused: unknownRole,
    responses: { 200: { description: 'The role.', schema: roleSchema }, ...noSuchRole },
  },
  renew: {
    summary: 'Its poster keeps a role open for another 30 days from now (a closed or expired one opens again)',
    params: idParams,
    paramRefused: unknownRole,
    responses: {
      200: { description: 'Renewed.', schema: roleDoneSchema },
      403: { description: `NOT_POSTER: "${T.onlyPoster}"` },
      ...noSuchRole,
      409: { description: `REMOVED: "${T.removedRole}"` },
    },
  },
  close: {
    summary: 'Its poster closes a role: members no longer see it',
    params: idParams,
    paramRefused: unknownRole,
    responses: {
      200: { description: 'Closed (or already).', schema: roleDoneSchema },
      403: { description: `NOT_POSTER: "${T.onlyPoster}"` },
      ...noSuchRole,
    },
  },
  interested: {
    summary: 'I’m interested: an introduction request to the poster carrying the role, or a message when connected',
    description:
      'Never reveals an address: the introduction is the connections’ double opt-in. One request per pair however many calls; a request open between them already carries the role without a second email.',
    params: idParams,
    paramRefused: unknownRole,
    responses: {
      200: {
        description: 'Attached to an open request, a conversation to write in, or interested already.',
        schema: interestResultSchema,
      },
      201: { description: 'A new introduction request.', schema: interestResultSchema },
      400: { description: `OWN_ROLE: "${T.ownRole}"; APPLY_BY_LINK: "${T.applyByLink}"` },
      ...noSuchRole,
      409: { description: `NOT_OPEN: "${T.notOpen}"; BLOCKED: the caller blocked the poster.` },
      429: { description: 'WEEKLY_LIMIT: the connections’ weekly limit of new requests.' },
    },
  },
  adminPin: {
    summary: 'Pin a role to the top of the list, or unpin it',
    params: idParams,
    paramRefused: unknownRole,
    body: pinRoleSchema,
    responses: { 200: { description: 'As it is now.', schema: roleDoneSchema }, ...noSuchRole },
  },
  adminEdit: {
    summary: 'Edit a member’s role (its poster is not asked; the change is in the Activity log)',
    params: idParams,
    paramRefused: unknownRole,
    body: roleInputSchema,
    responses: {
      200: { description: 'Saved.', schema: roleDoneSchema },
      400: { description: `UNKNOWN_TOPIC: a topic not in the directory's list.` },
      ...noSuchRole,
    },
  },
  adminRemove: {
    summary: 'Remove a role from members, with a reason its poster reads (notification and email)',
    params: idParams,
    paramRefused: unknownRole,
    body: removeRoleSchema,
    responses: { 200: { description: 'Removed (or already).', schema: roleDoneSchema }, ...noSuchRole },
  },
} satisfies Record<string, EndpointSchemas>;

export const OPEN_ROLE_ENDPOINTS = defineEndpoints('open-roles', OPEN_ROLE_ROUTES, OPEN_ROLE_SCHEMAS);
