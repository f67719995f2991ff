/**
 * Fixture web pages under /__fixtures/ (with og: tags, one with a player) and the
 * GET /url preview endpoint, which previews only these local pages.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { State } from '../store/state';
import { sendJson, setCors } from '../http/respond';

interface Fixture {
  title: string;
  description: string;
  image?: string;
  player?: { url: string; width: number; height: number };
  sensitive?: boolean;
  body: string;
}

const FIXTURES: Record<string, Fixture> = {
  'article.html': {
    title: 'Kites of the world',
    description: 'A short illustrated history of kites, from silk and bamboo to ripstop nylon.',
    image: '/__fixtures/kite.png',
    body: '<h1>Kites of the world</h1><p>Kites were invented in China more than two thousand years ago.</p>',
  },
  'video.html': {
    title: 'Kite festival (video)',
    description: 'Footage from the seaside kite festival.',
    image: '/__fixtures/festival.png',
    player: { url: '/__fixtures/player.html', width: 480, height: 270 },
    body: '<h1>Kite festival</h1>',
  },
  'player.html': {
    title: 'Player',
    description: 'Embedded player',
    body: '<p style="font:16px sans-serif">▶ This is the embedded player of the kite festival video.</p>',
  },
  'sensitive.html': {
    title: 'Spicy peppers',
    description: 'A page flagged as sensitive.',
    image: '/__fixtures/kite.png',
    sensitive: true,
    body: '<h1>Peppers</h1>',
  },
  'plain.html': { title: 'A page without a picture', description: 'Nothing to see, only text.', body: '<h1>Plain</h1>' },
  'tos.html': {
    title: 'Terms of service',
    description: 'Be kind.',
    body: '<h1>Terms of service</h1><p>Be kind. This is a development server.</p>',
  },
  'privacy.html': {
    title: 'Privacy policy',
    description: 'No data leaves this machine.',
    body: '<h1>Privacy</h1><p>No data leaves this machine.</p>',
  },
  'impressum.html': { title: 'Impressum', description: 'Kite devserver', body: '<h1>Impressum</h1>' },
};

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function fixtureHtml(name: string, origin: string): string | null {
  const f = FIXTURES[name];
  if (!f) return null;
  const meta = [
    `<meta property="og:title" content="${esc(f.title)}">`,
    `<meta property="og:description" content="${esc(f.description)}">`,
    `<meta property="og:site_name" content="Kite fixtures">`,
    f.image ? `<meta property="og:image" content="${origin}${f.image}">` : '',
    f.player
      ? `<meta name="twitter:player" content="${origin}${f.player.url}"><meta name="twitter:player:width" content="${f.player.width}"><meta name="twitter:player:height" content="${f.player.height}">`
      : '',
    f.sensitive ? '<meta name="rating" content="adult">' : '',
  ].join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(f.title)}</title>${meta}<link rel="icon" href="/static/instance-icon.png"></head><body>${f.body}</body></html>`;
}

export const FIXTURE_NAMES = Object.keys(FIXTURES);

export function urlPreview(req: IncomingMessage, res: ServerResponse, state: State): void {
  setCors(res);
  const q = new URL(req.url ?? '/', 'http://x').searchParams;
  const raw = q.get('url') ?? '';
  const fail = (): void =>
    sendJson(res, 422, {
      error: { message: 'Failed to get preview of the URL.', code: 'URL_PREVIEW_FAILED', id: '09d01cb5-53b9-4856-82e5-38a50c290a3b' },
    });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail();
  }
  if (!/^https?:$/.test(url.protocol) || url.host !== state.host) return fail();
  const m = /^\/__fixtures\/([\w.-]+\.html)$/.exec(url.pathname);
  const f = m ? FIXTURES[m[1] ?? ''] : undefined;
  if (!f) return fail();
  const o = state.origin;
  sendJson(
    res,
    200,
    {
      url: url.href,
      title: f.title,
      icon: `${o}/static/instance-icon.png`,
      description: f.description,
      thumbnail: f.image ? `${o}${f.image}` : null,
      sitename: 'Kite fixtures',
      player: f.player
        ? {
            url: `${o}${f.player.url}`,
            width: f.player.width,
            height: f.player.height,
            allow: ['autoplay', 'encrypted-media', 'fullscreen'],
          }
        : { url: null, width: null, height: null, allow: [] },
      sensitive: f.sensitive ?? false,
      activityPub: null,
      fediverseCreator: null,
    },
    { 'Cache-Control': 'public, max-age=3600' },
  );
}
