import { Api, NoteViews, defineExtension } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';

/**
 * Discovery (spec 1 §2.1, spec 3): /explore (featured notes, users by origin and sort,
 * hashtags, roles; the hash picks the tab), notes with a hashtag (/tags/:tag), users with a
 * hashtag in their profile (/user-tags/:tag) and a remote server's facts (/instance-info/:host).
 */
export default defineExtension({
  id: 'explore',
  requires: [Api, NoteViews],
  contributes: {
    routes: [
      { path: '/explore', component: { lazy: () => import('./ExplorePage') } },
      { path: '/tags/:tag', component: { lazy: () => import('./TagPage') } },
      { path: '/user-tags/:tag', component: { lazy: () => import('./UserTagPage') } },
      { path: '/instance-info/:host', component: { lazy: () => import('./InstancePage') } },
    ],
    navbar: [{ id: 'explore', title: m.explore, icon: 'hash', to: '/explore' }],
  },
});
