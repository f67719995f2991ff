import { useState } from 'react';
import { Icon, Modal, useContributions, useT, useViewer } from '@kite/sdk';
import { Navbar, usePostAction } from './Navbar';
import { navMessages as m } from './navbar/messages';
import { SideColumnButton } from './sideColumn';
import { NavItem } from './navbar/NavItem';
import { slotEntries } from './navbar/order';

/** Narrow screens: a bottom bar (menu, the navbar's `top` entries such as home, post) and the navbar as a drawer. */
export function MobileBar() {
  const t = useT();
  const who = useViewer();
  const [open, setOpen] = useState(false);
  const post = usePostAction();
  const top = slotEntries(useContributions('navbar'), 'top', who);
  return (
    <>
      <div className="kite-mobile-bar">
        <button type="button" className="kite-icon-button" aria-label={t(m.openMenu)} aria-expanded={open} onClick={() => setOpen(true)}>
          <Icon icon="menu" size={22} />
        </button>
        {top.map((item) => (
          <NavItem key={item.id} item={item} iconButton />
        ))}
        <SideColumnButton className="kite-icon-button" />
        {who.signedIn && post && (
          <button type="button" className="kite-icon-button kite-mobile-post" aria-label={t(m.post)} onClick={post}>
            <Icon icon="pencil" size={22} />
          </button>
        )}
      </div>
      {open && (
        <Modal onClose={() => setOpen(false)} layer="middle" label={t(m.mainNavigation)} className="kite-drawer">
          <button type="button" className="kite-icon-button kite-drawer-close" aria-label={t(m.closeMenu)} onClick={() => setOpen(false)}>
            <Icon icon="x" />
          </button>
          <Navbar inDrawer onNavigate={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
