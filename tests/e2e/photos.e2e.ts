// A member sets their photo (issue 33): chooses a file, places the square with the keyboard, saves it, and
// sees it on their profile; the photo's address answers the WebP privately cached.
import sharp from 'sharp';
import { checkBothWidths, expect, shareSession, signUpMember, test } from './support/fixtures';

const unique = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@e2e.example.com`;

/** A landscape photo from a phone: warm on the left, blue on the right, with its GPS position in EXIF. */
async function phonePhoto() {
  const right = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2f5d8a' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c9822f' } })
    .composite([{ input: right, left: 600, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

test.describe('a member’s photo', () => {
  test.describe.configure({ timeout: 180_000 });

  test('choose a photo → place the square with the keyboard → save → see it on the profile', async ({ page }) => {
    const { api } = await signUpMember({
      email: unique('photo'),
      password: 'photo-password',
      firstName: 'Priya',
      lastName: 'Natarajan',
    });
    await shareSession(page.context(), api);
    await api.dispose();

    await page.goto('/profile');
    const card = page.locator('[aria-labelledby="profile-photo-heading"]');
    await expect(card.getByRole('img', { name: 'No photo yet: your initial' })).toBeVisible();
    await checkBothWidths(page, 'profile photo empty', { shotPrefix: 'photos-' });

    await page
      .getByLabel('Photo file')
      .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    const square = page.getByRole('group', { name: 'Photo square' });
    await expect(square).toBeFocused();
    await expect(square).toHaveAttribute('data-crop', '200,0,800');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(square).toHaveAttribute('data-crop', '400,0,800');
    await checkBothWidths(page, 'profile photo square', { shotPrefix: 'photos-' });

    await page.getByRole('button', { name: 'Save photo' }).click();
    const photo = card.getByRole('img', { name: 'Your photo' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/api\/members\/[0-9a-f-]{36}\/photo\/256\?v=[0-9a-f]{32}$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeFocused();
    await checkBothWidths(page, 'profile with photo', { shotPrefix: 'photos-' });

    // The square kept the right side: blue.
    const answer = await page.request.get((await photo.getAttribute('src'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/webp');
    expect(answer.headers()['cache-control']).toBe('private, max-age=31536000');
    const { dominant } = await sharp(await answer.body()).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
    expect((await sharp(await answer.body()).metadata()).exif).toBeUndefined();

    // Still there after a reload, and in the account menu's avatar too.
    await page.reload();
    await expect(card.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for / }).locator('img')).toHaveAttribute(
      'src',
      /\/photo\/256\?v=/,
    );
  });
});
