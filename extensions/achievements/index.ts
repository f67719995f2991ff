import { Accounts, AchievementEvents, Api, I18n, Viewer, afterFirstContent, defineExtension, startLoaded } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';
import { AchievementEventBus } from './events';

/**
 * Achievements (spec 2 §3): /my/achievements with the whole catalogue, the navbar entry, and
 * the triggers claiming through `i/claim-achievement` (loaded after start-up), and the
 * `AchievementEvents` other extensions raise.
 */
export default defineExtension({
  id: 'achievements',
  requires: [Api],
  optional: [Accounts],
  provides: [AchievementEvents],
  activate(ctx) {
    const events = new AchievementEventBus();
    ctx.provide(AchievementEvents, events);
    const page = () => import('./AchievementsPage');
    ctx.routes.add({ path: '/my/achievements', loginRequired: true, component: { lazy: page } });
    // The notifications show an earned achievement by its title, asked for here (null: unknown name);
    // the page's chunk has the titles (one import site: each weighs on the first load).
    ctx.commands.add('achievements.title', (name) => page().then((x) => x.achievementTitle(ctx.get(I18n), name)));
    ctx.navbar.add({ id: 'achievements', title: m.achievements, icon: 'medal', to: '/my/achievements', show: (w) => w.signedIn });
    if (!ctx.get(Viewer).info.signedIn || !ctx.has(Accounts)) return;
    // After the first content: the triggers are not needed to draw the first screen.
    void startLoaded(
      ctx,
      () => afterFirstContent().then(() => import('./triggers')),
      ({ startTriggers }) => startTriggers({ api: ctx.get(Api), accounts: ctx.get(Accounts), events }),
    );
  },
});
