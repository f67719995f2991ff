import { Api, defineExtension } from '@kite/sdk';
import { widgetTitles } from './titles';

/**
 * Widgets of no particular feature (spec 1 §2.8), a folder each. Components and settings
 * forms load lazily, through the small `registry` module.
 */
export default defineExtension({
  id: 'widgets-basic',
  requires: [Api],
  activate(ctx) {
    const api = ctx.get(Api);
    for (const [name, title] of Object.entries(widgetTitles)) {
      const component = { lazy: () => import('./registry').then((r) => r.loadWidget(name)) };
      // Like Misskey's, the profile and server information widgets have nothing to set.
      if (name === 'profile' || name === 'instanceInfo') ctx.widgets.add({ name, title, component });
      else ctx.widgets.add({ name, title, component, settings: () => import('./registry').then((r) => r.loadForm(name, api)) });
    }
  },
});
