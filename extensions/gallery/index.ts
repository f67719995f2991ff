import { Api, Dialogs, Drive, NoteViews, Toasts, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/** Gallery (spec 1 §2.1): the lists, a post with its images, posting and editing. */
export default defineExtension({
  id: 'gallery',
  activationEvents: [],
  requires: [Api, NoteViews, Drive],
  optional: [Dialogs, Toasts],
  contributes: {
    routes: [
      { path: '/gallery', component: page('GalleryListPage') },
      { path: '/gallery/new', component: page('GalleryEditorPage'), loginRequired: true },
      { path: '/gallery/:postId/edit', component: page('GalleryEditorPage'), loginRequired: true },
      { path: '/gallery/:postId', component: page('GalleryPostPage') },
    ],
    navbar: [{ id: 'gallery', title: navMessages.gallery, icon: 'icons', to: '/gallery' }],
  },
});
