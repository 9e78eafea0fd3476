import { describe, expect, it } from 'vitest';
import { CONTENT_TOASTS } from './contracts/content';
import * as messages from './messages';
import { tooManyRequestsFor, waitInWords } from './messages';

describe('the wait a 429 names', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [59.2, '1 minute'],
    [60, '1 minute'],
    [100, '2 minutes'],
    [900, '15 minutes'],
    [3599, '1 hour'],
    [3600, '1 hour'],
    [7200, '2 hours'],
  ])('%s seconds is %s, never less than the real wait', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it('says it in a sentence, and a wait under a second is still one second', () => {
    expect(tooManyRequestsFor(100)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyRequestsFor(0)).toBe('Too many attempts. Please try again in 1 second.');
  });
});

// Spec section 8, word for word, wherever a text now lives: the shared texts in messages.ts, each
// feature's in its contract (src/common/contracts/<feature>.ts). The texts section 8 quotes are copied
// here under its headings (the two it shortens, 'Your account setup is incomplete...' and 'Account not
// found...', in full from 4.2); each must be one of the catalogue's texts exactly. Not here: the message
// for a missing banned_users table (our migrations always make it) and the auth service's own errors
// ('Auth session missing!'), which Better Auth words itself.
const SPEC_SECTION_8: Record<string, string[]> = {
  Login: [
    'Your account has been banned. Please contact support.',
    "Your account setup is incomplete. Please use the 'Request Access Link' button to complete your registration.",
    "Account not found. Please use the 'Request Access Link' button below to request approval from an administrator.",
    'An error occurred during login. Please try again.',
    'Login error occurred',
  ],
  'Request access': [
    'Failed to submit request. Please try again later.',
    'Magic link request submitted successfully. An administrator will review your request.',
  ],
  'Magic-link sign-up': [
    'Failed to verify magic link. Please try again later.',
    'An account with this email already exists but with a different password. Please try logging in with your existing credentials or contact support.',
    'An account with this email already exists. Please try logging in instead.',
    'Failed to update user profile. Please try again.',
    'Failed to create user profile. Please try again.',
    'Failed to create user account',
    'Failed to create account. Please try again.',
    'Account created successfully! You can now log in.',
  ],
  'Password reset': [
    'Invalid or expired reset link. Please request a new password reset.',
    'Unable to verify reset link. Please try again.',
    'Invalid reset link. Please request a new password reset.',
    'Failed to verify reset link. Please try again later.',
    'Failed to update password',
    'Failed to update password. Please try again.',
    'Reset link verified! Please enter your new password.',
    'Password updated successfully!',
    'Password updated successfully! Please log in with your new password.',
  ],
  'Authentication kit texts': [
    'Check your email for the magic link',
    'Check your email for the confirmation link',
    'Check your email for the password reset link',
    'Your password has been updated',
  ],
  'Magic-link administration messages': [
    'Failed to create magic link request. Please try again.',
    'Not authenticated',
    'Request not found or already processed',
    'Failed to approve request',
    'Magic link request approved successfully',
    'Invalid or expired magic link',
    'Magic link has expired',
    'Failed to process magic link',
    'Magic link verified successfully',
    'User with this email already has an active account',
    'An active magic link already exists for this email',
    'Failed to create magic link. Please try again.',
    'Magic link created successfully',
    'Request not found',
    'Failed to regenerate magic link',
    'Magic link regenerated successfully',
  ],
  'Ban messages': [
    'User was already banned',
    'User has been banned successfully',
    'Failed to ban user',
    'User is not currently banned',
    'User has been unbanned successfully',
    'Failed to unban user',
  ],
  'Member archive messages': [
    'Member archived successfully',
    'Member unarchived successfully',
    'Failed to archive member: {reason}',
  ],
  'Onboarding and profile': [
    'Please enter both first and last name',
    'User not found. Please log in again.',
    'Failed to save your information. Please try again.',
    'Profile updated successfully!',
    'Failed to update profile. Please try again.',
    'Failed to load profile data. Please try again.',
    'Your profile has been updated successfully.',
  ],
  Newsletter: ['Newsletter published successfully!', 'Failed to publish newsletter'],
  'Admin toasts': [
    'Failed to load sidebar URLs: {message}',
    'Failed to load pending conversations',
    'Failed to load answered conversations',
    'Failed to load archived conversations',
    'Failed to archive conversation',
    'Failed to send response',
    'Failed to load spotlight items',
    'Error uploading image!',
    'Error uploading file!',
    'Error saving spotlight item!',
    'Error deleting spotlight item!',
    'Failed to load users',
    'No conversations to export',
    'No members to export',
    'Failed to export conversations to CSV',
    'Failed to export members list to CSV',
    'Failed to unban user',
    'Failed to archive user',
    'Failed to unarchive user',
    'Error logging out',
    'Failed to update sidebar URLs',
    'Failed to load magic link requests',
    'Failed to approve request',
    'Failed to create magic link',
    'Failed to regenerate magic link',
    'Failed to delete magic link request',
    'Record not found',
    'Failed to copy link',
  ],
  'Start-up': ['Configuration Error', 'Startup Error'],
};

/** A text with a value in it, as the spec writes it: the value's name in braces. */
const PLACEHOLDER = /\{\w+\}/g;
const SLOT = '\u0000';

/** Every text of the catalogue: each message group's strings, and its functions with a value slot in them. */
function catalogueTexts(): Set<string> {
  const modules = [
    messages,
    ...Object.values(import.meta.glob<Record<string, unknown>>(['./contracts/*.ts', '!./contracts/*.test.ts'], { eager: true })),
  ];
  const texts = new Set<string>();
  for (const module of modules) {
    for (const [name, group] of Object.entries(module)) {
      if (!/_(MESSAGES|TOASTS|OUTCOMES)$/.test(name) || typeof group !== 'object' || group === null) continue;
      for (const value of Object.values(group)) {
        if (typeof value === 'string') texts.add(value);
        if (typeof value !== 'function') continue;
        try {
          texts.add(String(value(SLOT)));
        } catch {
          // A text made from a list (the FAQ's flagged names): none of the spec's is.
        }
      }
    }
  }
  return texts;
}

describe('spec section 8, word for word', () => {
  const texts = catalogueTexts();

  it.each(Object.entries(SPEC_SECTION_8))('%s: every text the spec quotes is in the catalogue', (_heading, quoted) => {
    const missing = quoted.filter((text) => !texts.has(text.replace(PLACEHOLDER, SLOT)));
    expect(missing).toEqual([]);
  });

  it("names the spec's default when a toast has no message to show", () => {
    expect(CONTENT_TOASTS.loadSidebarFailed()).toBe('Failed to load sidebar URLs: Unknown error');
  });
});
