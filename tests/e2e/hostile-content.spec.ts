import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * Hostile values outside note cards (issue 43): a profile, a chat, announcements and a channel
 * carry scaled, positioned and nested MFM, giant values and every script-scheme spelling. On each
 * page: nothing draws outside its container (elementFromPoint sampling), no task holds the main
 * thread over 200 ms, no script runs, every link is http(s) or in-app and every image http(s).
 * Values within Misskey's limits go through the API as the account itself; giant ones (which a
 * remote server can deliver) are put into the server's answers on the way to the page.
 */

const SCHEMES = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'data:text/html,<script>parent.__pwned=1</script>',
  'vbscript:msgbox(1)',
  '&#106;avascript:window.__pwned=1',
];
const nest = (open: string, n: number, inner: string) => `${open.repeat(n)}${inner}${']'.repeat(n)}`;
/** A link whose label is 19 nested five-fold scales: the click-jack of the issue. */
const JACK = `[${nest('$[scale.x=5,y=5 ', 19, 'Follow')}](https://evil.example/jack)`;
const HOSTILE = [
  JACK,
  nest('$[x4 ', 19, 'huge'),
  `$[position.x=-5,y=-5 ${nest('$[x4 ', 3, 'COVER')}]`,
  `$[rotate.deg=45 $[scale.x=5,y=5 ROTATED]]`,
  `$[border.noclip,width=20 $[x4 border]]`,
  `$[ruby $[x4 base] reading]`,
  SCHEMES.map((s) => `[x](${s}) ?[y](${s})`).join(' '),
  '<plain><img src=x onerror="window.__pwned=1"></plain>',
].join('\n');
/** Within Misskey's 2,000-character chat limit. */
const HOSTILE_SHORT = [JACK, nest('$[x4 ', 19, 'huge'), `$[position.x=-5,y=-5 ${nest('$[x4 ', 3, 'COVER')}]`].join('\n');

/** Giant values for the answers: 1 MB, 50,000 nested nodes, 10,000 emoji, thousands of unclosed brackets. */
const GIANT = {
  megabyte: `${'lorem ipsum $[x2 dolor] **sit** '.repeat(32000)}`,
  nested: nest('$[x2 ', 50000, 'deep'),
  emoji: '😀:blobcat:'.repeat(10000),
  brackets: '?['.repeat(3000),
};

