import { Api, Composer, Dialogs, NoteActions, NoteViews, Preferences, defineExtension } from '@kite/sdk';
import type { DeckColumnContribution, Declared } from '@kite/sdk';
import { defineTimelinePrefs } from './prefs';
import { timelineWidgetTitle } from './widget/title';
import { entryMessages as m } from './entryMessages';

const loadPage = () => import('./TimelinePage');
const page = { lazy: loadPage };
const channelEditor = { lazy: () => import('./ChannelsPage').then((p) => ({ default: p.ChannelEditPage })) };

// Deck columns (Misskey's column types): one lazy body for all; `setup` asks which timeline, list, ….
const column = { lazy: () => import('./deck/TimelineColumn') };
const kinds = [
  ['tl', m.timeline, 'home'],
  ['list', m.list, 'list'],
  ['antenna', m.antenna, 'antenna'],
  ['channel', m.channel, 'channels'],
  ['roleTimeline', m.role, 'users'],
  ['mentions', m.mentions, 'at'],
  ['direct', m.directs, 'mail'],
] as const;
const deckColumns = kinds.map(([type, title, icon]): Declared<DeckColumnContribution> => ({
  type,
  title,
  icon,
  component: column,
  setup: (ctx) => import('./deck/setup').then((s) => s.setupColumn(ctx, type)),
}));

/**
 * Timelines (spec 3 §2, §7, §9): home / local / social / global with tabs as policies
 * allow and pinned lists as tabs, list, antenna, channel, role, mentions, directs and
 * followings-updates timelines, the channel list; paginated, virtualised,
 * live through the stream with catch-up after reconnects.
 */
export default defineExtension({
  id: 'timeline',
  requires: [Api, NoteViews],
  optional: [NoteActions, Composer, Dialogs],
  contributes: {
    routes: [
      { path: '/timeline', component: page },
      { path: '/timeline/list/:listId', component: { lazy: () => import('./ListTimelinePage') }, loginRequired: true },
      { path: '/timeline/antenna/:antennaId', component: { lazy: () => import('./AntennaTimelinePage') }, loginRequired: true },
      { path: '/my/followings-updates', component: { lazy: () => import('./FollowingsUpdatesPage') }, loginRequired: true },
      // Mentions and specified-visibility directs as timeline sources (notes/mentions, main channel).
      { path: '/timeline/mentions', component: { lazy: () => import('./MentionsTimelinePage') }, loginRequired: true },
      { path: '/timeline/directs', component: { lazy: () => import('./DirectsTimelinePage') }, loginRequired: true },
      { path: '/channels', component: { lazy: () => import('./ChannelsPage') } },
      { path: '/channels/:channelId', component: { lazy: () => import('./ChannelTimelinePage') } },
      { path: '/channels/new', component: channelEditor, loginRequired: true },
      { path: '/channels/:channelId/edit', component: channelEditor, loginRequired: true },
      { path: '/roles/:roleId', component: { lazy: () => import('./RoleTimelinePage') } },
      // `/` is the timeline for signed-in people; visitors get the auth extension's landing there.
      {
        path: '/',
        audience: 'signedIn',
        component: page,
        drawsFirstContent: true,
        // The start page's first notes are fetched while its code loads, and drawn in its first render.
        prepare: (ctx) => loadPage().then((p) => p.prepareTimeline(ctx)),
      },
    ],
    widgets: [
      {
        name: 'timeline',
        title: timelineWidgetTitle.title,
        component: { lazy: () => import('./widget/TimelineWidget') },
        settings: () => import('./widget/form').then((f) => f.timelineWidgetForm),
      },
    ],
    navbar: [
      { id: 'timeline', slot: 'top', title: m.timeline, icon: 'home', to: '/' },
      { id: 'channels', title: m.channels, icon: 'channels', to: '/channels' },
    ],
    deckColumns,
  },
  activate(ctx) {
    defineTimelinePrefs(ctx.get(Preferences));
  },
});
