// /members/:id (issue 33): one member as they let this viewer see them — headline, role, place, bio in
// paragraphs, offering and looking for, skills, links — with the events the two are both going to, the
// connections they have in common, and Connect and Message (the connections and conversations features'
// actions, passed in by app/). For an
// organiser, 'Suggest an introduction' writes to the member by email: there is no organiser introduction
// flow in the product, and the link says what it does.
import { CalendarDays, ExternalLink, Globe, HandHelping, Link2, Mail, MapPin, UserX, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PairState } from '../../../common/contracts/connections';
import { DIRECTORY_MESSAGES as M, type DirectoryMember } from '../../../common/contracts/directory';
import { paths, ROUTES } from '../../../common/routes';
import { DetailFrame } from '../../components/ui/DetailFrame';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState, ReadStates } from '../../components/ui/ListStates';
import { MemberLink } from '../../components/ui/MemberLink';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { errorMessage } from '../../lib/api';
import { formatShortDate } from '../../lib/format-date';
import { useMe } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useDirectoryMember } from './api';

export type ConnectSlot = (member: { attendeeId: string; fullName: string; firstName: string }, state: PairState) => ReactNode;

export function MemberProfilePage({
  connectAction,
  messageAction,
}: {
  connectAction?: ConnectSlot;
  messageAction?: ConnectSlot;
}) {
  const { id = '' } = useParams();
  const query = useDirectoryMember(id);
  usePageTitle(query.data?.member.fullName ?? 'Member');
  return (
    <DetailFrame back={{ to: ROUTES.members, label: 'Members' }}>
      <ReadStates
        read={query}
        loadingLabel="Loading this member..."
        failedMessage={`${M.memberLoadFailed}: ${errorMessage(query.error)}`}
        notFound={
          <EmptyState icon={UserX} title="This member is not in the directory" boxed>
            They may have left it, or the address is not quite right.
          </EmptyState>
        }
      >
        {(page) => <Profile page={page} connectAction={connectAction} messageAction={messageAction} />}
      </ReadStates>
    </DetailFrame>
  );
}

