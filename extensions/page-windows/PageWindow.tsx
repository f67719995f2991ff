import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchMarkerScroll } from './searchMarker';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { claimZIndex, Icon, Menus, PageTitleContext, SearchMarkerContext, Toasts, topZIndex, useService, useT } from '@kite/sdk';
import type { MenuItem, PageRouter } from '@kite/sdk';
import { DOUBLE_CLICK_MS, initialBox, moveBox, resizeBox } from './geometry';
import { windowMessages as m } from './messages';
import './pageWindow.css';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** Tracks a pointer drag from `start`, calling `apply` with the total movement. */
function drag(e: ReactPointerEvent, apply: (dx: number, dy: number) => void) {
  if (e.button !== 0) return;
  e.preventDefault();
  const x0 = e.clientX;
  const y0 = e.clientY;
  const onMove = (ev: PointerEvent) => apply(ev.clientX - x0, ev.clientY - y0);
  const onUp = () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
  };
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
}

/**
 * A floating page window (spec 1 §2.4): movable by its title bar, resizable from the
 * corner, maximized by a double click within 300 ms, minimizable; back (when there is
 * history), reload and show-in-page buttons; a menu with show in page, pop out, open in
 * new tab and copy link. The page inside runs on the window's own page router.
 */
export default function PageWindow(props: { page: PageRouter; index: number; close: () => void; showInPage: (path: string) => void }) {
  const { page } = props;
  const { navigation } = page;
  const t = useT();
  const menus = useService(Menus);
  const toasts = useService(Toasts);
  // The n-th window opens offset from the previous ones.
  const [box, setBox] = useState(() => initialBox(props.index, viewport()));
  const [maximized, setMaximized] = useState(false);
  const [minimized, setMinimized] = useState(false);
  const [z, setZ] = useState(() => claimZIndex('middle'));
  const lastTitleClick = useRef(0);
  const subscribe = useCallback((fn: () => void) => navigation.subscribe(fn), [navigation]);
  const current = useSyncExternalStore(subscribe, () => navigation.current);
  const canGoBack = useSyncExternalStore(subscribe, () => page.canGoBack());
  const url = new URL(current, location.origin).href;
  // The page inside publishes its title through its PageHeader; until then the path is shown.
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const marker = useSearchMarkerScroll(current, body);

  const focusWindow = () => setZ((old) => (old === topZIndex('middle') ? old : claimZIndex('middle')));
  const onTitleClick = () => {
    const now = Date.now();
    if (now - lastTitleClick.current <= DOUBLE_CLICK_MS) setMaximized((v) => !v);
    lastTitleClick.current = now;
  };
  const menuItems = (): MenuItem[] => [
    {
      text: t(m.showInPage),
      icon: 'maximize',
      action: () => {
        props.showInPage(current);
        props.close();
      },
    },
    { text: t(m.popOut), icon: 'externalLink', action: () => popOut() },
    { text: t(m.openInNewTab), icon: 'externalLink', action: () => void window.open(url, '_blank', 'noopener') },
    {
      text: t(m.copyLink),
      icon: 'link',
      action: async () => {
        await navigator.clipboard?.writeText(url);
        toasts.show(t(m.copied), { icon: 'check' });
      },
    },
  ];
  const popOut = () => {
    window.open(
      url,
      `kite-window-${Date.now()}`,
      `popup,width=${Math.round(box.width)},height=${Math.round(box.height)},left=${Math.round(window.screenX + box.left)},top=${Math.round(window.screenY + box.top)}`,
    );
    props.close();
  };
  const style = maximized
    ? { zIndex: z, left: 0, top: 0, width: '100vw', height: '100vh' }
    : { zIndex: z, left: box.left, top: box.top, width: box.width, height: minimized ? 'auto' : box.height };
  return (
    <section
      className="kite-window"
      role="dialog"
      aria-label={pageTitle ?? current}
      style={style}
      data-testid="page-window"
      onPointerDownCapture={focusWindow}
    >
      <header
        className="kite-window-header"
        onPointerDown={(e) => {
          if (!maximized && (e.target as HTMLElement).closest('button') === null) {
            const start = box;
            drag(e, (dx, dy) => setBox(moveBox(start, dx, dy, viewport())));
          }
        }}
      >
        <div className="kite-window-left">
          {canGoBack && (
            <button type="button" className="kite-icon-button" aria-label={t(m.back)} onClick={() => navigation.back()}>
              <Icon icon="arrowLeft" />
            </button>
          )}
          <button
            type="button"
            className="kite-icon-button"
            aria-label={t(m.menu)}
            onClick={(e) => void menus.popup(menuItems(), e.currentTarget, { align: 'left' })}
          >
            <Icon icon="dots" />
          </button>
        </div>
        {/* Double-clicking the title is a mouse shortcut for the maximise button beside it (the keyboard path). */}
        <div className="kite-window-title" role="presentation" onClick={onTitleClick} data-testid="window-title" title={current}>
          {pageTitle ?? current}
        </div>
        <div className="kite-window-right">
          <button type="button" className="kite-icon-button" aria-label={t(m.reload)} onClick={() => page.reload()}>
            <Icon icon="refresh" />
          </button>
          <button
            type="button"
            className="kite-icon-button"
            aria-label={t(m.showInPage)}
            onClick={() => {
              props.showInPage(current);
              props.close();
            }}
          >
            <Icon icon="maximize" />
          </button>
          <button
            type="button"
            className="kite-icon-button"
            aria-label={t(m.minimize)}
            aria-pressed={minimized}
            onClick={() => setMinimized((v) => !v)}
          >
            <Icon icon="minus" />
          </button>
          <button
            type="button"
            className="kite-icon-button"
            aria-label={maximized ? t(m.restore) : t(m.maximize)}
            onClick={() => setMaximized((v) => !v)}
          >
            <Icon icon={maximized ? 'minimize' : 'window'} />
          </button>
          <button type="button" className="kite-icon-button" aria-label={t(m.close)} onClick={props.close}>
            <Icon icon="x" />
          </button>
        </div>
      </header>
      <div ref={body} className="kite-window-body" hidden={minimized}>
        <PageTitleContext.Provider value={setPageTitle}>
          <SearchMarkerContext.Provider value={marker}>
            <page.View />
          </SearchMarkerContext.Provider>
        </PageTitleContext.Provider>
      </div>
      {!maximized && !minimized && (
        <div
          className="kite-window-resize"
          role="separator"
          aria-label={t(m.resize)}
          onPointerDown={(e) => {
            const start = box;
            drag(e, (dx, dy) => setBox(resizeBox(start, dx, dy)));
          }}
        />
      )}
    </section>
  );
}
