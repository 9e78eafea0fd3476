import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPost } from '../../../../common/contracts/posts';
import { allowConsole } from '../../../../../tests/support/fail-on-console';
import { refusal, renderPage, type Routes } from '../../../../../tests/support/render';
import { NewsletterEditor } from './NewsletterEditor';

const POST: AdminPost = {
  id: '5b0e0c1e-0000-4000-8000-000000000001',
  slug: 'june-issue',
  title: 'June issue',
  description: null,
  imageUrl: null,
  tags: ['Salons'],
  content: 'First paragraph.',
  publishedAt: '2031-06-01T10:00:00.000Z',
  status: 'published',
  createdAt: '2031-06-01T10:00:00.000Z',
  updatedAt: '2031-06-01T10:00:00.000Z',
  email: null,
};
const written = (post: AdminPost) => ({ body: { success: true, message: 'Newsletter published successfully!', post } });

/** A new newsletter's editor asks how many members its email would reach. */
const RECIPIENTS: Routes = { 'GET /api/admin/newsletter-recipients': { body: { count: 1234 } } };

function openEditor(post: AdminPost | null, routes: Routes = {}) {
  const onSaved = vi.fn();
  const page = renderPage(<NewsletterEditor post={post} onSaved={onSaved} />, {
    routes: post ? routes : { ...RECIPIENTS, ...routes },
  });
  return { page, onSaved, form: screen.getByRole('form', { name: 'Newsletter Admin Panel' }) };
}

describe('the newsletter editor', () => {
  it('refuses a blank title and content under their fields, says it failed, and focuses the title', async () => {
    const { page, form } = openEditor(null);
    await page.user.type(within(form).getByLabelText('Content'), '   ');
    await page.user.click(within(form).getByRole('button', { name: 'Publish Newsletter' }));

    const title = within(form).getByLabelText(/Newsletter Title/);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Please enter a newsletter title'));
    expect(within(form).getByLabelText('Content')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the content'),
    );
    expect(within(form).getByText('Failed to publish newsletter')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before publishing, then sends the fields trimmed with their tags', async () => {
    const { page, form, onSaved } = openEditor(null, {
      'POST /api/admin/posts': ({ body }) => ({ status: 201, ...written({ ...POST, ...body, status: 'published' }) }),
    });
    await page.user.type(within(form).getByLabelText(/Newsletter Title/), '  July issue ');
    await page.user.type(within(form).getByLabelText('Content'), 'Salon notes.\nMore.');
    await page.user.type(within(form).getByLabelText('Tags'), 'Franchise{Enter}');
    await page.user.click(within(form).getByRole('button', { name: 'Publish Newsletter' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Publish to every member?' });
    expect(dialog).toHaveTextContent('“July issue” will appear in Newsletters');
    expect(page.callsTo('POST /api/admin/posts')).toHaveLength(0);
    await page.user.click(within(dialog).getByRole('button', { name: 'Publish Newsletter' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(page.callsTo('POST /api/admin/posts')[0].body).toEqual({
      title: 'July issue',
      description: null,
      content: 'Salon notes.\nMore.',
      imageUrl: null,
      tags: ['Franchise'],
      allowDuplicateTitle: false,
      emailMembers: false,
    });
  });

  it('offers to email it to members, with how many will receive it, and says so before publishing', async () => {
    const { page, form, onSaved } = openEditor(null, {
      'POST /api/admin/posts': ({ body }) => ({ status: 201, ...written({ ...POST, ...body, status: 'published' }) }),
    });
    const option = within(form).getByRole('checkbox', { name: /Also email it to members/ });
    expect(option).not.toBeChecked();
    await waitFor(() => expect(option).toHaveAccessibleName(expect.stringContaining('1,234 members will receive it')));
    await page.user.type(within(form).getByLabelText(/Newsletter Title/), 'August issue');
    await page.user.type(within(form).getByLabelText('Content'), 'Notes.');
    await page.user.click(option);
    await page.user.click(within(form).getByRole('button', { name: 'Publish Newsletter' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Publish to every member?' });
    expect(dialog).toHaveTextContent('It will also be emailed to 1,234 members');
    await page.user.click(within(dialog).getByRole('button', { name: 'Publish Newsletter' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(page.callsTo('POST /api/admin/posts')[0].body).toMatchObject({ title: 'August issue', emailMembers: true });
  });

  it('offers no email when editing a newsletter already published', () => {
    const { form } = openEditor(POST);
    expect(within(form).queryByRole('checkbox', { name: /Also email it to members/ })).not.toBeInTheDocument();
  });

  it('points out a title already in use, and saves anyway only when asked', async () => {
    let attempts = 0;
    const { page, form, onSaved } = openEditor(POST, {
      [`PUT /api/admin/posts/${POST.id}`]: ({ body }) =>
        ++attempts === 1
          ? refusal(409, 'A newsletter titled “May issue” already exists.', { code: 'DUPLICATE_TITLE' })
          : written({ ...POST, title: body.title }),
    });
    const title = within(form).getByLabelText(/Newsletter Title/);
    await page.user.clear(title);
    await page.user.type(title, 'May issue');
    await page.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Save with a title already in use?' });
    expect(dialog).toHaveTextContent('A newsletter titled “May issue” already exists.');
    expect(onSaved).not.toHaveBeenCalled();
    await page.user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const sent = page.callsTo(`PUT /api/admin/posts/${POST.id}`).map((call) => call.body.allowDuplicateTitle);
    expect(sent).toEqual([false, true]);
  });

  it('puts the server’s refusal of the cover image under it, from the Preview too', async () => {
    const message = 'Enter an https address or a path on this site starting with /';
    allowConsole(/\[newsletters\] save failed/);
    const { page, form } = openEditor(POST, {
      [`PUT /api/admin/posts/${POST.id}`]: refusal(400, message, { code: 'INVALID_INPUT', fields: { imageUrl: message } }),
    });
    await page.user.type(within(form).getByLabelText('or paste an image address'), 'https://images.example.com/a.png');
    await page.user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(within(form).getByRole('article', { name: 'Preview' })).toHaveTextContent('June issue');
    await page.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const cover = within(form).getByLabelText('or paste an image address');
    await waitFor(() => expect(cover).toHaveFocus());
    expect(cover).toHaveAccessibleDescription(message);
    expect(within(form).getByText('Failed to save newsletter')).toBeVisible();
  });
});
