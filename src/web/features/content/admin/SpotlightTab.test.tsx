import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpotlightAdminItem } from '../../../../common/contracts/content';
import { pending, refusal, renderPage, type Rendered, type Routes } from '../../../../../tests/support/render';
import { SpotlightTab } from './SpotlightTab';

const ITEM: SpotlightAdminItem = {
  id: '7d1c1f1e-0000-4000-8000-000000000001',
  title: 'Summer Salon',
  imageUrl: '/uploads/spotlight-carousel/1-a.png',
  linkUrl: null,
  isActive: true,
  displayOrder: 1,
  createdAt: '2031-01-01T10:00:00.000Z',
  updatedAt: '2031-01-01T10:00:00.000Z',
};

const openTab = (routes: Routes = {}) =>
  renderPage(<SpotlightTab />, { routes: { 'GET /api/admin/spotlight': { body: { items: [ITEM] } }, ...routes } });

const spotlightForm = () => screen.getByRole('form', { name: 'Add an item' });

/** Puts text into a field as a paste does: one input event, so the tests stay quick on a busy machine. */
async function fill(page: Rendered, field: HTMLElement, text: string) {
  await page.user.click(field);
  await page.user.paste(text);
}

describe('the spotlight form', () => {
  it('refuses a missing title and image under their fields, focuses the title, and sends nothing', async () => {
    const page = openTab();
    await screen.findByText('Summer Salon');
    await page.user.click(within(spotlightForm()).getByRole('button', { name: 'Save' }));

    const title = within(spotlightForm()).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(within(spotlightForm()).getByLabelText('Image address')).toHaveAccessibleDescription('An image is required');
    expect(page.callsTo('POST /api/admin/spotlight')).toHaveLength(0);

    // Typing clears the title's error; the image's stays until the next submit.
    await page.user.type(title, 'A');
    expect(title).toHaveAccessibleDescription("Also read aloud as the image's description.");
  });

  it('adds an item with what was typed, trimmed, and says so', async () => {
    const page = openTab({
      'POST /api/admin/spotlight': ({ body }) => ({
        status: 201,
        body: { message: 'Spotlight item added', item: { ...ITEM, id: 'new', title: body.title, imageUrl: body.imageUrl } },
      }),
    });
    await screen.findByText('Summer Salon');
    const form = spotlightForm();
    await fill(page, within(form).getByLabelText('Title'), '  Autumn Salon ');
    await fill(page, within(form).getByLabelText('Image address'), 'https://images.example.com/a.png');
    await page.user.click(within(form).getByRole('radio', { name: 'Inactive' }));
    await page.user.type(within(form).getByLabelText('Display order'), '3');
    await page.user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Spotlight item added')).toBeInTheDocument();
    expect(page.callsTo('POST /api/admin/spotlight')[0].body).toEqual({
      title: 'Autumn Salon',
      imageUrl: 'https://images.example.com/a.png',
      linkUrl: null,
      isActive: false,
      displayOrder: 3,
    });
    // The form is empty again for the next item.
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue(''));
  });

  it('puts the server’s refusal of the link under the link, and focuses it', async () => {
    const message = 'Enter a full http(s) address or a path on this site starting with /';
    const page = openTab({
      'POST /api/admin/spotlight': refusal(400, message, { code: 'INVALID_INPUT', fields: { linkUrl: message } }),
    });
    await screen.findByText('Summer Salon');
    const form = spotlightForm();
    await fill(page, within(form).getByLabelText('Title'), 'Salon');
    await fill(page, within(form).getByLabelText('Image address'), '/uploads/spotlight-carousel/a.png');
    await fill(page, within(form).getByLabelText('Link (optional)'), '/contact');
    await page.user.click(within(form).getByRole('button', { name: 'Save' }));

    const link = within(form).getByLabelText('Link (optional)');
    await waitFor(() => expect(link).toHaveFocus());
    expect(link).toHaveAccessibleDescription(message);
    expect(await screen.findByText('Error saving spotlight item!')).toBeInTheDocument();
  });

  it('edits an item: its fields fill the form, and Save sends them to the item', async () => {
    const page = openTab({
      'PUT /api/admin/spotlight/7d1c1f1e-0000-4000-8000-000000000001': ({ body }) => ({
        body: { message: 'Spotlight item updated', item: { ...ITEM, title: body.title } },
      }),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Edit Summer Salon' }));
    const form = screen.getByRole('form', { name: 'Edit item' });
    const title = within(form).getByLabelText('Title');
    expect(title).toHaveValue('Summer Salon');
    expect(title).toHaveFocus();
    await page.user.clear(title);
    await fill(page, title, 'Winter Salon');
    await page.user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Spotlight item updated')).toBeInTheDocument();
    expect(page.callsTo('PUT /api/admin/spotlight/7d1c1f1e-0000-4000-8000-000000000001')[0].body).toMatchObject({
      title: 'Winter Salon',
      imageUrl: ITEM.imageUrl,
      isActive: true,
      displayOrder: 1,
    });
  });

  it('is busy while saving', async () => {
    const page = openTab({ 'POST /api/admin/spotlight': pending });
    await screen.findByText('Summer Salon');
    const form = spotlightForm();
    await fill(page, within(form).getByLabelText('Title'), 'Salon');
    await fill(page, within(form).getByLabelText('Image address'), 'https://images.example.com/a.png');
    await page.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