function Profile({
  page,
  connectAction,
  messageAction,
}: {
  page: DirectoryMember;
  connectAction?: ConnectSlot;
  messageAction?: ConnectSlot;
}) {
  const me = useMe();
  const { member } = page;
  const role = member.jobTitle && member.company ? `${member.jobTitle} at ${member.company}` : member.jobTitle || member.company;
  const place = [member.city, member.country].filter(Boolean).join(', ');
  const paragraphs =
    member.summary
      ?.split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean) ?? [];
  const isOrganiser = me.user?.isAdmin === true;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <Card className="p-6 sm:p-8">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <PersonAvatar name={member.firstName || member.fullName} photoUrl={member.photoUrl} size="2xl" />
            <div className="min-w-0">
              <h1 className="font-display text-4xl leading-tight text-ink [overflow-wrap:anywhere]">{member.fullName}</h1>
              {member.headline ? <p className="mt-2 text-lg text-ink [overflow-wrap:anywhere]">{member.headline}</p> : null}
              {role ? <p className="mt-1 text-stone [overflow-wrap:anywhere]">{role}</p> : null}
              {member.industry ? <p className="mt-1 text-sm text-stone">{member.industry}</p> : null}
              {place ? (
                <p className="mt-2 flex items-center gap-1.5 text-sm text-stone">
                  <MapPin className="size-4 shrink-0" aria-hidden="true" />
                  {place}
                </p>
              ) : null}
            </div>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            {page.isSelf ? (
              <Link to={ROUTES.profile} className={buttonClasses('outline', 'md')}>
                Edit your profile
              </Link>
            ) : (
              <>
                {connectAction?.(
                  { attendeeId: member.attendeeId, fullName: member.fullName, firstName: member.firstName },
                  page.connection,
                )}
                {messageAction?.(
                  { attendeeId: member.attendeeId, fullName: member.fullName, firstName: member.firstName },
                  page.connection,
                )}
              </>
            )}
            {isOrganiser && !page.isSelf && member.email ? (
              <a
                href={`mailto:${member.email}?subject=${encodeURIComponent('An introduction')}`}
                className={buttonClasses('outline', 'md')}
              >
                <Mail className="size-4" aria-hidden="true" />
                Suggest an introduction (email {member.firstName || member.fullName})
              </a>
            ) : null}
          </div>
        </Card>

        {member.offering || member.lookingFor ? (
          <Card className="grid gap-6 p-6 sm:grid-cols-2 sm:p-8">
            {member.offering ? <Section title="Offering">{member.offering}</Section> : null}
            {member.lookingFor ? <Section title="Looking for">{member.lookingFor}</Section> : null}
          </Card>
        ) : null}

        {paragraphs.length ? (
          <Card className="p-6 sm:p-8">
            <h2 className="font-display text-2xl text-ink">Bio</h2>
            <div className="mt-3 space-y-3 leading-7 text-stone">
              {paragraphs.map((text, i) => (
                <p key={i} className="[overflow-wrap:anywhere] whitespace-pre-line">
                  {text}
                </p>
              ))}
            </div>
          </Card>
        ) : null}

        {member.interests?.length ? (
          <Card className="p-6 sm:p-8">
            <h2 className="font-display text-2xl text-ink">Skills and topics</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {member.interests.map((interest) => (
                <li key={interest} className="rounded-full bg-cream-2 px-3 py-1 text-sm text-ink">
                  {interest}
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>

      <aside className="space-y-6" aria-label="What you share">
        {page.helpedMembers > 0 ? (
          <Card className="flex items-center gap-3 p-6">
            <HandHelping className="size-6 shrink-0 text-brand-deep" aria-hidden="true" />
            <p className="font-display text-xl text-ink">{M.helpedMembers(page.helpedMembers)}</p>
          </Card>
        ) : null}
        {member.websiteUrl || member.linkedinUrl || member.email ? (
          <Card className="p-6">
            <h2 className="font-display text-xl text-ink">Links</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {member.websiteUrl ? (
                <ExternalItem href={member.websiteUrl} icon={<Globe className="size-4" aria-hidden="true" />}>
                  Website
                </ExternalItem>
              ) : null}
              {member.linkedinUrl ? (
                <ExternalItem href={member.linkedinUrl} icon={<Link2 className="size-4" aria-hidden="true" />}>
                  LinkedIn
                </ExternalItem>
              ) : null}
              {member.email ? (
                <li className="flex items-center gap-2">
                  <Mail className="size-4 text-stone" aria-hidden="true" />
                  <a
                    href={`mailto:${member.email}`}
                    className="inline-flex min-h-6 items-center text-brand-deep underline underline-offset-4 [overflow-wrap:anywhere]"
                  >
                    {member.email}
                  </a>
                </li>
              ) : null}
            </ul>
          </Card>
        ) : null}
        {page.isSelf ? null : (
          <>
            <Card className="p-6">
              <h2 className="flex items-center gap-2 font-display text-xl text-ink">
                <CalendarDays className="size-5 text-brand-deep" aria-hidden="true" />
                Events you share
              </h2>
              {page.sharedEvents.total ? (
                <ul className="mt-3 space-y-2 text-sm">
                  {page.sharedEvents.items.map((event) => (
                    <li key={event.eventId}>
                      <Link
                        to={paths.eventDetail(event.eventId)}
                        className="inline-flex min-h-6 items-center text-brand-deep underline underline-offset-4"
                      >
                        {event.title}
                      </Link>
                      <span className="text-stone">, {formatShortDate(event.date)}</span>
                    </li>
                  ))}
                  {page.sharedEvents.total > page.sharedEvents.items.length ? (
                    <li className="text-stone">and {page.sharedEvents.total - page.sharedEvents.items.length} more</li>
                  ) : null}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-stone">No event you are both going to yet.</p>
              )}
            </Card>
            <Card className="p-6">
              <h2 className="flex items-center gap-2 font-display text-xl text-ink">
                <Users className="size-5 text-brand-deep" aria-hidden="true" />
                Connections in common
              </h2>
              {page.connectionsInCommon.total ? (
                <>
                  <p className="mt-3 text-sm text-stone">
                    {page.connectionsInCommon.total === 1 ? '1 connection' : `${page.connectionsInCommon.total} connections`} in
                    common
                  </p>
                  <ul className="mt-2 space-y-1 text-sm">
                    {page.connectionsInCommon.people.map((person) => (
                      <li key={person.attendeeId}>
                        <MemberLink
                          id={person.attendeeId}
                          name={person.fullName}
                          className="inline-flex min-h-6 items-center text-brand-deep underline underline-offset-4"
                        />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="mt-3 text-sm text-stone">None yet.</p>
              )}
            </Card>
          </>
        )}
      </aside>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h2 className="eyebrow text-brand-deep">{title}</h2>
      <p className="mt-2 leading-7 text-ink [overflow-wrap:anywhere] whitespace-pre-line">{children}</p>
    </div>
  );
}

function ExternalItem({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-stone">
      {icon}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-6 items-center gap-1 text-brand-deep underline underline-offset-4"
      >
        {children}
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}
