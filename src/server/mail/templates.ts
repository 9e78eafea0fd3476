// The emails the product sends. Plain text first (it is what many members read), HTML beside it.

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Brand = { shortName: string; name: string; color: string };

type Action = { label: string; url: string };

function layout(brand: Brand, heading: string, paragraphs: string[], action?: Action | Action[]) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join('');
  const actions = action === undefined ? [] : Array.isArray(action) ? action : [action];
  const button = actions
    .map(
      ({
        label,
        url,
      }) => `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:${brand.color};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this address into your browser:<br>${escapeHtml(url)}</p>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#111;background:#f6f4f0;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:13px;letter-spacing:.12em;color:${brand.color};font-weight:700">${escapeHtml(brand.shortName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}${button}
<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(brand.name)}</p></div></body></html>`;
}

export function passwordResetEmail(brand: Brand, to: string, url: string) {
  const paragraphs = [
    `Someone asked to reset the password of your ${brand.shortName} account (${to}).`,
    'The link below works once and expires in one hour. If you did not ask for this, you can ignore this email.',
  ];
  return {
    to,
    subject: `Reset your ${brand.shortName} password`,
    text: `${paragraphs.join('\n\n')}\n\nReset your password: ${url}\n`,
    html: layout(brand, 'Reset your password', paragraphs, { label: 'Reset password', url }),
  };
}

export function accessLinkEmail(brand: Brand, to: string, url: string, firstName: string | null, expiresAt: Date) {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const until = expiresAt.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const paragraphs = [
    greeting,
    `Your request to join ${brand.name} has been approved. Use the link below to set your password and create your account.`,
    `The link works once and expires on ${until} UTC.`,
  ];
  return {
    to,
    subject: `Your sign-up link for ${brand.shortName}`,
    text: `${paragraphs.join('\n\n')}\n\nCreate your account: ${url}\n`,
    html: layout(brand, `Welcome to ${brand.shortName}`, paragraphs, { label: 'Create your account', url }),
  };
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
  return {
    to,
    subject: `You already have a ${brand.shortName} account`,
    text: `${paragraphs.join('\n\n')}\n\nSign in: ${signInUrl}\n\nChoose a new password: ${resetUrl}\n`,
    html: layout(brand, `You already have a ${brand.shortName} account`, paragraphs, [
      { label: 'Sign in', url: signInUrl },
      { label: 'Choose a new password', url: resetUrl },
    ]),
  };
}

/** The team answered a member's Ask entry. The reply itself stays in the app, where reading it clears 'New'. */
export function conversationReplyEmail(brand: Brand, to: string, name: string | null, question: string | null, url: string) {
  const greeting = name?.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const paragraphs = [
    greeting,
    question
      ? `The ${brand.shortName} team has replied to your question: "${question}"`
      : `The ${brand.shortName} team has replied to your question.`,
    'Sign in to read the reply and continue the conversation.',
  ];
  return {
    to,
    subject: `You have a reply from the ${brand.shortName} team`,
    text: `${paragraphs.join('\n\n')}\n\nRead the reply: ${url}\n`,
    html: layout(brand, 'You have a reply', paragraphs, { label: 'Read the reply', url }),
  };
}
