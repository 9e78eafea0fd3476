// A member's name as a link to their profile: a conversation's heading, a profile's connections in common.
// Its look is the caller's (className), as the heading and the list differ.
import { Link } from 'react-router';
import { paths } from '../../../common/routes';

export function MemberLink({ id, name, className }: { id: string; name: string; className?: string }) {
  return (
    <Link to={paths.memberProfile(id)} className={className}>
      {name}
    </Link>
  );
}
