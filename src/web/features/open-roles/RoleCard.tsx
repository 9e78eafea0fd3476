// One open role as a card (issue 39, decision 069): its kind, where it is, its company and title, the
// description (plain text; only https addresses become links, opening in a new tab with no referrer), its
// topics and its poster; then what the caller may do. Another member: 'I'm interested' (an introduction
// request carrying the role, or their conversation when connected) or 'Apply' at the role's https link.
// Its poster: who is interested, Renew and Close. An organiser: Pin, Edit and Remove (with the reason the
// poster reads). A report action comes from the page that composes it (app/open-roles.tsx).
import { ExternalLink, HandHeart, MapPin, Pencil, Pin, PinOff, RefreshCw, Trash2, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ROLE_KIND_LABELS,
  ROLE_REMOVE_REASON_MAX_LENGTH,
  removeRoleSchema,
  type OpenRole,
} from '../../../common/contracts/open-roles';
import { paths } from '../../../common/routes';
import { ReasonDialog } from '../../components/form';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { MutationButton } from '../../components/ui/MutationButton';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { MessageText } from '../../components/ui/MessageText';
import { Modal } from '../../components/ui/Modal';
import { errorMessage } from '../../lib/api';
import { formatShortDate } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useMe } from '../../lib/session';
import { useCloseRole, useEditRole, usePinRole, useRemoveRole, useRenewRole, useSayInterested } from './api';
import { inputOf, RoleForm } from './RoleForm';

/** 'Lisbon', 'Remote', 'Lisbon or remote'. */
export const whereOf = (role: Pick<OpenRole, 'place' | 'remote'>) =>
  role.remote ? (role.place ? `${role.place} or remote` : 'Remote') : role.place;

const STATE_LABELS: Record<Exclude<OpenRole['state'], 'open'>, string> = {
  closed: 'Closed',
  expired: 'Expired',
  removed: 'Removed by the organisers',
};

type RoleCardProps = {
  role: OpenRole;
  /** The list shows the start of the description and links the title to the role's page; the page shows all. */
  full?: boolean;
  /** A report action for another member's role (the message-reports feature), from app/. */
  report?: ReactNode;
};

export function RoleCard({ role, full = false, report }: RoleCardProps) {
  const organiser = useMe().kind === 'admin';
  const headingId = `role-${role.id}-title`;
  // On its own page the role's title is the page's heading; in the list each is under the list's.
  const Heading = full ? 'h1' : 'h3';
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{ROLE_KIND_LABELS[role.kind]}</Badge>
        {role.pinned ? (
          <Badge tone="bold" icon={Pin}>
            Pinned
          </Badge>
        ) : null}
        {role.state !== 'open' ? (
          <Badge tone={role.state === 'removed' ? 'danger' : 'neutral'}>{STATE_LABELS[role.state]}</Badge>
        ) : null}
        {role.interested && !role.mine ? <Badge tone="success">You are interested</Badge> : null}
      </div>
      <Heading id={headingId} className="mt-3 font-display text-2xl leading-tight text-ink [overflow-wrap:anywhere] sm:text-3xl">
        {full ? (
          role.title
        ) : (
          <Link
            to={paths.openRole(role.id)}
            className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--focus-ring)]"
          >
            {role.title}
          </Link>
        )}
      </Heading>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone">
        <span className="font-semibold text-ink [overflow-wrap:anywhere]">{role.company}</span>
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-3.5" aria-hidden="true" />
          {whereOf(role)}
        </span>
      </p>
      <MessageText
        text={role.description}
        httpsOnly
        className={cn(
          'mt-4 text-[0.95rem] leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink/90',
          !full && 'line-clamp-4',
        )}
      />
      {role.topics.length ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
          {role.topics.map((topic) => (
            <li key={topic} className="rounded-full bg-cream-2 px-3 py-1 text-xs font-medium text-ink">
              {topic}
            </li>
          ))}
        </ul>
      ) : null}
      {role.removedReason ? (
        <p className="mt-4 rounded-xl border border-danger/25 bg-danger-soft px-4 py-3 text-sm text-danger">
          <span className="font-semibold">The organisers’ reason: </span>
          {role.removedReason}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-4 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone">
          {role.mine ? 'You posted this' : `Posted by ${role.poster.name}`} ·{' '}
          {role.state === 'open'
            ? `open until ${formatShortDate(role.expiresAt)}`
            : role.state === 'expired'
              ? `ended ${formatShortDate(role.expiresAt)}`
              : `posted ${formatShortDate(role.createdAt)}`}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {role.mine ? <PosterActions role={role} /> : <MemberActions role={role} />}
          {organiser ? null : report}
        </div>
      </div>
      {role.mine || organiser ? <Interests role={role} /> : null}
      {organiser ? <OrganiserActions role={role} /> : null}
    </Card>
  );
}

