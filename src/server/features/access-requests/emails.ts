// The access requests' emails: the approved request's sign-up link, the answer to a request made with an
// existing account's address, and the administrators' daily digest of requests still waiting (digest.ts).
// Plain text first, HTML beside it (mail/layout.ts).
import { layout, plainText, type Block, type Brand } from '../../mail/layout';
import { registeredEmail } from '../../mail/registry';

export function accessLinkEmail(brand: Brand, to: string, url: string, firstName: string | null, expiresAt: Date) {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const until = expiresAt.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const paragraphs = [
    greeting,
    `Your request to join ${brand.name} has been approved. Use the link below to set your password and create your account.`,
    `The link works once and expires on ${until} UTC.`,
  ];
  return registeredEmail('access-link', {
    to,
    subject: `Your sign-up link for ${brand.shortName}`,
    text: `${plainText(paragraphs)}\n\nCreate your account: ${url}\n`,
    html: layout(brand, `Welcome to ${brand.shortName}`, paragraphs, { label: 'Create your account', url }),
  });
}

/**
 * Someone asked for access with the email of an existing account. The request's answer is the same as
 * for anyone (it must not tell who is a member); the member learns it here instead, with the way in.
 */
export function accountExistsEmail(brand: Brand, to: string, signInUrl: string, resetUrl: string) {
  const paragraphs = [
    'Hello,',
    `Someone asked to join ${brand.name} with this email address (${to}). You already have a ${brand.shortName} account, so there is nothing to approve: you can sign in with your email and password.`,
    'Forgotten your password? The second link lets you choose a new one. It works once and expires in one hour.',
    'If you did not ask to join, you can ignore this email.',
  ];
  return registeredEmail('account-exists', {
    to,
    subject: `You already have a ${brand.shortName} account`,
    text: `${plainText(paragraphs)}\n\nSign in: ${signInUrl}\n\nChoose a new password: ${resetUrl}\n`,
    html: layout(brand, `You already have a ${brand.shortName} account`, paragraphs, [
      { label: 'Sign in', url: signInUrl },
      { label: 'Choose a new password', url: resetUrl },
    ]),
  });
}

/** An access request in the administrators' digest: who asked, and since when. */
export type WaitingAccessRequest = { firstName: string | null; lastName: string | null; email: string; createdAt: Date };

const DAY_MS = 24 * 3600_000;

/** 'Jordan Blake (jordan@example.com), waiting 3 days': the whole days since the request. */
function describeWaitingRequest(request: WaitingAccessRequest, now: Date) {
  const name = [request.firstName, request.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const days = Math.max(1, Math.floor((now.getTime() - request.createdAt.getTime()) / DAY_MS));
  return `${name ? `${name} (${request.email})` : request.email}, waiting ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The administrators' daily digest of access requests that have waited more than a day: how many, the
 * oldest of them by name (`listed`; `total` counts them all), and the way to the dashboard's requests.
 */
export function accessRequestDigestEmail(
  brand: Brand,
  to: string,
  adminName: string | null,
  waiting: { total: number; listed: WaitingAccessRequest[] },
  url: string,
  now: Date,
) {
  const { total, listed } = waiting;
  const lines = listed.map((request) => describeWaitingRequest(request, now));
  const more = total - listed.length;
  const blocks: Block[] = [
    adminName?.trim() ? `Hello ${adminName.trim()},` : 'Hello,',
    total === 1
      ? `One person asked to join ${brand.name} more than a day ago and is still waiting for an answer:`
      : `${total} people asked to join ${brand.name} more than a day ago and are still waiting for an answer, the longest waiting first:`,
    { list: lines },
    ...(more > 0 ? [`And ${more} more.`] : []),
    total === 1
      ? 'Approve it, or remove the request if you will not accept it, in the Magic Links tab of the dashboard.'
      : 'Approve them, or remove the requests you will not accept, in the Magic Links tab of the dashboard.',
    'You get this email at most once a day, while requests wait.',
  ];
  const text = plainText(blocks);
  return registeredEmail('access-request-digest', {
    to,
    subject: total === 1 ? `1 access request has waited more than a day` : `${total} access requests have waited more than a day`,
    text: `${text}\n\nReview the requests: ${url}\n`,
    html: layout(brand, total === 1 ? 'An access request is waiting' : 'Access requests are waiting', blocks, {
      label: 'Review the requests',
      url,
    }),
  });
}
