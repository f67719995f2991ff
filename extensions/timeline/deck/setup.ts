import { Api, Dialogs, I18n, MyAntennas, MyLists, Viewer } from '@kite/sdk';
import { favoriteChannels, publicRoles } from '../ChannelTimelinePage';
import type { ExtensionContext } from '@kite/sdk';
import { availableTabs } from '../sources';
import { timelineMessages as m } from '../messages';
import { deckSetupMessages as d } from './messages';

type Item = { value: string; text: string };

/**
 * What a new deck column shows (Misskey's column fields): the basic timeline for `tl`; the
 * list, antenna, channel or role (its id and, for the header, `timelineNameCache`); nothing
 * to ask for mentions and directs. Null when cancelled or there is nothing to choose.
 */
export async function setupColumn(ctx: ExtensionContext, type: string): Promise<Record<string, unknown> | null> {
  if (type === 'mentions' || type === 'direct') return {};
  if (!ctx.has(Dialogs)) return null;
  const dialogs = ctx.get(Dialogs);
  const i18n = ctx.get(I18n);
  const api = ctx.get(Api);
  const choose = async (title: string, items: Item[]) => {
    if (items.length === 0) {
      await dialogs.alert({ type: 'info', text: i18n.t(d.nothingToChoose) });
      return null;
    }
    const r = await dialogs.open<string>({ title, select: { items, default: items[0].value }, showCancelButton: true });
    return r.canceled ? null : (items.find((x) => x.value === r.result) ?? null);
  };
  const named = (xs: { id: string; name: string }[]) => xs.map((x) => ({ value: x.id, text: x.name }));
  // The 30-minute caches (spec 3 §9) where their extensions are on.
  const lists = () => (ctx.has(MyLists) ? ctx.get(MyLists).get() : api.request('users/lists/list', {}));
  const antennas = () => (ctx.has(MyAntennas) ? ctx.get(MyAntennas).get() : api.request('antennas/list', {}));
  if (type === 'tl') {
    const tabs = availableTabs(ctx.get(Viewer).info);
    const text = { home: m.home, local: m.local, social: m.social, global: m.global } as const;
    const hit = await choose(
      i18n.t(d.whichTimeline),
      tabs.map((x) => ({ value: x, text: i18n.t(text[x]) })),
    );
    // The cache names the timeline in the header (Misskey ignores it for this column type).
    return hit && { tl: hit.value, timelineNameCache: hit.text };
  }
  if (type === 'list') {
    const hit = await choose(i18n.t(d.whichList), named(await lists()));
    return hit && { listId: hit.value, timelineNameCache: hit.text };
  }
  if (type === 'antenna') {
    const hit = await choose(i18n.t(d.whichAntenna), named(await antennas()));
    return hit && { antennaId: hit.value, timelineNameCache: hit.text };
  }
  if (type === 'channel') {
    const [followed, favorites] = await Promise.all([
      api.request('channels/followed', { limit: 100 }),
      favoriteChannels(api, ctx.get(Viewer))
        .get()
        .catch(() => []),
    ]);
    const seen = new Set<string>();
    const all = [...favorites, ...followed].filter((c) => !seen.has(c.id) && seen.add(c.id));
    const hit = await choose(i18n.t(d.whichChannel), named(all));
    return hit && { channelId: hit.value, timelineNameCache: hit.text };
  }
  if (type === 'roleTimeline') {
    const roles = (await publicRoles(api, ctx.get(Viewer)).get()).filter((r) => r.isPublic !== false);
    const hit = await choose(i18n.t(d.whichRole), named(roles));
    return hit && { roleId: hit.value, timelineNameCache: hit.text };
  }
  return {};
}
