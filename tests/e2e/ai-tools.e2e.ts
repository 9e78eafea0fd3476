// AI Tools, end to end (issue 39 item 2, decision 071): Ana suggests a tool from /aiTools; the organiser
// approves it on the dashboard's AI Tools tab; Ben, Ana's connection, finds it by its topic, sees that Ana
// uses it and how many members do, and says he uses it too: the count goes up. The page (empty of the new tool
// and with it), the suggest dialog and the dashboard tab pass axe at 1280 and 375 px, and are screenshotted
// when E2E_SHOTS_DIR is set.
import { randomBytes } from 'node:crypto';
import { AI_TOOL_ROUTES } from '../../src/common/contracts/ai-tools-routes';
import { CONNECTION_ROUTES } from '../../src/common/contracts/connections-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { TOPIC_ROUTES } from '../../src/common/contracts/topics-routes';
import { ROUTES } from '../../src/common/routes';
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
import type { APIRequestContext } from '@playwright/test';

const tag = randomBytes(3).toString('hex');
const person = (firstName: string) => ({
  email: `${firstName.toLowerCase()}.tools.${tag}@e2e.example.com`,
  password: `pass-${tag}-${firstName}`,
  firstName,
  lastName: `Tools ${tag}`,
});
const ana = person('Ana');
const ben = person('Ben');
const TOPIC = `Prompting ${tag}`;
const TOOL = `Draftwise ${tag}`;

let anaApi: APIRequestContext;
let benApi: APIRequestContext;

test.describe('AI Tools', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    const admin = await apiAs('admin');
    const topic = await admin.post(endpointUrl(TOPIC_ROUTES.adminCreate), { data: { name: TOPIC } });
    expect(topic.status(), await topic.text()).toBe(201);
    await admin.dispose();
    const anaSignedUp = await signUpMember(ana);
    const benSignedUp = await signUpMember(ben);
    anaApi = anaSignedUp.api;
    benApi = benSignedUp.api;
    const asked = await anaApi.post(endpointUrl(CONNECTION_ROUTES.connect), { data: { toAttendeeId: benSignedUp.attendeeId } });
    expect(asked.status(), await asked.text()).toBe(201);
    const { state } = (await asked.json()) as { state: { requestId: string } };
    expect((await benApi.post(endpointUrl(CONNECTION_ROUTES.accept, { id: state.requestId }))).ok()).toBe(true);
  });
  test.afterAll(async () => {
    await anaApi?.dispose();
    await benApi?.dispose();
  });

  test('Ana suggests a tool, the organiser approves it, Ben finds it by topic and marks it used', async ({ browser }) => {
    // Ana, at phone width: the page, then the dialog.
    const anaContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await shareSession(anaContext, anaApi);
    const anaPage = await anaContext.newPage();
    await anaPage.goto(ROUTES.aiTools);
    await expect(anaPage.getByRole('heading', { name: 'The tools members use' })).toBeVisible();
    await checkBothWidths(anaPage, 'ai-tools', { shotPrefix: 'h39-', fits: true });
    await anaPage.setViewportSize({ width: 375, height: 812 });
    await anaPage.getByRole('button', { name: 'Suggest a tool' }).click();
    const dialog = anaPage.getByRole('dialog', { name: 'Suggest a tool' });
    await dialog.getByLabel('Name').fill(TOOL);
    await dialog.getByLabel('Address').fill('http://draftwise.example.com');
    await dialog.getByLabel('What it is for').fill('First drafts of franchise disclosure summaries.\nSaves me hours a week.');
    await dialog.getByRole('button', { name: TOPIC }).click();
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    // http:// is refused by the same rule the server holds; the field says so and keeps focus.
    await expect(dialog.getByText('Enter a full https:// address, like https://example.com')).toBeVisible();
    await expect(dialog.getByLabel('Address')).toBeFocused();
    await dialog.getByLabel('Address').fill('https://draftwise.example.com');
    await checkBothWidths(anaPage, 'ai-tools-suggest', { shotPrefix: 'h39-' });
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(dialog).toBeHidden();
    await expect(anaPage.getByText('Thank you. The organisers will look at your suggestion')).toBeVisible();

    // The organiser approves it.
    const adminPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await adminPage.goto('/login');
    await signIn(adminPage, accounts().admin.email, accounts().admin.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard/);
    await openDashboardSection(adminPage, 'AI Tools');
    await expect(adminPage.getByText(TOOL)).toBeVisible();
    await checkBothWidths(adminPage, 'ai-tools-tab', { shotPrefix: 'h39-' });
    await adminPage.getByRole('button', { name: `Approve ${TOOL}` }).click();
    await expect(adminPage.getByText('Approved: it is in the library')).toBeVisible();

    // Ana uses it (her mark is what Ben will see by name).
    const listed = await anaApi.get(endpointUrl(AI_TOOL_ROUTES.list, {}, { search: TOOL }));
    const { items } = (await listed.json()) as { items: Array<{ id: string }> };
    expect(items).toHaveLength(1);
    expect((await anaApi.put(endpointUrl(AI_TOOL_ROUTES.use, { id: items[0].id }), { data: { using: true } })).ok()).toBe(true);

    // Ben, at desktop width: finds it by its topic, with the keyboard.
    const benContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await shareSession(benContext, benApi);
    const benPage = await benContext.newPage();
    await benPage.goto(ROUTES.aiTools);
    await expect(benPage.getByRole('heading', { name: 'The tools members use' })).toBeVisible();
    await benPage.getByRole('combobox', { name: 'Topic' }).focus();
    await benPage.keyboard.press('Enter');
    await benPage.getByRole('option', { name: TOPIC }).click();
    await expect(benPage).toHaveURL(new RegExp(`topic=${encodeURIComponent(TOPIC).replace(/%20/g, '(\\+|%20)')}`));
    const card = benPage.getByRole('listitem').filter({ has: benPage.getByRole('heading', { name: TOOL }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Used by 1 member')).toBeVisible();
    await expect(card.getByText(`Your connection Ana ${ana.lastName} uses it`)).toBeVisible();
    const link = card.getByRole('link', { name: new RegExp(TOOL) });
    await expect(link).toHaveAttribute('href', 'https://draftwise.example.com');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const use = card.getByRole('button', { name: /I use it/ });
    await use.focus();
    await benPage.keyboard.press('Enter');
    await expect(use).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('Used by 2 members')).toBeVisible();
    await checkBothWidths(benPage, 'ai-tools-filtered', { shotPrefix: 'h39-', fits: true });

    // Ana is told of the approval.
    await anaPage.goto(ROUTES.notifications);
    await expect(anaPage.getByText(`${TOOL} is in AI Tools`)).toBeVisible();

    await anaContext.close();
    await benContext.close();
    await adminPage.context().close();
  });
});
