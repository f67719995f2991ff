import { Commands, Contributions, I18n, Navigation, Viewer, defineMessages } from '@kite/sdk';
import type { CommandsService, ExtensionContext, HotkeyContribution, I18nService, NavbarItemContribution, ViewerInfo } from '@kite/sdk';

export const goToMessages = defineMessages('hotkeys', {
  goTo: 'Go to {place}',
});

/**
 * The second key of each `g` sequence, by navbar catalogue id (the names of the `menu`
 * preference, Misskey's own): g h the timeline, g n notifications… The navbar's entries are
 * the places; an entry a server or the viewer lacks (hidden, its extension off) has no key.
 */
export const GO_KEYS: Readonly<Record<string, string>> = {
  timeline: 'h',
  notifications: 'n',
  explore: 'e',
  drive: 'd',
  chat: 'c',
  favorites: 'f',
  lists: 'l',
  antennas: 'a',
  clips: 'i',
  channels: 't',
  profile: 'p',
  followRequests: 'r',
  settings: 's',
};

export interface GoToContext {
  navbar: () => readonly NavbarItemContribution[];
  who: () => ViewerInfo;
  push: (path: string) => void;
  commands: Pick<CommandsService, 'has' | 'run'>;
  i18n: Pick<I18nService, 't'>;
}

/** The `g` sequences that work now, as hotkeys: one per navbar entry of `GO_KEYS` shown to the viewer. */
export function goToHotkeys(c: GoToContext): HotkeyContribution[] {
  const who = c.who();
  const out: HotkeyContribution[] = [];
  const taken = new Set<string>();
  for (const item of c.navbar()) {
    const key = GO_KEYS[item.id];
    if (!key || taken.has(key) || !(item.show?.(who) ?? true)) continue;
    const { to, command, action } = item;
    if (command !== undefined && !c.commands.has(command)) continue;
    const run =
      to !== undefined ? () => c.push(to) : command !== undefined ? () => c.commands.run(command) : action ? () => action(null) : null;
    if (!run) continue;
    taken.add(key);
    const description = c.i18n.t(goToMessages.goTo, { place: c.i18n.t(item.title) });
    out.push({ keys: [`g ${key}`], description, action: async () => void (await run()) });
  }
  return out;
}

/** The context of `goToHotkeys` from an extension's services. */
export function goToContext(ctx: Pick<ExtensionContext, 'get'>): GoToContext {
  const contributions = ctx.get(Contributions);
  return {
    navbar: () => contributions.list('navbar'),
    who: () => ctx.get(Viewer).info,
    push: (path) => ctx.get(Navigation).push(path),
    commands: ctx.get(Commands),
    i18n: ctx.get(I18n),
  };
}
