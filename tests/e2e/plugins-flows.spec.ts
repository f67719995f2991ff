import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { latestNote, openComposer } from './support/compose';
import { EXTERNAL_RESOURCES, resourceHash } from '../../devserver/static/externalResources';

/** Installing through the UI, actions and interruptors, a runaway plugin, uninstall. */

const SHOUTER_019 = `/// @ 0.19.0
### {
  name: "Shouter"
  version: "1.0.0"
  author: "tester"
  description: "Says a note out loud"
  permissions: ["read:account"]
}

Plugin:register_note_action("Shout it", @(note) {
  let me = Mk:api("i", {})
  Mk:toast(\`{me.username} shouts: {note.text}\`)
})
`;

const REWRITER_1 = `/// @ 1.0.0
### {
  name: "Rewriter"
  version: "2.0.0"
  author: "tester"
}

Plugin:register:note_view_interruptor(@(note) {
  if (note.text == null) return note
  note.text = \`[rewritten] {note.text}\`
  note
})

Plugin:register_post_form_action("Sign it", @(form, update) {
  update("text", \`{form.text} -- signed\`)
})

Plugin:register_note_post_interruptor(@(note) {
  note.text = \`{note.text} #kite\`
  note.visibility = "specified"
  note
})
`;

const LOOPER = `/// @ 1.0.0
### {
  name: "Looper"
  version: "1.0.0"
  author: "tester"
}

Plugin:register_note_action("Loop forever", @(note) {
  loop {}
})
`;

