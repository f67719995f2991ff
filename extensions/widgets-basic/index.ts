import { Api, defineExtension } from '@kite/sdk';
import type { Declared, WidgetContribution } from '@kite/sdk';
import { widgetTitles } from './titles';

const widgets = Object.entries(widgetTitles).map(([name, title]): Declared<WidgetContribution> => {
  const component = { lazy: () => import('./registry').then((r) => r.loadWidget(name)) };
  // Like Misskey's, the profile and server information widgets have nothing to set.
  if (name === 'profile' || name === 'instanceInfo') return { name, title, component };
  return { name, title, component, settings: (ctx) => import('./registry').then((r) => r.loadForm(name, ctx.get(Api))) };
});

/**
 * Widgets of no particular feature (spec 1 §2.8), a folder each. Components and settings
 * forms load lazily, through the small `registry` module.
 */
export default defineExtension({
  id: 'widgets-basic',
  requires: [Api],
  contributes: { widgets },
});
