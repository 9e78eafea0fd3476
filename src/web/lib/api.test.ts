import { describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES } from '../../common/messages';
import { ACCESS_REQUEST_TOASTS } from '../../common/contracts/access-requests';
import { CONTENT_TOASTS } from '../../common/contracts/content';
import { BAN_MESSAGES, MEMBER_TOASTS } from '../../common/contracts/members';
import { ApiError, errorMessage, toApiError } from './api';

describe('errorMessage', () => {
  it("shows the server's explanation of a refusal (4xx)", () => {
    expect(
      errorMessage(
        toApiError(404, { error: { code: 'NOT_FOUND', message: 'Request not found' } }),
        ACCESS_REQUEST_TOASTS.approveFailed,
      ),
    ).toBe('Request not found');
    expect(
      errorMessage(toApiError(400, { error: { code: 'NOT_BANNED', message: BAN_MESSAGES.notBanned } }), BAN_MESSAGES.banFailed),
    ).toBe(BAN_MESSAGES.notBanned);
    // Better Auth's shape, and a 429 with its wait.
    expect(
      errorMessage(toApiError(429, { code: 'TOO_MANY', message: 'Too many attempts. Please try again in 2 minutes.' }), 'x'),
    ).toBe('Too many attempts. Please try again in 2 minutes.');
  });

  it("shows the spec's text for a server failure, whatever the server said", () => {
    const crashed = toApiError(500, {
      error: { code: 'SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(errorMessage(crashed, BAN_MESSAGES.banFailed)).toBe('Failed to ban user');
    expect(errorMessage(toApiError(503, undefined), MEMBER_TOASTS.loadUsersFailed)).toBe('Failed to load users');
    expect(errorMessage(toApiError(502, '<html>Bad gateway</html>'), CONTENT_TOASTS.updateSidebarFailed)).toBe(
      'Failed to update sidebar URLs',
    );
  });

  it("shows the spec's text when the network failed or the answer was not ours", () => {
    expect(errorMessage(new ApiError(0, 'NETWORK_ERROR', GENERAL_MESSAGES.unavailable), 'Failed to send response')).toBe(
      'Failed to send response',
    );
    expect(errorMessage(new ApiError(200, 'NOT_JSON', GENERAL_MESSAGES.serverError), 'Failed to send response')).toBe(
      'Failed to send response',
    );
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'id')"), 'Failed to send response')).toBe(
      'Failed to send response',
    );
    expect(errorMessage('a string', 'Failed to send response')).toBe('Failed to send response');
  });

  it('falls back to a plain message when the caller has no text of its own', () => {
    expect(errorMessage(toApiError(500, undefined))).toBe(GENERAL_MESSAGES.serverError);
  });
});