async function devPost(page: Page, username: string, text: string): Promise<string> {
  const res = await page.request.post('/__dev/post', { data: { username, text } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
}

async function install(page: Page, code: string, approve: boolean) {
  await page.goto('/settings/plugin/install');
  await page.getByLabel('Plugin code').fill(code);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  if (approve) {
    const dialog = page.getByRole('dialog').filter({ hasText: 'asks for these permissions' });
    await expect(dialog).toContainText('read:account');
    await dialog.getByRole('button', { name: 'OK' }).click();
  }
  // Installing validates in the plugin worker and starts the plugin there; the first install of a
  // page starts that worker cold (SES lockdown, the AiScript line's chunk), which under a loaded
  // CPU took longer than the default 7 s. An install that fails stays here with an alert.
  await expect(page).toHaveURL(/\/settings\/plugin$/, { timeout: 30_000 });
}

/**
 * Clicks a plugin's item in the note's menu. After a page load the worker starts cold and the
 * plugin registers its actions a moment later; a menu opened before that is drawn without the
 * item, so the menu is opened again until the item is there (it fails if it never comes).
 */
async function clickNoteAction(page: Page, note: Locator, name: string): Promise<void> {
  await expect(async () => {
    if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
    await note.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('menuitem', { name }).click();
}

const card = (page: Page, name: string) => page.locator(`section[data-plugin="${name}"]`);

async function pluginToken(page: Page, name: string): Promise<string | null> {
  return page.evaluate((n) => {
    // The stored preference profile: each key holds [scope, value, flags] records.
    const stored = JSON.parse(localStorage.getItem('kite:preferences') ?? '{}') as {
      preferences?: Record<string, [unknown, unknown, unknown][]>;
    };
    const list = (stored.preferences?.['plugins.installed']?.[0]?.[1] ?? []) as { name: string; token: string | null }[];
    return list.find((p) => p.name === n)?.token ?? null;
  }, name);
}

test('install a 0.19 and a 1.x plugin; actions and interruptors change what the person sees and posts; uninstall revokes the token', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await devPost(page, 'carol', `plugin target ${Date.now()}`);
  await signIn(page, 'alice');

  // Validation errors of spec 2 §8 are shown and nothing is installed.
  await page.goto('/settings/plugin/install');
  await page.getByLabel('Plugin code').fill('<: "no annotation"');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No language version annotation found');
  await page.getByLabel('Plugin code').fill('/// @ 1.0.0\n<: 1');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Meta block not found');

  await install(page, SHOUTER_019, true);
  await expect(card(page, 'Shouter')).toContainText('AiScript 0.x');
  await expect(card(page, 'Shouter')).toContainText('Running');
  await install(page, REWRITER_1, false);
  await expect(card(page, 'Rewriter')).toContainText('AiScript 1.x');

  // Same name again: rejected.
  await page.goto('/settings/plugin/install');
  await page.getByLabel('Plugin code').fill(REWRITER_1);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Plugin already installed');

  const token = await pluginToken(page, 'Shouter');
  expect(token).toBeTruthy();

  // The note-view interruptor rewrites the displayed text; the note action runs with the plugin's token.
  await page.goto(`/notes/${id}`);
  const main = page.locator('article.kite-note-detailed');
  await expect(main).toContainText('[rewritten] plugin target');
  await clickNoteAction(page, main, 'Shout it');
  await expect(page.getByText(/alice shouts: plugin target/)).toBeVisible();

  // The post-form action changes the text in the form.
  const dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill('hello');
  await dialog.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Sign it' }).click();
  await expect(dialog.getByLabel('Note text')).toHaveValue('hello -- signed');
  // The note-post interruptor rewrites the text posted; it may not change the visibility.
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await latestNote(request, 'alice'))?.text).toBe('hello -- signed #kite');
  expect((await latestNote(request, 'alice')).visibility).toBe('public');

  // Uninstall revokes the plugin's token.
  expect((await page.request.post('/api/i', { data: { i: token } })).status()).toBe(200);
  await page.goto('/settings/plugin');
  await card(page, 'Shouter').getByRole('button', { name: 'Uninstall' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Uninstall Shouter?' }).getByRole('button', { name: 'OK' }).click();
  await expect(card(page, 'Shouter')).toHaveCount(0);
  await expect.poll(async () => (await page.request.post('/api/i', { data: { i: token } })).status()).toBe(401);
});

test('a plugin stuck in an endless loop is stopped and reported; the page stays responsive', async ({ page }) => {
  test.setTimeout(60_000);
  const id = await devPost(page, 'carol', `loop target ${Date.now()}`);
  await signIn(page, 'alice');
  await install(page, LOOPER, false);
  await page.goto(`/notes/${id}`);
  const main = page.locator('article.kite-note-detailed');
  // The page's own clock: a 50 ms timer records the longest gap between its ticks. Measured in
  // the page, not by a Playwright round trip (which a loaded CPU slows by itself — the old
  // "evaluate answers within 1 s" check failed that way).
  await page.evaluate(() => {
    const w = window as Window & { __kiteLag?: { last: number; worst: number } };
    w.__kiteLag = { last: performance.now(), worst: 0 };
    setInterval(() => {
      const lag = w.__kiteLag!;
      const now = performance.now();
      lag.worst = Math.max(lag.worst, now - lag.last);
      lag.last = now;
    }, 50);
  });
  await clickNoteAction(page, main, 'Loop forever');
  // Its CPU budget stops it inside the worker (1.5 s of work), before the page's watchdog would.
  await expect(page.getByText('Plugin Looper was stopped: it kept the processor busy for too long')).toBeVisible({ timeout: 20_000 });
  // The page's thread was never blocked while the worker spun: a page that waited on the plugin
  // would show a gap of 1.5 s or more; a frozen one would never get here.
  const worst = await page.evaluate(() => (window as Window & { __kiteLag?: { worst: number } }).__kiteLag?.worst ?? Infinity);
  expect(worst).toBeLessThan(2500);
  // The menu still works afterwards (the worker was restarted without the runaway plugin).
  await main.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Loop forever' })).toHaveCount(0);
});

test('install from a link (old /install-extentions spelling too): the server checks the hash, the code is shown, the same checks apply', async ({
  page,
}) => {
  await signIn(page, 'alice');
  const data = EXTERNAL_RESOURCES['plugin-hello.json'].data;
  const url = encodeURIComponent(`${new URL(page.url()).origin}/__fixtures/plugin-hello.json`);
  await page.goto(`/install-extensions?url=${url}&hash=wrong`);
  await expect(page.getByRole('alert')).toContainText('Could not load the plugin');
  await page.goto(`/install-extentions?url=${url}&hash=${resourceHash(data)}`);
  await expect(page).toHaveURL(/\/install-extensions\?/);
  await expect(page.getByLabel('Plugin code')).toHaveValue(data);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/plugin$/);
  await expect(card(page, 'Hello from a link')).toContainText('Running');
});
