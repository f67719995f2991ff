import { Api, Dialogs, Drive, NoteViews, Toasts, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

// One loader for all pages: each import() site costs the first load its dependency list.
const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/** Pages (spec 1 §2.1): the lists, the viewer and the editor of Misskey's Pages. */
export default defineExtension({
  id: 'pages',
  activationEvents: [],
  requires: [Api, NoteViews, Drive],
  optional: [Dialogs, Toasts],
  contributes: {
    routes: [
      { path: '/pages', component: page('PagesListPage') },
      { path: '/pages/new', component: page('PageEditorPage'), loginRequired: true },
      { path: '/pages/edit/:initPageId', component: page('PageEditorPage'), loginRequired: true },
      { path: '/@:username/pages/:pageName(*)', component: page('PageViewPage') },
    ],
    navbar: [{ id: 'pages', title: navMessages.pages, icon: 'notes', to: '/pages' }],
  },
});