/** 'I'm interested', or Apply at the role's link. */
function MemberActions({ role }: { role: OpenRole }) {
  const interested = useSayInterested();
  const navigate = useNavigate();
  if (role.state !== 'open') return null;
  if (role.apply === 'link' && role.applyUrl)
    return (
      <a href={role.applyUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('dark', 'sm')}>
        Apply
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  return (
    <Button
      variant={role.interested ? 'outline' : 'dark'}
      size="sm"
      busy={interested.isPending}
      busyLabel="Asking..."
      aria-label={`I’m interested in ${role.title}`}
      onClick={() =>
        interested.mutate(role.id, {
          onSuccess: (result) => {
            if (result.outcome === 'message' && result.conversationId) {
              notify.message(result.message);
              void navigate(paths.conversation(result.conversationId), { state: { draft: result.draft } });
            } else notify.success(result.message);
          },
          onError: (error) => notify.error(errorMessage(error)),
        })
      }
    >
      <HandHeart className="size-4" aria-hidden="true" />
      I’m interested
    </Button>
  );
}

/** Renew (another 30 days, or open again) and Close. */
function PosterActions({ role }: { role: OpenRole }) {
  const renew = useRenewRole();
  const close = useCloseRole();
  if (role.state === 'removed') return null;
  return (
    <>
      <MutationButton
        mutation={renew}
        input={role.id}
        variant="outline"
        size="sm"
        busyLabel="Renewing..."
        aria-label={`Renew ${role.title}`}
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {role.state === 'open' ? 'Renew' : 'Open again'}
      </MutationButton>
      {role.state === 'open' ? (
        <MutationButton
          mutation={close}
          input={role.id}
          variant="danger-ghost"
          size="sm"
          busyLabel="Closing..."
          aria-label={`Close ${role.title}`}
        >
          <XCircle className="size-4" aria-hidden="true" />
          Close
        </MutationButton>
      ) : null}
    </>
  );
}

/** Who said they are interested: their poster (and the organisers) see names, never addresses. */
function Interests({ role }: { role: OpenRole }) {
  if (role.interests.length === 0)
    return role.mine && role.state === 'open' ? (
      <p className="mt-4 text-sm text-stone">
        No one has said they are interested yet. Members whose Looking for matches were told.
      </p>
    ) : null;
  return (
    <div className="mt-4 rounded-xl bg-cream-2/60 px-4 py-3">
      <p className="text-sm font-semibold text-ink">
        {role.interests.length === 1 ? '1 member is interested' : `${role.interests.length} members are interested`}
      </p>
      <ul className="mt-2 space-y-1.5 text-sm">
        {role.interests.map((interest) => (
          <li key={interest.member.id} className="flex flex-wrap items-center gap-x-2">
            <span className="font-medium text-ink">{interest.member.name}</span>
            {role.mine && interest.requestId ? (
              <Link
                to={paths.connectionRequest(interest.requestId)}
                className="inline-flex min-h-6 items-center text-brand-deep underline decoration-brand/50 underline-offset-4 hover:decoration-current"
              >
                See the introduction request
              </Link>
            ) : (
              <span className="text-stone">{interest.requestId ? 'asked for an introduction' : 'wrote to you'}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Pin, Edit and Remove, for organisers. */
function OrganiserActions({ role }: { role: OpenRole }) {
  const pin = usePinRole();
  const edit = useEditRole();
  const remove = useRemoveRole();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (role.state === 'removed') return null;
  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-2 border-t border-dashed border-line pt-4"
      aria-label="Organiser actions"
      role="group"
    >
      <span className="eyebrow mr-1 text-stone">Organisers</span>
      <MutationButton
        mutation={pin}
        input={{ id: role.id, pinned: !role.pinned }}
        variant="ghost"
        size="sm"
        busyLabel="Saving..."
      >
        {role.pinned ? <PinOff className="size-4" aria-hidden="true" /> : <Pin className="size-4" aria-hidden="true" />}
        {role.pinned ? 'Unpin' : 'Pin'}
      </MutationButton>
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit
      </Button>
      <Button variant="danger-ghost" size="sm" onClick={() => setRemoving(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Remove
      </Button>
      <Modal
        open={editing}
        onClose={() => setEditing(false)}
        title="Edit the role"
        description="Its poster is not asked; the change is in the Activity log."
      >
        <RoleForm
          initial={inputOf(role)}
          submitLabel="Save"
          busyLabel="Saving..."
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const result = await edit.mutateAsync({ id: role.id, body });
            notify.success(result.message);
            setEditing(false);
          }}
        />
      </Modal>
      <ReasonDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title="Remove this role"
        description={`Members no longer see “${role.title}”. ${role.poster.name} is told your reason.`}
        schema={removeRoleSchema}
        field={{ label: 'Reason', maxLength: ROLE_REMOVE_REASON_MAX_LENGTH, placeholder: 'It is not a real role.' }}
        submit={{ label: 'Remove', busyLabel: 'Removing...', icon: Trash2, variant: 'danger' }}
        onSubmit={async (body) => {
          const result = await remove.mutateAsync({ id: role.id, body });
          notify.success(result.message);
          setRemoving(false);
        }}
      />
    </div>
  );
}
