import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * Issue 14: the sounds page and its service (a setting changes what plays, observed through
 * the service's `kite:sound` announcements), and custom CSS (applied only after a confirm,
 * kept across reloads, off in safe mode, never parsed as HTML).
 */
let n = 0;
async function freshAccount(request: APIRequestContext): Promise<string> {
  const username = `cli${Date.now().toString(36)}${n++}`;
  expect((await request.post('/api/signup', { data: { username, password: 'password' } })).ok()).toBe(true);
  return username;
}

const signInAs = (page: Page, username: string, path: string) => signIn(page, username, path);

/** A 50 ms silent WAV: the devserver has no copy of Misskey's sound files, so the test serves them. */
function wav(): Buffer {
  const samples = 400;
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(16000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples * 2, 40);
  return b;
}

async function recordSounds(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { kiteSounds: unknown[] };
    w.kiteSounds = [];
    window.addEventListener('kite:sound', (e) => w.kiteSounds.push((e as CustomEvent).detail));
  });
}
const sounds = (page: Page) =>
  page.evaluate(() => (window as unknown as { kiteSounds: { event: string; url: string; volume: number }[] }).kiteSounds);

test('sounds: the chosen sound and volumes are what the service plays, for the page and for a live notification', async ({ page }) => {
  const requested: string[] = [];
  await page.route('**/client-assets/sounds/**', (route) => {
    requested.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'audio/wav', body: wav() });
  });
  const username = await freshAccount(page.request);
  await signInAs(page, username, '/settings/sounds');
  await recordSounds(page);
  const notification = page.locator('[data-sound-event="notification"]');
  await notification.getByLabel('Sound').selectOption('syuilo/pope1');
  await notification.getByRole('button', { name: 'Play: Notification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Last played' })).toContainText('/client-assets/sounds/syuilo/pope1.mp3 at 50%');
  expect(requested).toContain('/client-assets/sounds/syuilo/pope1.mp3');

  // Master volume and the event's volume multiply.
  await page.getByLabel('Master volume').fill('0.8');
  await notification.getByLabel('Volume').fill('0.5');
  await notification.getByRole('button', { name: 'Play: Notification' }).click();
  await expect.poll(async () => (await sounds(page)).at(-1)?.volume).toBeCloseTo(0.4);
  // Muted: nothing plays.
  await page.getByRole('checkbox', { name: 'Mute all sounds' }).check();
  const before = (await sounds(page)).length;
  await notification.getByRole('button', { name: 'Play: Notification' }).click();
  await page.waitForTimeout(300);
  expect((await sounds(page)).length).toBe(before);
  await page.getByRole('checkbox', { name: 'Mute all sounds' }).uncheck();

  // The setting is kept, and a live notification (realtime mode) plays it.
  await page.getByRole('button', { name: 'Realtime mode' }).click();
  await page.waitForLoadState('load');
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await recordSounds(page);
  // A notification sent before the main channel is joined is not live (its toast and sound are not replayed).
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect
    .poll(async () => (await sounds(page)).map((s) => `${s.event} ${new URL(s.url).pathname}`))
    .toContain('notification /client-assets/sounds/syuilo/pope1.mp3');
  await page.goto('/settings/sounds');
  await expect(page.locator('[data-sound-event="notification"]').getByLabel('Sound')).toHaveValue('syuilo/pope1');
});

test('custom CSS applies only after the confirm, stays after a reload, is text in one style element, and is off in safe mode', async ({
  page,
}) => {
  const username = await freshAccount(page.request);
  await signInAs(page, username, '/settings/custom-css');
  const heading = page.getByRole('heading', { name: 'Custom CSS', level: 1 });
  const css = '.kite-settings-page h1 { color: rgb(1, 2, 3) !important; } /* </style><img src=x id=injected> */';
  await page.getByLabel('CSS', { exact: true }).fill(css);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(heading).not.toHaveCSS('color', 'rgb(1, 2, 3)');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(heading).toHaveCSS('color', 'rgb(1, 2, 3)');
  expect(await page.evaluate(() => document.getElementById('kite-custom-css')?.tagName)).toBe('STYLE');
  await expect(page.locator('#injected')).toHaveCount(0);

  await page.reload();
  await expect(heading).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(page.getByLabel('CSS', { exact: true })).toHaveValue(css);

  await page.goto('/settings/custom-css?safemode=true');
  await expect(page.getByText('Safe mode is on: custom CSS is not applied.')).toBeVisible();
  await expect(heading).not.toHaveCSS('color', 'rgb(1, 2, 3)');
});
