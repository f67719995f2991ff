import { Icon, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { Navbar } from './Navbar';
import { navMessages as m } from './navbar/messages';

/** The navbar as a drawer over the page, opened from the mobile bar's menu button. */
export default function NavDrawer(props: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal onClose={props.onClose} layer="middle" label={t(m.mainNavigation)} className="kite-drawer">
      <button type="button" className="kite-icon-button kite-drawer-close" aria-label={t(m.closeMenu)} onClick={props.onClose}>
        <Icon icon="x" />
      </button>
      <Navbar inDrawer onNavigate={props.onClose} />
    </Modal>
  );
}
