// Report a message, end to end (issue 35, items 5 and 6; decision 055): Ana and Ben are connected and Ben has
// written to her. Ana reports one of his messages from its menu in the conversation; the organiser opens the
// Reports tab and sees that message, highlighted, with the messages before it and nothing after it; they
// decide 'Warn', and Ana's notifications tell her the outcome. Ana's report on Ben's anonymous open question
// waits in the same queue (decision 058), and the Health tab shows its open questions card. The conversation with the report dialog and
// the Reports tab pass axe at 1280 and 375 px, and are screenshotted when E2E_SHOTS_DIR is set.
import { randomBytes } from 'node:crypto';
import { CONNECTION_ROUTES } from '../../src/common/contracts/connections-routes';
import { CONVERSATION_ROUTES } from '../../src/common/contracts/conversations-routes';
import { endpointUrl } from '../../src/common/contracts/endpoint';
import { MESSAGE_REPORT_ROUTES } from '../../src/common/contracts/message-reports-routes';
import { OPEN_QUESTION_ROUTES } from '../../src/common/contracts/open-questions-routes';
import { paths, ROUTES } from '../../src/common/routes';
import { accounts, checkBothWidths, expect, openDashboardSection, signIn, signUpMember, test } from './support/fixtures';

const tag = randomBytes(3).toString('hex');
type Person = { email: string; password: string; firstName: string; lastName: string };
const person = (firstName: string): Person => ({
  email: `${firstName.toLowerCase()}.reports.${tag}@e2e.example.com`,
  password: `pass-${tag}-${firstName}`,
  firstName,
  lastName: `Reports ${tag}`,
});
const ana = person('Ana');
const ben = person('Ben');
const LINES = [
  'Hello Ana, good to meet you.',
  'Shall we talk franchising?',
  `You will regret this ${tag}.`,
  `Later line ${tag}.`,
];

let conversationId = '';

test.describe('reporting a message', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    const anaApi = await signUpMember(ana);
    const benApi = await signUpMember(ben);
    const asked = await anaApi.api.post(endpointUrl(CONNECTION_ROUTES.connect), { data: { toAttendeeId: benApi.attendeeId } });
    expect(asked.status(), await asked.text()).toBe(201);
    const { state } = (await asked.json()) as { state: { requestId: string } };
    expect((await benApi.api.post(endpointUrl(CONNECTION_ROUTES.accept, { id: state.requestId }))).ok()).toBe(true);
    const opened = await benApi.api.post(endpointUrl(CONVERSATION_ROUTES.open), { data: { memberId: anaApi.attendeeId } });
    expect(opened.ok(), await opened.text()).toBe(true);
    conversationId = ((await opened.json()) as { id: string }).id;
    for (const body of LINES) {
      const sent = await benApi.api.post(endpointUrl(CONVERSATION_ROUTES.send, { id: conversationId }), { data: { body } });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    // An anonymous open question of Ben's, reported by Ana: the same queue (decision 058).
    const question = await benApi.api.post(endpointUrl(OPEN_QUESTION_ROUTES.ask), {
      data: { body: `Who sells followers cheaply ${tag}?`, anonymous: true },
    });
    expect(question.status(), await question.text()).toBe(201);
    const questionId = ((await question.json()) as { id: string }).id;
    const reported = await anaApi.api.post(endpointUrl(MESSAGE_REPORT_ROUTES.reportQuestion, { id: questionId }), {
      data: { reason: 'Spam.' },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    await anaApi.api.dispose();
    await benApi.api.dispose();
  });

  test('Ana reports Ben’s message; the organiser sees only it and the messages before it, warns; Ana is told', async ({
    browser,
  }) => {
    const anaPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await anaPage.goto('/login');
    await signIn(anaPage, ana.email, ana.password);
    await expect(anaPage).not.toHaveURL(/\/login/);
    await anaPage.goto(paths.conversation(conversationId));
    await expect(anaPage.getByText(LINES[2])).toBeVisible();
    await anaPage
      .getByRole('button', { name: new RegExp(`^Options for Ben’s message`) })
      .nth(2)
      .click();
    await anaPage.getByRole('menuitem', { name: 'Report message' }).click();
    const dialog = anaPage.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByLabel('What is wrong with it?').fill('A threat, out of nowhere.');
    await checkBothWidths(anaPage, 'report-dialog', { shotPrefix: 'h35-' });
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(anaPage.getByText('Thank you. The organisers will look at this message')).toBeVisible();

    const adminPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await adminPage.goto('/login');
    await signIn(adminPage, accounts().admin.email, accounts().admin.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard/);
    await openDashboardSection(adminPage, 'Reports');
    const report = adminPage.getByRole('article', { name: `Ana ${ana.lastName} reported Ben ${ben.lastName}` });
    await expect(report).toBeVisible();
    // The reported message and those before it; nothing after it.
    for (const line of LINES.slice(0, 3)) await expect(report.getByText(line)).toBeVisible();
    await expect(adminPage.getByText(LINES[3])).toHaveCount(0);
    const questionReport = adminPage.getByRole('article', {
      name: `Ana ${ana.lastName} reported a question by Ben ${ben.lastName}`,
    });
    await expect(questionReport.getByText(`Who sells followers cheaply ${tag}?`)).toBeVisible();
    await expect(questionReport.getByText('Asked anonymously')).toBeVisible();
    await expect(questionReport.getByRole('button', { name: 'Hide' })).toBeVisible();
    await checkBothWidths(adminPage, 'reports-tab', { shotPrefix: 'h35-' });
    await report.getByLabel(/Note/).fill('Please keep it civil.');
    await report.getByRole('button', { name: 'Warn' }).click();
    await expect(report.getByText('Sender warned').first()).toBeVisible();

    await openDashboardSection(adminPage, 'Health');
    await expect(adminPage.getByRole('heading', { name: 'Open questions' })).toBeVisible();
    await checkBothWidths(adminPage, 'health-tab', { shotPrefix: 'h36-' });

    await anaPage.goto(ROUTES.notifications);
    await expect(anaPage.getByText('The organisers reviewed your report')).toBeVisible();
    await anaPage.context().close();
    await adminPage.context().close();
  });
});
