// The other member as the connections pages show them: their photo (or initial), name and role.
import type { ConnectionPerson } from '../../../common/contracts/connections';
import { PersonAvatar, photoUrlOf } from '../../components/ui/PersonAvatar';

/** Role at company, else the member's headline: only what they let the viewer see arrives (decision 043). */
export const roleOf = (person: Pick<ConnectionPerson, 'jobTitle' | 'company' | 'headline'>) =>
  person.jobTitle && person.company
    ? `${person.jobTitle} at ${person.company}`
    : person.jobTitle || person.company || person.headline || 'Member';

export function Initial({ person, size = 'md' }: { person: ConnectionPerson; size?: 'md' | 'lg' }) {
  return (
    <PersonAvatar name={person.firstName || person.fullName} photoUrl={photoUrlOf(person)} size={size === 'lg' ? 'xl' : 'lg'} />
  );
}

/** Name (as the heading at `level`) and role beside their photo or initial. */
export function PersonHeader({
  person,
  level = 3,
  children,
}: {
  person: ConnectionPerson;
  level?: 2 | 3;
  children?: React.ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex min-w-0 items-start gap-4">
      <Initial person={person} />
      <div className="min-w-0">
        <Heading className="font-display text-xl leading-tight text-ink [overflow-wrap:anywhere] sm:text-2xl">
          {person.fullName}
        </Heading>
        <p className="mt-1 text-sm text-stone [overflow-wrap:anywhere]">{roleOf(person)}</p>
        {children}
      </div>
    </div>
  );
}
