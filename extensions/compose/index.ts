import { Composer, Drive, Viewer, defineExtension } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';
import { createComposer } from './composer';

/** The composer: the `Composer` token (form + dialog), the `compose.open` command, /share, the p / n hotkeys and the post navbar entry. */
export default defineExtension({
  id: 'compose',
  requires: [Drive],
  provides: [Composer],
  contributes: {
    routes: [{ path: '/share', component: { lazy: () => import('./SharePage') }, loginRequired: true, minimalShell: true }],
    hotkeys: [{ keys: ['p', 'n'], description: m.postHotkey, command: 'compose.open' }],
    paletteCommands: [{ command: 'compose.open', title: m.postHotkey, icon: 'pencil', show: (who) => who.signedIn }],
    widgets: [{ name: 'postForm', title: m.postFormWidget, component: { lazy: () => import('./widget/PostFormWidget') } }],
    navbar: [{ id: 'post', title: m.note, icon: 'pencil', command: 'compose.open', show: (who) => who.signedIn }],
  },
  activate(ctx) {
    const composer = createComposer(ctx);
    ctx.provide(Composer, composer);
    const viewer = ctx.resolve(Viewer);
    // A visitor is asked to sign in rather than shown a form they cannot post from.
    ctx.commands.add('compose.open', (opts) => (viewer.info.signedIn ? composer.open(opts) : viewer.requestSignin()));
  },
});
