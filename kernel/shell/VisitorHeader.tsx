import { Icon, Link, Menus, Contributions, I18n, Viewer, useService, useT, useViewer } from '@kite/sdk';
import { openAboutMenu } from './navbar/catalogue';
import type { KernelContributionRegistry } from '../contributions/registry';
import { navMessages as m } from './navbar/messages';
import { shellMessages as sm } from './messages';

/** The visitor layout's header: server icon (about menu), name, description, explore and sign-in. */
export function VisitorHeader() {
  const t = useT();
  const who = useViewer();
  const viewer = useService(Viewer);
  const menus = useService(Menus);
  const i18n = useService(I18n);
  const registry = useService(Contributions) as KernelContributionRegistry;
  const meta = who.meta;
  return (
    <header className="kite-visitor-header">
      <button
        type="button"
        className="kite-navbar-server"
        aria-label={t(m.serverMenu)}
        onClick={(e) => void openAboutMenu({ menus, viewer, i18n, registry }, e.currentTarget)}
      >
        {meta?.iconUrl ? <img src={meta.iconUrl} alt="" /> : <Icon icon="server" size={28} />}
      </button>
      <div className="kite-visitor-title">
        <strong data-testid="server-name">{meta?.name ?? location.host}</strong>
        {meta?.description && <span className="kite-visitor-desc">{meta.description}</span>}
      </div>
      <nav className="kite-visitor-nav" aria-label={t(sm.visitorNavigation)}>
        <Link to="/explore" className="kite-button">
          {t(m.explore)}
        </Link>
        <button type="button" className="kite-button kite-button-primary" onClick={() => viewer.requestSignin()}>
          {t(m.signin)}
        </button>
      </nav>
    </header>
  );
}
