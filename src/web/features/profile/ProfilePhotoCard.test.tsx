import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberPhotoUrl } from '../../../common/contracts/member-fields';
import { PHOTO_ROUTES } from '../../../common/contracts/photos-routes';
import { MEMBER, refusal, renderPage, routeKey } from '../../../../tests/support/render';
import { ProfilePhotoCard } from './ProfilePhotoCard';

const SAVED_URL = memberPhotoUrl('a-1', 'photos/a-1/abc', 256);
const OWN = routeKey(PHOTO_ROUTES.own);
const UPLOAD = routeKey(PHOTO_ROUTES.upload);
const REMOVE = routeKey(PHOTO_ROUTES.remove);

/** The browser reads the chosen file as a 1200×800 photo (happy-dom decodes no images). */
class LoadingImage {
  naturalWidth = 1200;
  naturalHeight = 800;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    setTimeout(() => (value.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
  }
}

beforeEach(() => {
  vi.stubGlobal('Image', LoadingImage);
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:photo-${(file as File).name}-${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const openCard = (routes = {}) =>
  renderPage(<ProfilePhotoCard />, {
    at: '/profile',
    me: MEMBER,
    routes: { [OWN]: { body: { photoUrl: null } }, ...routes },
  });

const photoFile = (name = 'me.jpg', type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [file] } });

const square = () => screen.getByRole('group', { name: 'Photo square' });
const cropNow = () => square().getAttribute('data-crop');

describe('the photo card', () => {
  it('shows the initial until there is a photo', async () => {
    openCard();
    expect(await screen.findByRole('img', { name: 'No photo yet: your initial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('places the square with the keyboard, saves it, and shows the saved photo', async () => {
    const page = openCard({ [UPLOAD]: { body: { photoUrl: SAVED_URL, message: 'Your photo has been saved.' } } });
    await screen.findByRole('button', { name: 'Choose a photo' });
    chooseFile(photoFile());

    // Focus moves to the square, centred on the whole short side.
    await waitFor(() => expect(square()).toHaveFocus());
    expect(cropNow()).toBe('200,0,800');
    await page.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cropNow()).toBe('120,0,800');
    await page.user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(cropNow()).toBe('0,0,800'); // kept inside the photo
    await page.user.keyboard('++');
    expect(cropNow()).toBe('134,134,533'); // zoomed in about the square's centre
    await page.user.keyboard('{ArrowDown}{ArrowRight}');
    expect(cropNow()).toBe('160,160,533');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('1.5');

    await page.user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', SAVED_URL);
    const [sent] = page.callsTo(UPLOAD);
    expect(sent.body).toMatchObject({ left: '160', top: '160', size: '533' });
    expect(sent.body.file).toBeInstanceOf(File);
    expect(await screen.findByText('Your photo has been saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change photo' })).toHaveFocus());
  });

  it('refuses a file of another type or too large before sending it, in the server’s words', async () => {
    const page = openCard();
    await screen.findByRole('button', { name: 'Choose a photo' });
    chooseFile(photoFile('logo.svg', 'image/svg+xml'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or AVIF photos can be uploaded.');
    chooseFile(photoFile('huge.jpg', 'image/jpeg', 11 * 1024 * 1024));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Photos can be at most 10 MB.'));
    chooseFile(photoFile('broken.jpg'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This photo could not be read.'));
    expect(page.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('says what the server refused and keeps the square to try again', async () => {
    const page = openCard({
      [UPLOAD]: refusal(415, 'This photo could not be read. Choose another JPEG, PNG, WebP or AVIF file.'),
    });
    await screen.findByRole('button', { name: 'Choose a photo' });
    chooseFile(photoFile());
    await page.user.click(await screen.findByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo could not be read.');
    expect(screen.getByRole('group', { name: 'Photo square' })).toBeInTheDocument();
  });

  it('removes the photo after asking', async () => {
    const page = openCard({
      [OWN]: { body: { photoUrl: SAVED_URL } },
      [REMOVE]: { body: { photoUrl: null, message: 'Your photo has been removed.' } },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await page.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByRole('img', { name: 'No photo yet: your initial' })).toBeInTheDocument();
    expect(page.callsTo(REMOVE)).toHaveLength(1);
  });
});
