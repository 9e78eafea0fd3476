// Issue 33 in the browser, the member's half and the organisers' curation: a new member fills their
// headline, city and offering, picks a skill from the organisers' list, shows their city only to their
// connections, saves, reloads and finds it all kept. An administrator then sees the offering's words on the
// Health tab and renames the topic, which renames it in the member's list. Axe at 1280 and 375 px.
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { TOPIC_ROUTES } from '../../src/common/contracts/topics-routes';
import {
  accounts,
  apiAs,
  checkBothWidths,
  expect,
  openDashboardSection,
  shareSession,
  signIn,
  signUpMember,
  test,
} from './support/fixtures';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('the directory’s profile fields', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member fills headline, city and offering, shows the city to connections only, saves and finds it kept; an organiser renames their topic', async ({
    page,
    browser,
  }) => {
    const admin = await apiAs('admin');
    const topicName = `Fundraising ${tag}`;
    const topic = await admin.post(endpointUrl(TOPIC_ROUTES.adminCreate), { data: { name: topicName } });
    expect(topic.status(), await topic.text()).toBe(201);
    await admin.dispose();
    // A member made for this journey, so the shared accounts stay as they are.
    const { api } = await signUpMember({
      email: `profile.${tag}@e2e.example.com`,
      password: 'fields-pass-123',
      firstName: 'Rosa',
      lastName: `Fields${tag}`,
    });
    await shareSession(page.context(), api);
    await api.dispose();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Your Profile' });
    await form.getByLabel('Headline', { exact: true }).fill('Helps food brands into supermarkets');
    await form.getByLabel('City', { exact: true }).fill('Lisbon');
    await form.getByLabel('Offering', { exact: true }).fill(`Retail buyer introductions and packaging ${tag}`);
    await form.getByRole('combobox', { name: 'Who sees this: City and country' }).selectOption({ label: 'My connections' });
    const organisers = form.getByRole('group', { name: 'From the organisers’ list' });
    await organisers
      .getByRole('searchbox', { name: 'Search the organisers’ topics' })
      .or(organisers.getByRole('button', { name: topicName }))
      .first()
      .waitFor();
    if (await organisers.getByRole('searchbox').isVisible()) await organisers.getByRole('searchbox').fill(tag);
    await organisers.getByRole('button', { name: topicName }).click();
    await expect(organisers.getByRole('button', { name: topicName })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('list', { name: 'Your skills and topics' })).toContainText(topicName);
    await checkBothWidths(page, 'h33-profile-filled');

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible();

    await page.reload();
    const kept = page.getByRole('form', { name: 'Your Profile' });
    await expect(kept.getByLabel('Headline', { exact: true })).toHaveValue('Helps food brands into supermarkets');
    await expect(kept.getByLabel('City', { exact: true })).toHaveValue('Lisbon');
    await expect(kept.getByLabel('Offering', { exact: true })).toHaveValue(`Retail buyer introductions and packaging ${tag}`);
    await expect(kept.getByRole('combobox', { name: 'Who sees this: City and country' })).toHaveValue('connections');
    await expect(kept.getByRole('combobox', { name: 'Who sees this: Headline' })).toHaveValue('members');
    await expect(kept.getByRole('switch', { name: 'Show me in the members’ directory' })).toHaveAttribute('aria-checked', 'true');
    await expect(kept.getByRole('list', { name: 'Your skills and topics' })).toContainText(topicName);
    await checkBothWidths(page, 'h33-profile-saved');

    // The organiser: the offering's word is counted on the Health tab, and renaming the topic renames it for the member.
    const { admin: organiser } = accounts();
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.goto('/login');
    await signIn(adminPage, organiser.email, organiser.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await openDashboardSection(adminPage, 'Health');
    const offers = adminPage.getByRole('table', { name: /most common words and phrases/ });
    await expect(offers.getByRole('rowheader', { name: tag, exact: true })).toBeVisible();
    const topics = adminPage.getByRole('list', { name: 'Skills and topics, by name' });
    await adminPage.getByRole('searchbox', { name: 'Search topics' }).fill(tag);
    await expect(topics.getByRole('listitem').filter({ hasText: topicName })).toContainText('1 member');
    await checkBothWidths(adminPage, 'h33-health-topics');
    await topics.getByRole('button', { name: `Rename ${topicName}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Rename ${topicName}` });
    await dialog.getByLabel('Name', { exact: true }).fill(`Raising money ${tag}`);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog).toBeHidden();
    await adminPage.getByRole('searchbox', { name: 'Search topics' }).fill(tag);
    await expect(topics.getByRole('listitem').filter({ hasText: `Raising money ${tag}` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('list', { name: 'Your skills and topics' })).toContainText(`Raising money ${tag}`);
  });
});
