import { AiScriptRunner, Api, Dialogs, Toasts, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/** Play (spec 1 §2.1): the lists, a Play running in the AiScript sandbox, making and editing one. */
export default defineExtension({
  id: 'play',
  activationEvents: [],
  requires: [Api, AiScriptRunner],
  optional: [Dialogs, Toasts],
  contributes: {
    routes: [
      { path: '/play', component: page('PlayListPage') },
      { path: '/play/new', component: page('PlayEditorPage'), loginRequired: true },
      { path: '/play/:id/edit', component: page('PlayEditorPage'), loginRequired: true },
      { path: '/play/:id', component: page('PlayPage') },
    ],
    navbar: [{ id: 'play', title: navMessages.play, icon: 'play', to: '/play' }],
  },
});
