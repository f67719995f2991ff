import { Accounts, AchievementEvents, Api, I18n, Viewer, afterFirstContent, defineExtension, startLoaded } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';
import { AchievementEventBus } from './events';

// The page's chunk also has the titles (one import site: each weighs on the first load).
const page = () => import('./AchievementsPage');

/**
 * Achievements (spec 2 §3): /my/achievements with the whole catalogue, the navbar entry, and
 * the triggers claiming through `i/claim-achievement` (loaded after start-up), and the
 * `AchievementEvents` other extensions raise.
 */
export default defineExtension({
  id: 'achievements',
  // Its start-up work waits for the first screen.
  activationEvents: ['onEvent:firstContent', 'onCommand:achievements.title'],
  requires: [Api],
  optional: [Accounts],
  provides: [AchievementEvents],
  contributes: {
    routes: [{ path: '/my/achievements', loginRequired: true, component: { lazy: page } }],
    navbar: [{ id: 'achievements', title: m.achievements, icon: 'medal', to: '/my/achievements', show: (w) => w.signedIn }],
  },
  activate(ctx) {
    const events = new AchievementEventBus();
    ctx.provide(AchievementEvents, events);
    // The notifications show an earned achievement by its title, asked for here (null: unknown name).
    ctx.commands.add('achievements.title', (name) => page().then((x) => x.achievementTitle(ctx.get(I18n), name)));
    if (!ctx.get(Viewer).info.signedIn || !ctx.has(Accounts)) return;
    // After the first content: the triggers are not needed to draw the first screen.
    void startLoaded(
      ctx,
      () => afterFirstContent().then(() => import('./triggers')),
      ({ startTriggers }) => startTriggers({ api: ctx.get(Api), accounts: ctx.get(Accounts), events }),
    );
  },
});
