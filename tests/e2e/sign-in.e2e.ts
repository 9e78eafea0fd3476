// Signing in as each kind of person, the remembered destination, and a password reset from the email.
import {
  accounts,
  checkBothWidths,
  expect,
  expectAccessible,
  expectTargetsAtLeast24px,
  outbox,
  signIn,
  test,
} from './support/fixtures';

test.describe('signing in', () => {
  test('an administrator lands on the dashboard, and Logout ends at /login', async ({ page }) => {
    const { admin } = accounts();
    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expectAccessible(page, 'admin dashboard');
    // The dashboard opens on its home, Needs attention (decision 039), first of the tabs.
    await expect(page.getByRole('tab', { name: 'Needs attention' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Spotlight', 'Sidebar URLs', 'Conversations', 'Members Log', 'Magic Links']) {
      await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
    }
    // The bar leads to their own sign-in security and the organisers' settings (decision 060).
    await page.getByRole('link', { name: 'Sign-in & security' }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByRole('heading', { name: 'For the organisers' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    await checkBothWidths(page, 'admin-security', { fits: true });
    await page.getByRole('button', { name: /logout/i }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a member lands on their dashboard; public pages then send them back to it', async ({ page }) => {
    const { member } = accounts();
    await page.goto('/login');
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page, 'member dashboard');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member page remembers where a visitor was going', async ({ page }) => {
    const { member } = accounts();
    await page.goto('/salonss');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/salonss$/);
  });

  test('a visitor clicking a sidebar item goes to /login, and after sign-in lands on that item', async ({ page }) => {
    const { member } = accounts();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: /coming soon/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /^login$/i })).toBeVisible();
    await expectAccessible(page, 'coming soon, signed out');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /past events/i })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/pastEventsPage$/);
  });

  test('a deactivated member sees the ban message', async ({ page }) => {
    const { banned } = accounts();
    await page.goto('/login');
    await signIn(page, banned.email, banned.password);
    await expect(page.getByText('Your account has been banned. Please contact support.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong password is refused plainly', async ({ page }) => {
    const { member } = accounts();
    await page.goto('/login');
    await signIn(page, member.email, 'not-the-password');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('forgot password → the email → the link → a new password → sign in with it', async ({ page }) => {
    const { resetter } = accounts();
    await page.goto('/login');
    await page.getByRole('button', { name: /forgot your password/i }).click();
    await page.getByLabel(/email/i).fill(resetter.email);
    await page.getByRole('button', { name: /send/i }).click();
    // The e2e server has no SMTP: the page says so instead of sending anyone to their inbox.
    await expect(page.getByRole('heading', { name: 'Email is not configured' })).toBeVisible();
    await expect(page.getByText(/check your email/i)).toHaveCount(0);

    let link: string | undefined;
    await expect
      .poll(() => {
        link = outbox()
          .findLast((m) => m.to.includes(resetter.email))
          ?.links.find((l) => l.includes('/reset-password'));
        return link;
      })
      .toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    // Checked as it opened: the spec's message, and the first field ready to type in.
    await expect(page.getByText('Reset link verified! Please enter your new password.')).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toBeFocused();
    await expectAccessible(page, 'reset password');
    const update = page.getByRole('button', { name: 'Update Password' });
    await expect(update).toBeDisabled();
    await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm New Password').fill('a-brand-new-password');
    await update.click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Password updated successfully! Please log in with your new password.')).toBeVisible();
    await signIn(page, resetter.email, 'a-brand-new-password');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a bad reset link says so as soon as it opens, before any password is typed', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Reset Link Invalid' })).toBeVisible();
    await expect(page.getByText('Invalid or expired reset link. Please request a new password reset.')).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'reset link invalid');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page, 'reset link invalid at 375 px');
    // 'Request a new link' opens the forgot-password form.
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });

  test('a visitor opening an admin page signs in and lands back on it', async ({ page }) => {
    const { admin } = accounts();
    await page.goto('/admin/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Members Only' })).toBeVisible();
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  });

  test('a deactivated member is shown where to contact support', async ({ page }) => {
    const { banned } = accounts();
    await page.goto('/login');
    await signIn(page, banned.email, banned.password);
    const banner = page.getByRole('alert').filter({ hasText: 'Your account has been banned. Please contact support.' });
    await expect(banner).toBeVisible();
    // The e2e server's CONTACT_EMAIL.
    await expect(banner.getByRole('link', { name: /contact support/i })).toHaveAttribute('href', 'mailto:hello@e2e.example.com');
    await expectAccessible(page, 'ban message with contact link');
  });

  test('an empty access request marks every field, says the spec message and focuses the first', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Request Access Link' }).click();
    const form = page.getByRole('form', { name: 'Request an access link' });
    await form.getByRole('button', { name: 'Request Access Link' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');
    for (const label of ['Email', 'First Name', 'Last Name']) {
      await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel(label)).toHaveAccessibleDescription('Please fill in all fields');
    }
    await expect(form.getByLabel('Email')).toBeFocused();
    // Filling one clears its mark; a malformed email is the next thing to fix, and focus goes there.
    await form.getByLabel('First Name').fill('Jo');
    await form.getByLabel('Last Name').fill('Bloggs');
    await form.getByLabel('Email').fill('not-an-email');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expectAccessible(page, 'request access, refused');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page, 'request access, refused at 375 px');
  });

  test('every link and button on the sign-in page is at least 24 px at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Members Only' })).toBeVisible();
    await expectTargetsAtLeast24px(page, '/login');
    await page.getByRole('button', { name: /forgot your password/i }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectTargetsAtLeast24px(page, 'forgot password');
  });
});
