import { defineExtension } from '@kite/sdk';
import { aboutMessages as m } from './messages';

/** The software-about page (/about-kite) and its navbar entry. */
export default defineExtension({
  id: 'about',
  activate(ctx) {
    ctx.routes.add({ path: '/about-kite', component: { lazy: () => import('./AboutKitePage') } });
    ctx.navbar.add({ id: 'aboutKite', title: m.aboutKite, icon: 'info', to: '/about-kite' });
  },
});
