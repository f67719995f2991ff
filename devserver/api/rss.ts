/**
 * fetch-rss: Misskey fetches the feed server-side and answers rss-parser's object. The
 * devserver makes no outside requests: it answers demo feeds under https://feeds.kite.example/
 * and, for any other address, the INTERNAL_ERROR Misskey gives when the fetch fails.
 */
import type { Endpoints } from 'misskey-js';
import { ep } from '../http/endpoint';
import { ApiError, E } from '../http/errors';

type Feed = Endpoints['fetch-rss']['res'];

const DEMO_HOST = 'feeds.kite.example';

/** A demo feed: `count` entries (query ?count=N, default 20), newest first, an hour apart. */
export function demoFeed(url: URL, now = Date.now()): Feed {
  const name = url.pathname.replace(/^\/+|\.(rss|xml)$/g, '') || 'news';
  const count = Math.min(100, Math.max(0, Number(url.searchParams.get('count') ?? 20) || 0));
  const hour = 3600_000;
  const base = Math.floor(now / hour) * hour;
  return {
    title: `Kite demo feed: ${name}`,
    link: `https://${DEMO_HOST}/`,
    feedUrl: url.href,
    description: 'Demo entries served by the Kite devserver',
    items: Array.from({ length: count }, (_, i) => {
      const d = new Date(base - i * hour);
      return {
        title: `${name} entry ${count - i}`,
        link: `https://${DEMO_HOST}/${name}/${count - i}`,
        guid: `${name}-${count - i}`,
        pubDate: d.toUTCString(),
        isoDate: d.toISOString(),
        content: `Entry ${count - i} of the ${name} feed.`,
        contentSnippet: `Entry ${count - i} of the ${name} feed.`,
        categories: [],
      };
    }),
  };
}

export const rssEndpoints = [
  ep('fetch-rss', { allowGet: true }, ({ params }) => {
    let url: URL;
    try {
      url = new URL(params.url);
    } catch {
      throw new ApiError(E.INTERNAL_ERROR, {
        e: { message: `Invalid URL: ${params.url}`, code: 'TypeError', id: globalThis.crypto.randomUUID() },
      });
    }
    if (url.host === DEMO_HOST && /^https?:$/.test(url.protocol)) return demoFeed(url);
    throw new ApiError(E.INTERNAL_ERROR, {
      e: {
        message: `request to ${url.href} failed, reason: the devserver does not fetch outside feeds`,
        code: 'FetchError',
        id: globalThis.crypto.randomUUID(),
      },
    });
  }),
];
