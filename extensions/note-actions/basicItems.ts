import type { MenuItemContribution } from '@kite/sdk';
import { Preferences } from '@kite/sdk';
import type { ActionContext } from './context';
import { remoteUrl } from './remoteUrl';
import type { Act } from './lazyActions';
import { actionMessages as m } from './messages';

type Item = MenuItemContribution<'note'>;

/** Items visitors get too (details, copy content, copy link: spec 3 §1) and the signed-in reading tools; what they do is in basicActions.ts. */
export function basicItems(ctx: ActionContext, act: Act): Item[] {
  const signedIn = (_: unknown, who: { signedIn: boolean }) => who.signedIn;
  return [
    { location: 'note', id: 'details', visitor: true, text: m.details, icon: 'info', action: act('details') },
    {
      location: 'note',
      id: 'copyContent',
      visitor: true,
      text: m.copyContent,
      icon: 'copy',
      show: ({ note }) => !!note.text,
      action: act('copyContent'),
    },
    { location: 'note', id: 'copyLink', visitor: true, text: m.copyLink, icon: 'link', action: act('copyLink') },
    // A note from another server: its address there.
    {
      location: 'note',
      id: 'copyRemoteLink',
      visitor: true,
      text: m.copyRemoteLink,
      icon: 'link',
      show: ({ note }) => remoteUrl(note) !== null,
      action: act('copyRemoteLink'),
    },
    {
      location: 'note',
      id: 'showOnRemote',
      visitor: true,
      text: m.showOnRemote,
      icon: 'externalLink',
      show: ({ note }) => remoteUrl(note) !== null,
      action: act('showOnRemote'),
    },
    { location: 'note', id: 'share', text: m.share, icon: 'send', show: signedIn, action: act('share') },
    {
      location: 'note',
      id: 'embed',
      text: m.embed,
      icon: 'code',
      show: (tg, who) => who.signedIn && tg.note.visibility === 'public' && !tg.note.localOnly,
      action: act('embed'),
    },
    {
      location: 'note',
      id: 'translate',
      text: m.translate,
      icon: 'language',
      show: ({ note }, who) =>
        who.signedIn &&
        !!note.text &&
        (who.me?.policies as { canUseTranslator?: boolean } | undefined)?.canUseTranslator === true &&
        (who.meta as { translatorAvailable?: boolean } | null)?.translatorAvailable === true,
      action: act('translate'),
    },
    {
      location: 'note',
      id: 'copyId',
      text: m.copyId,
      icon: 'bug',
      show: () => ctx.services.resolve(Preferences).get('developerMode') === true,
      action: act('copyId'),
    },
  ];
}
