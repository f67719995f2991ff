import { Composer, Drive, Viewer, defineExtension } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';
import { createComposer } from './composer';

/** The composer: the `Composer` token (form + dialog), /share, the p / n hotkeys and the post navbar action. */
export default defineExtension({
  id: 'compose',
  requires: [Drive],
  provides: [Composer],
  activate(ctx) {
    const composer = createComposer(ctx);
    ctx.provide(Composer, composer);
    const signedIn = () => ctx.get(Viewer).info.signedIn;
    ctx.routes.add({ path: '/share', component: { lazy: () => import('./SharePage') }, loginRequired: true, minimalShell: true });
    ctx.hotkeys.add({ keys: ['p', 'n'], description: m.postHotkey, action: () => void (signedIn() && composer.open()) });
    ctx.widgets.add({ name: 'postForm', title: m.postFormWidget, component: { lazy: () => import('./widget/PostFormWidget') } });
    ctx.navbar.add({ id: 'post', title: m.note, icon: 'pencil', action: () => void composer.open(), show: (who) => who.signedIn });
  },
});