async function api<T>(request: APIRequestContext, endpoint: string, data: Record<string, unknown>): Promise<T> {
  const res = await request.post(`/api/${endpoint}`, { data });
  expect(res.ok(), `${endpoint}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? null : await res.json()) as T;
}
const tokenOf = async (request: APIRequestContext, username: string) =>
  (await api<{ i: string }>(request, 'signin-flow', { username, password: 'password' })).i;

/** Records long tasks and script sentinels from the first script of every document. */
async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[]; __longFrom: number };
    w.__longTasks = [];
    w.__longFrom = Infinity;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.startTime >= w.__longFrom) w.__longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  return dialogs;
}

/** Goes to a path inside the running app (no reload: only the page's own rendering is timed). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const w = window as unknown as { __longFrom: number; __longTasks: number[] };
    w.__longFrom = performance.now();
    w.__longTasks = [];
    (globalThis as unknown as { __kite__: { navigation: { push(to: string): void } } }).__kite__.navigation.push(to);
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/**
 * Opens each page once with harmless content first, so its code is loaded and evaluated before the
 * timed visit: what is timed is drawing the hostile values, not loading a chunk on a busy machine.
 */
async function warmUp(page: Page) {
  const empty = (route: Route) => route.fulfill({ json: [] });
  await page.route('**/api/announcements', empty);
  const carol = await page.request.post('/api/users/show', { data: { username: 'carol' } });
  for (const [path, ready] of [
    ['/@carol', '.kite-profile-desc'],
    [`/chat/user/${((await carol.json()) as { id: string }).id}`, 'textarea, [role="textbox"]'],
    ['/announcements', 'main'],
  ] as const) {
    await openInApp(page, path);
    await expect(page.locator(ready).first()).toBeVisible();
  }
  await page.unroute('**/api/announcements', empty);
  await openInApp(page, '/');
}

/**
 * Everything the issue asks of a page: no script, safe links and images, no long task, and every
 * sampled point that lands on MFM lies inside that MFM's own box and inside `container`.
 */
async function expectContained(page: Page, container: string, dialogs: string[]) {
  // Two frames, so what was drawn has been laid out and painted.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const report = await page.evaluate((sel) => {
    const bad: string[] = [];
    const w = window as unknown as { __pwned?: unknown; __longTasks: number[] };
    if (w.__pwned) bad.push('a script ran');
    for (const a of Array.from(document.querySelectorAll('a[href]'))) {
      const url = new URL(a.getAttribute('href') ?? '', location.href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') bad.push(`link ${a.getAttribute('href')}`);
    }
    for (const img of Array.from(document.querySelectorAll('img[src]'))) {
      const src = img.getAttribute('src') ?? '';
      if (!/^(https?:\/\/|\/(?![/\\])|blob:https?:)/i.test(src)) bad.push(`image ${src.slice(0, 40)}`);
    }
    const boxes = Array.from(document.querySelectorAll(sel));
    if (boxes.length === 0) bad.push(`no ${sel}`);
    const inside = (r: DOMRect, x: number, y: number) => x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1;
    const vw = document.documentElement.clientWidth;
    for (let y = 4; y < innerHeight; y += 30) {
      for (let x = 4; x < vw; x += 30) {
        const el = document.elementFromPoint(x, y);
        const mfm = el?.closest('.kite-mfm');
        if (!mfm) continue;
        if (!inside(mfm.getBoundingClientRect(), x, y)) bad.push(`MFM drawn outside its box at ${x},${y}`);
        const box = mfm.closest(sel);
        if (box && !inside(box.getBoundingClientRect(), x, y)) bad.push(`MFM outside ${sel} at ${x},${y}`);
      }
    }
    return bad;
  }, container);
  expect(report.slice(0, 12), `${container} at ${page.url()}`).toEqual([]);
  expect(dialogs).toEqual([]);
}

/**
 * Runs `show` (which starts the timing, e.g. through openInApp) and then the checks, and asserts
 * no task over 200 ms. The machine running the suite is shared, so a visit whose tasks ran long
 * is tried again (up to three times): a real stall (the issue measured 1–3.5 s) fails every try.
 */
async function expectWithinBudget(page: Page, show: () => Promise<void>, container: string, dialogs: string[]) {
  let long: number[] = [];
  let where = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    await show();
    where = page.url();
    await expectContained(page, container, dialogs);
    long = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.filter((d) => d > 200));
    if (long.length === 0) return;
    await openInApp(page, '/');
  }
  expect(long, `tasks over 200 ms at ${where}`).toEqual([]);
}

/** The navbar's Timeline entry is still what a click at its centre reaches (at 1400 px the navbar is shown). */
async function expectNavbarClickable(page: Page) {
  const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Timeline' }).first();
  if (!(await entry.isVisible())) return;
  const hit = await entry.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  expect(hit).toBe(true);
}

/** Puts `patch` into every JSON answer of `endpoint` (a hostile server's giant values). */
async function inflate(page: Page, endpoint: string, patch: (body: unknown) => unknown) {
  await page.route(`**/api/${endpoint}`, async (route: Route) => {
    const res = await route.fetch();
    const body: unknown = await res.json();
    await route.fulfill({ response: res, json: patch(body) });
  });
}

/** A hostile server's answers: giant bio, field, chat messages, announcements and search results. */
async function inflateAll(page: Page) {
  await inflate(page, 'users/show', (u) => ({
    ...(u as object),
    description: GIANT.megabyte,
    fields: [{ name: 'n', value: GIANT.nested }],
  }));
  await inflate(page, 'chat/messages/user-timeline', (list) =>
    (list as { text: string | null }[]).map((msg, i) => ({ ...msg, text: [GIANT.nested, GIANT.emoji, GIANT.brackets][i % 3] })),
  );
  await inflate(page, 'announcements', (list) =>
    (list as { text: string }[]).map((a, i) => ({ ...a, text: i % 2 ? GIANT.emoji : GIANT.brackets })),
  );
  await inflate(page, 'notes/search', (list) =>
    (list as { text: string | null; cw: string | null }[]).map((n, i) => ({
      ...n,
      cw: null,
      text: i === 0 ? GIANT.megabyte : [GIANT.nested, GIANT.emoji, GIANT.brackets][i % 3].slice(0, 30000),
    })),
  );
}

const ids = { channel: '', clip: '' };
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  await request.post('/__dev/reset');
  const bob = await tokenOf(request, 'bob');
  await api(request, 'i/update', {
    i: bob,
    description: HOSTILE,
    fields: [
      { name: 'jack', value: JACK },
      { name: 'huge', value: nest('$[x4 ', 19, 'x') },
      { name: 'link', value: SCHEMES.map((s) => `[x](${s})`).join(' ') },
    ],
  });
  const alice = await api<{ id: string }>(request, 'i', { i: await tokenOf(request, 'alice') });
  await api(request, 'chat/messages/create-to-user', { i: bob, toUserId: alice.id, text: HOSTILE_SHORT });
  await api(request, 'chat/messages/create-to-user', { i: bob, toUserId: alice.id, text: SCHEMES.map((s) => `[x](${s})`).join(' ') });
  const channel = await api<{ id: string }>(request, 'channels/create', { i: bob, name: nest('$[x4 ', 19, 'chan'), description: HOSTILE });
  const clip = await api<{ id: string }>(request, 'clips/create', {
    i: bob,
    name: JACK.slice(0, 100),
    description: HOSTILE,
    isPublic: true,
  });
  ids.channel = channel.id;
  ids.clip = clip.id;
  // bob is a moderator on the devserver: moderators publish announcements.
  await api(request, 'admin/announcements/create', {
    i: bob,
    title: nest('$[x4 ', 5, 'T'),
    text: HOSTILE,
    imageUrl: 'javascript:window.__pwned=1',
  });
});
test.afterAll(async ({ request }) => {
  await request.post('/__dev/reset');
});

for (const width of [1400, 375]) {
  test(`profile fields and bio stay in their boxes (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const dialogs = await watch(page);
    await signIn(page, 'alice');
    await warmUp(page);
    const show = async () => {
      await openInApp(page, '/@bob');
      await expect(page.locator('.kite-profile-desc .kite-mfm')).toBeVisible();
    };
    await expectWithinBudget(page, show, '.kite-profile-desc, .kite-profile-fields dd', dialogs);
    await expectNavbarClickable(page);
    // The follow button is still the follow button.
    const follow = page.getByRole('button', { name: /^Follow/ }).first();
    const reached = await follow.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(reached).toBe(true);
  });
}

