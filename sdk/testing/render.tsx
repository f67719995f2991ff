import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ServiceProvider } from '../react';
import { Contributions, I18n, Navigation, Preferences, Viewer } from '../services';
import { i18nDouble } from './i18n';
import { navigationDouble } from './navigation';
import { preferencesDouble } from './preferences';
import { TestContributionRegistry } from './registry';
import { provide, TestServices } from './services';
import type { Provided } from './services';
import { viewerDouble } from './viewer';

/**
 * Renders `ui` inside the sdk's `ServiceProvider` over the test's doubles. Components that read
 * texts, preferences, the viewer, navigation or contributions work without asking: an en-US `I18n`,
 * in-memory `Preferences`, a visitor `Viewer`, a `Navigation` at `/` and an empty registry are there
 * unless `services` replace them.
 */
export function renderWithServices(
  ui: ReactElement,
  options: { services?: readonly Provided<unknown>[] } = {},
): RenderResult & { services: TestServices } {
  const services = new TestServices([
    provide(Contributions, new TestContributionRegistry()),
    provide(I18n, i18nDouble()),
    provide(Preferences, preferencesDouble()),
    provide(Viewer, viewerDouble()),
    provide(Navigation, navigationDouble()),
    ...(options.services ?? []),
  ]);
  const result = render(<ServiceProvider services={services}>{ui}</ServiceProvider>);
  return { ...result, services };
}
