import { Viewer, useContributions, useService, useT, useViewer } from '@kite/sdk';
import { NavItem, ServerIcon } from './navbar/NavItem';
import { navMessages as m } from './navbar/messages';
import { shellMessages as sm } from './messages';

/** The visitor layout's header: server icon (about menu), name, description, the `explore` entry and sign-in. */
export function VisitorHeader() {
  const t = useT();
  const who = useViewer();
  const viewer = useService(Viewer);
  const items = useContributions('navbar');
  const explore = items.find((i) => i.id === 'explore' && (i.show?.(who) ?? true));
  const meta = who.meta;
  return (
    <header className="kite-visitor-header">
      <ServerIcon about={items.find((i) => i.id === 'about')} iconUrl={meta?.iconUrl} />
      <div className="kite-visitor-title">
        <strong data-testid="server-name">{meta?.name ?? location.host}</strong>
        {meta?.description && <span className="kite-visitor-desc">{meta.description}</span>}
      </div>
      <nav className="kite-visitor-nav" aria-label={t(sm.visitorNavigation)}>
        {explore && <NavItem item={explore} className="kite-button" />}
        <button type="button" className="kite-button kite-button-primary" onClick={() => viewer.requestSignin()}>
          {t(m.signin)}
        </button>
      </nav>
    </header>
  );
}