test('a chat with hostile messages stays in its bubbles', async ({ page }) => {
  const dialogs = await watch(page);
  await signIn(page, 'alice');
  await warmUp(page);
  const bob = await page.request.post('/api/users/show', { data: { username: 'bob' } });
  const { id } = (await bob.json()) as { id: string };
  const show = async () => {
    await openInApp(page, `/chat/user/${id}`);
    await expect(page.locator('.kite-chat-text .kite-mfm:not(:empty)').first()).toBeVisible();
  };
  await expectWithinBudget(page, show, '.kite-chat-bubble', dialogs);
  await expectNavbarClickable(page);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
});

test('announcements stay in their cards; a javascript: image never reaches an <img>', async ({ page }) => {
  const dialogs = await watch(page);
  await signIn(page, 'alice');
  await warmUp(page);
  const show = async () => {
    await openInApp(page, '/announcements');
    await expect(page.locator('.kite-ann-text .kite-mfm:not(:empty)').first()).toBeVisible();
  };
  await expectWithinBudget(page, show, '.kite-ann-text', dialogs);
  await expectNavbarClickable(page);
});

test('channel and clip names and descriptions stay text; the CSP forbids framing; a same-origin player gets no origin', async ({
  page,
}) => {
  const dialogs = await watch(page);
  await signIn(page, 'alice');
  for (const path of [`/channels/${ids.channel}`, `/clips/${ids.clip}`]) {
    await openInApp(page, path);
    await expect(page.getByText('ROTATED', { exact: false }).first()).toBeVisible();
    await expectContained(page, 'main', dialogs);
    await expectNavbarClickable(page);
  }
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  // The devserver's video fixture is served from Kite's own origin: its player must not keep both.
  await page.goto('/debug/notes?set=fixtures');
  const note = page.locator('[data-fixture="preview"]');
  await note.getByRole('button', { name: 'Open the player' }).click({ timeout: 15_000 });
  const sandbox = (await note.locator('iframe').getAttribute('sandbox')) ?? '';
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');
});

test('a giant bio and field render within the frame budget, and "Show more" draws the next step within it too', async ({ page }) => {
  const dialogs = await watch(page);
  await inflateAll(page);
  await signIn(page, 'alice');
  await warmUp(page);

  const desc = page.locator('.kite-profile-desc');
  const more = desc.getByRole('button', { name: 'Show more' });
  await expectWithinBudget(
    page,
    async () => {
      await openInApp(page, '/@bob');
      await expect(more).toBeVisible();
    },
    '.kite-profile-desc, .kite-profile-fields dd',
    dialogs,
  );
  // "Show more" draws the next step, within the budget too.
  await expectWithinBudget(
    page,
    async () => {
      if (!page.url().endsWith('/@bob')) await openInApp(page, '/@bob');
      const before = (await desc.textContent())?.length ?? 0;
      await page.evaluate(() => void ((window as unknown as { __longTasks: number[] }).__longTasks = []));
      await more.click();
      await expect.poll(async () => (await desc.textContent())?.length ?? 0).toBeGreaterThan(before);
    },
    '.kite-profile-desc, .kite-profile-fields dd',
    dialogs,
  );
});

test('giant chats, announcements and search results render within the frame budget', async ({ page }) => {
  const dialogs = await watch(page);
  await inflateAll(page);
  await signIn(page, 'alice');
  await warmUp(page);

  const bob = await page.request.post('/api/users/show', { data: { username: 'bob' } });
  const chat = `/chat/user/${((await bob.json()) as { id: string }).id}`;
  await expectWithinBudget(
    page,
    async () => {
      await openInApp(page, chat);
      await expect(page.locator('.kite-chat-text .kite-mfm:not(:empty)').first()).toBeVisible();
    },
    '.kite-chat-bubble',
    dialogs,
  );
  await expectWithinBudget(
    page,
    async () => {
      await openInApp(page, '/announcements');
      await expect(page.locator('.kite-ann-text .kite-mfm:not(:empty)').first()).toBeVisible();
    },
    '.kite-ann-text',
    dialogs,
  );
  await expectWithinBudget(
    page,
    async () => {
      await openInApp(page, '/search?q=the');
      // A giant note is drawn (a step of it, with its own "Show more").
      await expect(page.getByRole('feed').getByRole('button', { name: 'Show more' }).first()).toBeVisible({ timeout: 15_000 });
    },
    'article.kite-note',
    dialogs,
  );
});
