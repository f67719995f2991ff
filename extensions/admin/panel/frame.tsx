import type { ComponentType } from 'react';
import { Icon, Link, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { AdminMenu } from './AdminMenu';
import { entryOf } from './menu';
import { panelMessages as m } from './messages';
import '../admin.css';
import './panel.css';

/** /admin itself: the menu, full width (on a phone the index list; every page opens full width from it). */
export function AdminHome() {
  const t = useT();
  return (
    <div className="kite-admin-home">
      <PageHeader title={t(m.controlPanel)} icon="dashboard" />
      <AdminMenu />
    </div>
  );
}

/**
 * A page of the control panel inside its frame: on a wide column the menu beside it; on a narrow
 * one (a phone) the page alone, full width, with a link back to the menu.
 */
export function framed(Page: ComponentType<RouteProps>, subPath: string): ComponentType<RouteProps> {
  const current = entryOf(subPath)?.path;
  function AdminFramedPage(props: RouteProps) {
    const t = useT();
    return (
      <div className="kite-admin-panel" data-admin-page={subPath}>
        <aside className="kite-admin-side">
          <AdminMenu current={current} />
        </aside>
        <div className="kite-admin-main">
          <p className="kite-admin-back">
            <Link to="/admin">
              <Icon icon="chevronLeft" aria-hidden /> {t(m.back)}
            </Link>
          </p>
          <Page {...props} />
        </div>
      </div>
    );
  }
  return AdminFramedPage;
}
