import { Suspense, lazy, useState } from 'react';
import { Icon, useContributions, useT, useViewer } from '@kite/sdk';
import { usePostAction } from './Navbar';
import { navMessages as m } from './navbar/messages';
import { SideColumnButton } from './sideColumn';
import { NavItem } from './navbar/NavItem';
import { slotEntries } from './navbar/order';

/** The drawer itself is not part of the first load: most starts never open it (none on a wide screen). */
const NavDrawer = lazy(() => import('./NavDrawer'));
const preloadDrawer = () => void import('./NavDrawer').catch(() => {});

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
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.openMenu)}
          aria-expanded={open}
          onPointerDown={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => setOpen(true)}
        >
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
        <Suspense fallback={null}>
          <NavDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
