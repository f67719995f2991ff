import { Api, safeHttpUrl, useService } from '@kite/sdk';
import type { EndpointRes } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import type { Fetched } from '../shared/useFetch';

export type FeedItem = EndpointRes<'fetch-rss'>['items'][number];

/**
 * A feed through the server's proxy (`fetch-rss`: the browser never fetches the feed's
 * address itself), refreshed every `refreshIntervalSec` (at least 10 s, like Misskey).
 */
export function useFeed(settings: Readonly<Record<string, unknown>>): Fetched<EndpointRes<'fetch-rss'>> {
  const api = useService(Api);
  const url = typeof settings['url'] === 'string' ? settings['url'] : '';
  const every = Math.max(10, Number(settings['refreshIntervalSec']) || 60) * 1000;
  return useFetch(() => api.get('fetch-rss', { url }), url, every);
}

/** The items to show: at most `maxEntries`, links only when http(s). */
export function shownItems(
  items: readonly FeedItem[],
  settings: Readonly<Record<string, unknown>>,
): { key: string; title: string; href: string | null }[] {
  const max = Math.max(1, Number(settings['maxEntries']) || 15);
  return items.slice(0, max).map((it, i) => ({
    key: it.guid ?? it.link ?? String(i),
    title: it.title ?? it.link ?? '',
    href: it.link ? (safeHttpUrl(it.link)?.href ?? null) : null,
  }));
}
