// The link to a member's profile: named by the member's name, leading to their profile.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/routes';
import { renderPage } from '../../../../tests/support/render';
import { MemberLink } from './MemberLink';

describe('MemberLink', () => {
  it('names the member and leads to their profile', async () => {
    const page = renderPage(<MemberLink id="a-1" name="Ana Lima" className="underline" />);
    const link = screen.getByRole('link', { name: 'Ana Lima' });
    expect(link).toHaveAttribute('href', paths.memberProfile('a-1'));
    await page.user.click(link);
    expect(page.location()).toBe(paths.memberProfile('a-1'));
  });
});
