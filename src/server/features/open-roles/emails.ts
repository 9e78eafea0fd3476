// The open roles' emails (issue 39, decision 069): a new role matching a member's Looking for ('role-match'),
// and an organiser's removal of a member's role with the reason ('role-removed'). Both are news of their
// kind: sent while that kind's email is on, with its unsubscribe.
import { OPEN_ROLES_TEXTS as T, ROLE_KIND_LABELS, type RoleFields } from '../../../common/contracts/open-roles';
import { collapseToOneLine } from '../../../common/contracts/text';
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

/** 'Lisbon', 'Remote', 'Lisbon or remote'. */
export const whereOf = (role: Pick<RoleFields, 'place' | 'remote'>) =>
  role.remote ? (role.place ? `${role.place} or remote` : 'Remote') : role.place;

export function roleMatchEmail(
  brand: Brand,
  to: string,
  message: {
    firstName: string;
    role: Pick<RoleFields, 'title' | 'company' | 'kind' | 'place' | 'remote' | 'description'>;
    url: string;
  },
) {
  const { role } = message;
  const title = T.matchTitle(role.title, role.company);
  const paragraphs: Block[] = [
    `Hello ${message.firstName},`,
    `A member of ${brand.shortName} posted a role that meets what your profile says you are looking for.`,
    { list: [`${role.title} at ${role.company}`, `${ROLE_KIND_LABELS[role.kind]} · ${whereOf(role)}`] },
    { label: 'About the role', quote: role.description.slice(0, 600) },
    'If it interests you, say so on the role’s page: its poster is asked for an introduction, and your address is shared only if they accept.',
  ];
  return registeredEmail('role-match', {
    to,
    subject: collapseToOneLine(title),
    text: `${plainText(paragraphs)}\n\nOpen the role: ${message.url}\n`,
    html: layout(brand, title, paragraphs, { label: 'Open the role', url: message.url }),
  });
}

export function roleRemovedEmail(
  brand: Brand,
  to: string,
  message: { firstName: string; title: string; reason: string; url: string },
) {
  const heading = T.removedTitle(message.title);
  const paragraphs: Block[] = [
    `Hello ${message.firstName},`,
    `The organisers of ${brand.shortName} removed your role “${message.title}” from Open Roles. Members no longer see it.`,
    { label: 'Their reason', quote: message.reason },
    'If you think this is a mistake, write to the organisers.',
  ];
  return registeredEmail('role-removed', {
    to,
    subject: collapseToOneLine(heading),
    text: `${plainText(paragraphs)}\n\nYour roles: ${message.url}\n`,
    html: layout(brand, heading, paragraphs, { label: 'Your roles', url: message.url }),
  });
}
