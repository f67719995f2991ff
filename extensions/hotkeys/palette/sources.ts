import { Accounts, Api, Commands, Contributions, I18n, Navigation, Viewer } from '@kite/sdk';
import type { ExtensionContext, MessageKey } from '@kite/sdk';
import type { PaletteItem } from './match';

type Ctx = Pick<ExtensionContext, 'get'>;

/** What the palette knows at once: the commands, pages, settings pages and stored accounts. */
export function immediateItems(ctx: Ctx): PaletteItem[] {
  const registry = ctx.get(Contributions);
  const commands = ctx.get(Commands);
  const who = ctx.get(Viewer).info;
  const t = (k: MessageKey | string) => ctx.get(I18n).t(k);
  const go = (path: string) => () => ctx.get(Navigation).push(path);
  const out: PaletteItem[] = [];
  for (const c of registry.list('paletteCommands')) {
    if (!commands.has(c.command) || !(c.show?.(who) ?? true)) continue;
    out.push({
      id: `command:${c.command}`,
      kind: 'command',
      title: t(c.title),
      words: (c.keywords ?? []).map(t),
      icon: c.icon,
      run: () => commands.run(c.command),
    });
  }
  const paths = new Set<string>();
  for (const n of registry.list('navbar')) {
    if (n.to === undefined || paths.has(n.to) || !(n.show?.(who) ?? true)) continue;
    paths.add(n.to);
    out.push({ id: `page:${n.to}`, kind: 'page', title: t(n.title), words: [], icon: n.icon, run: go(n.to) });
  }
  if (who.signedIn)
    for (const s of registry.list('settingsPages')) {
      if (s.hidden) continue;
      out.push({ id: `settings:${s.path}`, kind: 'settings', title: t(s.title), words: [], icon: s.icon, run: go(`/settings/${s.path}`) });
    }
  const accounts = ctx.get(Accounts);
  for (const a of accounts.accounts) {
    if (a.id === accounts.current?.id && a.origin === accounts.current.origin) continue;
    out.push({
      id: `account:${a.origin}:${a.id}`,
      kind: 'account',
      title: `@${a.username}@${a.host}`,
      words: a.user?.name ? [a.user.name] : [],
      icon: 'user',
      run: () => accounts.switch(a.id),
    });
  }
  return out;
}

/** The words of each settings page's settings (its `keywords` loader, the settings search's own lists), by page path. */
export async function settingsWords(ctx: Ctx): Promise<Map<string, string[]>> {
  const t = (k: MessageKey | string) => ctx.get(I18n).t(k);
  const pages = ctx.get(Contributions).list('settingsPages');
  const lists = await Promise.all(pages.map((p) => (p.keywords ? p.keywords().catch(() => []) : Promise.resolve([]))));
  return new Map(pages.map((p, i) => [p.path, lists[i].map(t)]));
}

/** The person's lists, antennas and channels, fetched once per account and session. */
const fetched = new Map<string, Promise<PaletteItem[]>>();

/** Lists, antennas and followed or owned channels; rejects when any of them failed (and is fetched again next time). */
export function collectionItems(ctx: Ctx): Promise<PaletteItem[]> {
  const accounts = ctx.get(Accounts);
  const owner = accounts.current ? `${accounts.current.origin}:${accounts.current.id}` : null;
  if (!owner) return Promise.resolve([]);
  const known = fetched.get(owner);
  if (known) return known;
  const api = ctx.get(Api);
  const go = (path: string) => () => ctx.get(Navigation).push(path);
  const load = Promise.all([
    api.request('users/lists/list', {}),
    api.request('antennas/list', {}),
    api.request('channels/followed', { limit: 100 }),
    api.request('channels/owned', { limit: 100 }),
  ]).then(([lists, antennas, followed, owned]) => {
    const channels = new Map([...followed, ...owned].map((c) => [c.id, c]));
    return [
      ...lists.map((l): PaletteItem => ({
        id: `list:${l.id}`,
        kind: 'list',
        title: l.name,
        words: [],
        icon: 'list',
        run: go(`/timeline/list/${l.id}`),
      })),
      ...antennas.map((a): PaletteItem => ({
        id: `antenna:${a.id}`,
        kind: 'antenna',
        title: a.name,
        words: [],
        icon: 'antenna',
        run: go(`/timeline/antenna/${a.id}`),
      })),
      ...[...channels.values()].map((c): PaletteItem => ({
        id: `channel:${c.id}`,
        kind: 'channel',
        title: c.name,
        words: [],
        icon: 'channels',
        run: go(`/channels/${c.id}`),
      })),
    ];
  });
  fetched.set(owner, load);
  load.catch(() => fetched.delete(owner));
  return load;
}
