import type { ComponentType } from 'react';
import { Icon, Link, useT } from '@kite/sdk';
import type { RouteProps, SettingsPageContribution } from '@kite/sdk';
import { settingsMessages as m } from './messages';
import './settings.css';

/** Loads a contributed settings page and draws it inside the settings frame (a way back to the menu). */
export async function framed(page: SettingsPageContribution): Promise<{ default: ComponentType<RouteProps> }> {
  const c = page.component;
  const Page = 'lazy' in c ? (await c.lazy()).default : c;
  function FramedSettingsPage(props: RouteProps) {
    const t = useT();
    return (
      <div className="kite-settings-frame" data-settings-page={page.path}>
        <nav className="kite-settings-back" aria-label={t(m.settings)}>
          <Link to={page.path.includes('/') ? `/settings/${page.path.split('/')[0]}` : '/settings'}>
            <Icon icon="chevronLeft" aria-hidden /> {t(m.backToSettings)}
          </Link>
        </nav>
        <Page {...props} />
      </div>
    );
  }
  return { default: FramedSettingsPage };
}
