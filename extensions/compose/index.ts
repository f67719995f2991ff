import { Composer, Drive, Viewer, defineExtension } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';
import { createComposer } from './composer';

/** The composer: the `Composer` token (form + dialog), the `compose.open` command, /share, the p / n hotkeys and the post navbar entry. */
export default defineExtension({
  id: 'compose',
  requires: [Drive],
  provides: [Composer],
  activate(ctx) {
    const composer = createComposer(ctx);
    ctx.provide(Composer, composer);
    const viewer = ctx.resolve(Viewer);
    // A visitor is asked to sign in rather than shown a form they cannot post from.
    ctx.commands.add('compose.open', (opts) => (viewer.info.signedIn ? composer.open(opts) : viewer.requestSignin()));
    ctx.routes.add({ path: '/share', component: { lazy: () => import('./SharePage') }, loginRequired: true, minimalShell: true });
    ctx.hotkeys.add({ keys: ['p', 'n'], description: m.postHotkey, command: 'compose.open' });
    ctx.widgets.add({ name: 'postForm', title: m.postFormWidget, component: { lazy: () => import('./widget/PostFormWidget') } });
    ctx.navbar.add({ id: 'post', title: m.note, icon: 'pencil', command: 'compose.open', show: (who) => who.signedIn });
  },
});
