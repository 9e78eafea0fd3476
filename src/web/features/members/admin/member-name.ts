import type { MemberListItem } from '../../../../common/contracts/members';
import { fullName } from '../../../lib/names';

/** How the Members Log names a member: the full name, or the email when there is none. */
export const memberName = (member: Pick<MemberListItem, 'firstName' | 'lastName' | 'email'>) =>
  fullName(member.firstName, member.lastName) || member.email;
